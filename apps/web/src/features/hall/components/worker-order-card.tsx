import { formatCents, splitEnding, type WorkerOrderView } from '@dianjing/shared'
import { Button } from 'antd-mobile'
import { useNavigate } from 'react-router'
import { orderChatPath } from '@/lib/order-chat.ts'
import { disputeTagOf } from '@/lib/order-dispute.ts'
import { parseOrderProduct } from '@/lib/order-product.ts'
import {
  canCompleteOrder,
  regionLabel,
  splitIncomeLabel,
  workerOrderStateLabel,
} from '../worker-order-view.ts'
import { CopyButton } from './copy-button.tsx'
import styles from './worker-order-card.module.css'

export const workerOrderDetailsPath = (outTradeNo: string) =>
  `/worker-order-details?outTradeNo=${encodeURIComponent(outTradeNo)}`

interface WorkerOrderCardProps {
  order: WorkerOrderView
  /** This order's completion is under way. */
  completing: boolean
  onComplete: (order: WorkerOrderView) => void
}

/** One of the worker's own orders on /worker-order-list (spec §2), with the customer's phone while serving. */
export function WorkerOrderCard({ order, completing, onComplete }: WorkerOrderCardProps) {
  const navigate = useNavigate()
  const product = parseOrderProduct(order.productJson)
  const negotiated = splitEnding(order) !== null
  const tag = disputeTagOf(order.disputeStatus)
  return (
    <article className={styles.card} aria-label={`订单 ${order.orderNum}`}>
      <button
        type="button"
        className={styles.open}
        onClick={() => navigate(workerOrderDetailsPath(order.outTradeNo))}
      >
        <span className={styles.head}>
          <span className={styles.time}>{order.createTime}</span>
          <span className={styles.states}>
            {tag && <span className={styles.disputeTag}>{tag}</span>}
            <span
              className={`${styles.state} ${negotiated ? styles.negotiated : (styles[`status${order.bizStatus}`] ?? '')}`}
            >
              {workerOrderStateLabel(order)}
            </span>
          </span>
        </span>
        <span className={styles.body}>
          {product.productCover ? (
            <img className={styles.cover} src={product.productCover} alt="" loading="lazy" />
          ) : (
            <span className={styles.cover} />
          )}
          <span className={styles.text}>
            <span className={styles.title}>{product.title}</span>
            {product.briefIntroduction && <span className={styles.brief}>{product.briefIntroduction}</span>}
            <span className={styles.meta}>
              ¥{formatCents(order.amount)} · 数量 {order.quantity} · {regionLabel(order.gameRegion)}
            </span>
          </span>
        </span>
      </button>
      {order.customer && (
        <div className={styles.contact}>
          <span className={styles.contactLabel}>客户电话</span>
          <a className={styles.phone} href={`tel:${order.customer.phone}`}>
            {order.customer.phone}
          </a>
          <CopyButton value={order.customer.phone} label="联系电话" />
        </div>
      )}
      <div className={styles.foot}>
        <span className={styles.fee}>
          {negotiated ? splitIncomeLabel(order) : '服务费'}{' '}
          <strong>¥{formatCents(negotiated ? order.splitWorkerAmount : order.workerAmount)}</strong>
        </span>
        <span className={styles.buttons}>
          <Button
            size="small"
            shape="rounded"
            color="primary"
            fill="outline"
            onClick={() => navigate(orderChatPath(order.id))}
          >
            联系客户
          </Button>
          {canCompleteOrder(order) && (
            <Button
              size="small"
              shape="rounded"
              color="primary"
              loading={completing}
              onClick={() => onComplete(order)}
            >
              完成订单
            </Button>
          )}
        </span>
      </div>
    </article>
  )
}
