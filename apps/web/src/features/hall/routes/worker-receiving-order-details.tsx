import { FulfilmentMessages, formatCents, OrderType, type WorkerOrderView } from '@dianjing/shared'
import { Button, Dialog, Skeleton, Toast } from 'antd-mobile'
import { type ReactNode, useState } from 'react'
import { useNavigate, useSearchParams } from 'react-router'
import { LoadError } from '@/components/load-error.tsx'
import { PageNavBar } from '@/components/page-nav-bar.tsx'
import { isBusinessError } from '@/lib/request.ts'
import { showToast } from '@/lib/toast.ts'
import { useAcceptOrder, useReceivingOrder } from '../api/hall-orders.ts'
import { NotAWorker } from '../components/not-a-worker.tsx'
import { OrderFacts } from '../components/order-facts.tsx'
import { OrderGone } from '../components/order-gone.tsx'
import { OrderProduct } from '../components/order-product.tsx'
import { workerOrderDetailsPath } from '../components/worker-order-card.tsx'
import { acceptRefusalFix, isGoneFromHall, orderFacts, serviceFacts } from '../worker-order-view.ts'
import styles from './worker-receiving-order-details.module.css'

const BACK_TO_HALL = { label: '返回接单大厅', to: '/reception-hall' }
const REFUSED_WORKER: string[] = [FulfilmentMessages.notApproved, FulfilmentMessages.suspended]

function ReceivingOrder({ order, onGone }: { order: WorkerOrderView; onGone: (message: string) => void }) {
  const navigate = useNavigate()
  const accept = useAcceptOrder()

  const take = async () => {
    if (accept.isPending) return
    const confirmed = await Dialog.confirm({
      title: '确认接单',
      content: `接单后请尽快联系客户开始服务，完成后上传服务凭证。本单服务费 ¥${formatCents(order.workerAmount)}。`,
      confirmText: '确定接单',
      cancelText: '再想想',
    })
    if (!confirmed) return
    try {
      await accept.mutateAsync(order.id)
    } catch (error) {
      // The request client has shown the server's words; some refusals have a way forward.
      if (!isBusinessError(error)) return
      const fix = acceptRefusalFix(error.message)
      if (fix) {
        Toast.clear()
        Dialog.confirm({
          title: '暂时无法接单',
          content: error.message,
          confirmText: fix.label,
          cancelText: '取消',
          onConfirm: () => navigate(fix.to),
        })
      } else if (isGoneFromHall(error.message)) onGone(error.message)
      return
    }
    showToast(FulfilmentMessages.accepted)
    navigate(workerOrderDetailsPath(order.outTradeNo), { replace: true })
  }

  return (
    <>
      {order.orderType === OrderType.designated && (
        <p className={styles.designated}>客户指定由你服务，请优先处理</p>
      )}
      <OrderProduct order={order} />
      <OrderFacts title="服务信息" facts={serviceFacts(order)} />
      <OrderFacts title="订单信息" facts={orderFacts(order)} />
      <p className={styles.note}>接单后可在「我的接单」中查看客户信息并上传服务凭证。</p>
      <div className={styles.bar}>
        <span className={styles.fee}>
          服务费 <strong>¥{formatCents(order.workerAmount)}</strong>
        </span>
        <Button
          className={styles.accept}
          color="primary"
          shape="rounded"
          loading={accept.isPending}
          loadingText="接单中"
          onClick={() => void take()}
        >
          接单
        </Button>
      </div>
    </>
  )
}

/** /worker-receiving-order-details?outTradeNo (spec §2): a hall order in full, and 接单. */
export function WorkerReceivingOrderDetailsRoute() {
  const [searchParams] = useSearchParams()
  const outTradeNo = searchParams.get('outTradeNo')?.trim() ?? ''
  const order = useReceivingOrder(outTradeNo)
  const [gone, setGone] = useState<string | null>(null)

  let content: ReactNode
  if (!outTradeNo || gone) {
    content = <OrderGone message={gone ?? FulfilmentMessages.notInHall} backTo={BACK_TO_HALL} />
  } else if (order.data) {
    content = <ReceivingOrder order={order.data} onGone={setGone} />
  } else if (order.isError) {
    const { error } = order
    if (isBusinessError(error) && REFUSED_WORKER.includes(error.message))
      content = <NotAWorker message={error.message} />
    else if (isBusinessError(error)) content = <OrderGone message={error.message} backTo={BACK_TO_HALL} />
    else
      content = (
        <LoadError
          title="订单加载失败"
          error={error}
          onRetry={() => order.refetch()}
          retrying={order.isFetching}
        />
      )
  } else {
    content = (
      <div className={styles.skeleton} role="status" aria-busy="true" aria-label="订单加载中">
        <Skeleton.Paragraph lineCount={6} animated />
      </div>
    )
  }

  return (
    <div className={styles.page}>
      <PageNavBar title="接单详情" />
      {content}
    </div>
  )
}
