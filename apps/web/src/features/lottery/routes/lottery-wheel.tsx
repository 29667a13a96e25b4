import { OrderStatus } from '@dianjing/shared'
import { Button, Skeleton } from 'antd-mobile'
import type { ReactNode } from 'react'
import { useNavigate, useSearchParams } from 'react-router'
import { EmptyState } from '@/components/empty-state.tsx'
import { LoadError } from '@/components/load-error.tsx'
import { PageNavBar } from '@/components/page-nav-bar.tsx'
import { isBusinessError } from '@/lib/request.ts'
import { useLotteryOrder } from '../api/get-lottery-order.ts'
import { DrawStats } from '../components/draw-stats.tsx'
import { PrizeWheel } from '../components/prize-wheel.tsx'
import { RecentWins } from '../components/recent-wins.tsx'
import {
  drawButtonState,
  drawCounts,
  type LotteryOrder,
  parseDrawHistory,
  parseLotteryProduct,
  recentWins,
  wheelUnavailableReason,
} from '../lottery-order.ts'
import { useLotteryDraw } from '../use-lottery-draw.ts'
import { useWheelSpin } from '../use-wheel-spin.ts'
import styles from './lottery-wheel.module.css'

const TITLE = '幸运转盘'

/** /lottery-wheel?outTradeNo (spec §2): the prize wheel of one paid lottery order. */
export function LotteryWheelRoute() {
  const navigate = useNavigate()
  const [searchParams] = useSearchParams()
  const outTradeNo = searchParams.get('outTradeNo')?.trim() ?? ''
  const order = useLotteryOrder(outTradeNo)
  const toOrders = (
    <Button
      color="primary"
      fill="outline"
      size="small"
      onClick={() => navigate(`/order-list?status=${OrderStatus.paid}`)}
    >
      查看我的订单
    </Button>
  )

  let content: ReactNode
  if (outTradeNo === '') {
    content = (
      <EmptyState page title="订单不存在" description="链接缺少订单号，请从订单列表进入转盘">
        {toOrders}
      </EmptyState>
    )
  } else if (order.isPending) {
    content = (
      <div className={styles.skeleton} role="status" aria-label="转盘加载中">
        <Skeleton.Paragraph lineCount={6} animated />
      </div>
    )
  } else if (isBusinessError(order.error)) {
    // The server answered (no such order of this customer's): retrying will not help, the list will.
    content = (
      <EmptyState page title="无法打开转盘" description={order.error.message}>
        {toOrders}
      </EmptyState>
    )
  } else if (order.isError) {
    content = (
      <LoadError
        title="转盘加载失败"
        error={order.error}
        onRetry={() => order.refetch()}
        retrying={order.isFetching}
      />
    )
  } else {
    content = <LotteryBoard order={order.data} outTradeNo={outTradeNo} fallback={toOrders} />
  }

  return (
    <div className={styles.page}>
      <PageNavBar title={TITLE} />
      {content}
    </div>
  )
}

interface LotteryBoardProps {
  order: LotteryOrder
  outTradeNo: string
  fallback: ReactNode
}

function LotteryBoard({ order, outTradeNo, fallback }: LotteryBoardProps) {
  const { title, prizes } = parseLotteryProduct(order.productJson)
  const counts = drawCounts(order.lotteryNum, order.lotteryNumAlready)
  const history = parseDrawHistory(order.lotteryResults)
  const wheel = useWheelSpin(prizes.length)
  const { draw, spinning } = useLotteryDraw({ outTradeNo, counts, history, prizes, startSpin: wheel.start })

  const unavailable = wheelUnavailableReason(order, prizes)
  if (unavailable) {
    return (
      <EmptyState page title="无法抽奖" description={unavailable}>
        {fallback}
      </EmptyState>
    )
  }

  const button = drawButtonState(counts.remaining, spinning)
  return (
    <>
      <div className={styles.stage}>
        {title && <p className={styles.product}>{title}</p>}
        <DrawStats counts={counts} />
        <div className={styles.wheel}>
          <PrizeWheel
            prizes={prizes}
            rotorRef={wheel.rotorRef}
            phase={wheel.phase}
            startDisabled={button.disabled}
            onStart={draw}
          />
        </div>
        <div className={styles.action}>
          <Button block shape="rounded" className={styles.draw} disabled={button.disabled} onClick={draw}>
            {button.label}
          </Button>
        </div>
      </div>
      <RecentWins wins={recentWins(history)} />
    </>
  )
}
