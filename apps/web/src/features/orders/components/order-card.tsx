import { formatCents, type OrderView } from '@dianjing/shared'
import { Button } from 'antd-mobile'
import type { OrderAction } from '../order-card-view.ts'
import { orderCardView } from '../order-card-view.ts'
import { GivenStars } from './given-stars.tsx'
import styles from './order-card.module.css'
import { OrderProgressLine } from './order-progress.tsx'
import { ProofImages } from './proof-images.tsx'

interface OrderCardProps {
  order: OrderView
  /** The order whose payment is under way: its pay button spins, the others wait. */
  paying: boolean
  onOpen: (order: OrderView) => void
  onAction: (action: OrderAction, order: OrderView) => void
}

export const ACTION_LABELS: Record<OrderAction, string> = {
  chat: '联系打手',
  dispute: '协商/售后',
  pay: '去支付',
  refund: '申请退款',
  cancel: '取消订单',
  lottery: '去抽奖',
  confirm: '确认完成',
  review: '评价',
}

/** Secondary actions are outlined; the one the customer is expected to take next is solid. */
const OUTLINED: ReadonlySet<OrderAction> = new Set(['chat', 'dispute', 'refund', 'cancel', 'review'])
/** Grey: the ways out of an order. */
const QUIET: ReadonlySet<OrderAction> = new Set(['refund', 'cancel'])

interface OrderActionsProps {
  actions: OrderAction[]
  drawsLeft: number
  paying: boolean
  onAction: (action: OrderAction) => void
}

export function OrderActions({ actions, drawsLeft, paying, onAction }: OrderActionsProps) {
  return actions.map((action) => (
    <Button
      key={action}
      size="small"
      shape="rounded"
      color={QUIET.has(action) ? 'default' : 'primary'}
      fill={OUTLINED.has(action) ? 'outline' : 'solid'}
      loading={action === 'pay' && paying}
      onClick={() => onAction(action)}
    >
      {action === 'lottery' ? `${ACTION_LABELS.lottery}（${drawsLeft}）` : ACTION_LABELS[action]}
    </Button>
  ))
}

export function OrderCard({ order, paying, onOpen, onAction }: OrderCardProps) {
  const view = orderCardView(order)
  return (
    <article className={styles.card} aria-label={`订单 ${order.orderNum}`}>
      <button type="button" className={styles.open} onClick={() => onOpen(order)}>
        <span className={styles.head}>
          <span className={styles.number}>订单号 {order.orderNum}</span>
          <span className={styles.states}>
            {view.disputeTag && <span className={styles.disputeTag}>{view.disputeTag}</span>}
            <span className={`${styles.state} ${styles[view.state] ?? ''}`}>{view.stateLabel}</span>
          </span>
        </span>
        <span className={styles.body}>
          {view.product.productCover ? (
            <img className={styles.cover} src={view.product.productCover} alt="" loading="lazy" />
          ) : (
            <span className={styles.cover} />
          )}
          <span className={styles.text}>
            <span className={styles.title}>{view.product.title}</span>
            <span className={styles.meta}>
              {order.createTime} · 数量 {order.quantity}
            </span>
            <span className={styles.amount}>
              实付 <strong>¥{formatCents(order.amount)}</strong>
            </span>
          </span>
        </span>
        {view.refundLine && <span className={styles.refund}>{view.refundLine}</span>}
        {view.splitLine && <span className={styles.split}>{view.splitLine}</span>}
      </button>
      {view.progress === 'card' && <OrderProgressLine orderId={order.id} />}
      {view.autoConfirmNote && (
        <div className={styles.proof}>
          {view.proofImages.length > 0 && (
            <div className={styles.proofRow}>
              <span className={styles.proofLabel}>服务凭证</span>
              <ProofImages images={view.proofImages} limit={4} compact />
            </div>
          )}
          <p className={styles.note}>{view.autoConfirmNote}</p>
        </div>
      )}
      {(view.actions.length > 0 || view.reviewStars > 0) && (
        <div className={styles.actions}>
          {view.reviewStars > 0 && <GivenStars stars={view.reviewStars} />}
          <span className={styles.buttons}>
            <OrderActions
              actions={view.actions}
              drawsLeft={view.drawsLeft}
              paying={paying}
              onAction={(action) => onAction(action, order)}
            />
          </span>
        </div>
      )}
    </article>
  )
}
