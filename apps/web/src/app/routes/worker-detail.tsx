import type { ProductCard, WorkerDetails } from '@dianjing/shared'
import { useQueries } from '@tanstack/react-query'
import { Button, Skeleton } from 'antd-mobile'
import { type ReactNode, useState } from 'react'
import { useNavigate, useSearchParams } from 'react-router'
import { EmptyState } from '@/components/empty-state.tsx'
import { LoadError } from '@/components/load-error.tsx'
import { PageNavBar } from '@/components/page-nav-bar.tsx'
import { showSupportDialog } from '@/components/support-dialog.tsx'
import { productsQueryOptions } from '@/features/catalogue/api/get-products.ts'
import { useSystemConfig } from '@/features/catalogue/api/get-system-config.ts'
import { useWorkerDetails } from '@/features/players/api/get-worker-details.ts'
import { type GameProducts, OrderProductPopup } from '@/features/players/components/order-product-popup.tsx'
import { WorkerOrderBar } from '@/features/players/components/worker-order-bar.tsx'
import { WorkerProfile } from '@/features/players/components/worker-profile.tsx'
import { orderPayPath } from '@/features/players/order-pay-path.ts'
import { isWechat } from '@/lib/env.ts'
import { isBusinessError } from '@/lib/request.ts'
import styles from './worker-detail.module.css'

/*
 * A worker's page orders one of the products of the games they serve, so it joins two features, the
 * players and the catalogue; like home, it is put together here rather than one feature importing the
 * other.
 */

function parseUserId(value: string | null): number | null {
  return value && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null
}

/** The products of each game the worker serves, through the catalogue's own cache (home shares it). */
function useGameProducts(worker: WorkerDetails): GameProducts[] {
  const results = useQueries({ queries: worker.games.map((game) => productsQueryOptions(game.id)) })
  return worker.games.map((game, index) => {
    const result = results[index]!
    return {
      game,
      products: result.data,
      loading: result.isPending,
      failed: result.isError,
      retry: () => void result.refetch(),
    }
  })
}

function WorkerView({ worker }: { worker: WorkerDetails }) {
  const navigate = useNavigate()
  const [choosing, setChoosing] = useState(false)
  const games = useGameProducts(worker)
  const supportWechatId = useSystemConfig().data?.supportWechatId ?? ''

  // As on a product's page: paying needs WeChat's payment bridge, so a plain browser gets support.
  const order = () => {
    if (isWechat()) setChoosing(true)
    else showSupportDialog(supportWechatId)
  }
  const choose = (product: ProductCard) => {
    setChoosing(false)
    navigate(orderPayPath({ productId: product.id, workerId: worker.userId, workerName: worker.nickName }))
  }

  return (
    <>
      <WorkerProfile worker={worker} />
      <WorkerOrderBar onOrder={order} />
      <OrderProductPopup
        visible={choosing}
        workerName={worker.nickName}
        games={games}
        onChoose={choose}
        onClose={() => setChoosing(false)}
      />
    </>
  )
}

function WorkerDetailSkeleton() {
  return (
    <div role="status" aria-busy="true" aria-label="打手信息加载中">
      <div className={styles.heroSkeleton}>
        <Skeleton animated className={styles.avatarSkeleton} />
        <div className={styles.lines}>
          <Skeleton.Title animated />
          <Skeleton.Paragraph lineCount={2} animated />
        </div>
      </div>
      <section className={styles.cardSkeleton}>
        <Skeleton.Paragraph lineCount={4} animated />
      </section>
    </div>
  )
}

/** A worker's page (spec §2): profile, rating blocks, the games served, and ordering with them. */
export function WorkerDetailRoute() {
  const navigate = useNavigate()
  const [searchParams] = useSearchParams()
  const userId = parseUserId(searchParams.get('userId'))
  const worker = useWorkerDetails(userId)

  const backToList = (
    <Button
      color="primary"
      fill="outline"
      size="small"
      onClick={() => navigate('/worker-list', { replace: true })}
    >
      看看其他打手
    </Button>
  )

  let content: ReactNode
  if (userId === null) {
    content = (
      <EmptyState page title="打手不存在" description="链接可能有误或已失效">
        {backToList}
      </EmptyState>
    )
  } else if (worker.isPending) {
    content = <WorkerDetailSkeleton />
  } else if (isBusinessError(worker.error)) {
    // The server answered (no such worker, or they stopped taking orders): another worker might do.
    content = (
      <EmptyState page title="获取打手信息失败" description={worker.error.message}>
        {backToList}
      </EmptyState>
    )
  } else if (worker.isError) {
    content = (
      <LoadError
        title="打手信息加载失败"
        error={worker.error}
        onRetry={() => worker.refetch()}
        retrying={worker.isFetching}
      />
    )
  } else {
    content = <WorkerView worker={worker.data} />
  }

  return (
    <div className={`${styles.page} ${worker.data ? styles.withOrderBar : ''}`}>
      <PageNavBar title="打手详情" />
      {content}
    </div>
  )
}
