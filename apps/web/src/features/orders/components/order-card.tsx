import { formatCents, type OrderView } from '@dianjing/shared'
import { Button } from 'antd-mobile'
import type { OrderAction } from '../order-card-view.ts'
import { orderCardView } from '../order-card-view.ts'
import styles from './order-card.module.css'

interface OrderCardProps {
  order: OrderView
  /** The order whose payment is under way: its pay button spins, the others wait. */
  paying: boolean
  onOpen: (order: OrderView) => void
  onAction: (action: OrderAction, order: OrderView) => void
}

const ACTION_LABELS: Record<OrderAction, string> = { pay: '去支付', refund: '申请退款', lottery: '去抽奖' }

export function OrderCard({ order, paying, onOpen, onAction }: OrderCardProps) {
  const view = orderCardView(order)
  return (
    <article className={styles.card} aria-label={`订单 ${order.orderNum}`}>
      <button type="button" className={styles.open} onClick={() => onOpen(order)}>
        <span className={styles.head}>
          <span className={styles.number}>订单号 {order.orderNum}</span>
          <span className={`${styles.state} ${styles[view.state] ?? ''}`}>{view.stateLabel}</span>
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
      </button>
      {view.actions.length > 0 && (
        <div className={styles.actions}>
          {view.actions.map((action) => (
            <Button
              key={action}
              size="small"
              shape="rounded"
              color={action === 'refund' ? 'default' : 'primary'}
              fill={action === 'refund' ? 'outline' : 'solid'}
              loading={action === 'pay' && paying}
              onClick={() => onAction(action, order)}
            >
              {action === 'lottery' ? `${ACTION_LABELS.lottery}（${view.drawsLeft}）` : ACTION_LABELS[action]}
            </Button>
          ))}
        </div>
      )}
    </article>
  )
}
