import { formatCents, OrderType, type WorkerOrderView } from '@dianjing/shared'
import { Button } from 'antd-mobile'
import { useNavigate } from 'react-router'
import { parseOrderProduct } from '@/lib/order-product.ts'
import { regionLabel } from '../worker-order-view.ts'
import styles from './hall-order-card.module.css'

export const receivingDetailsPath = (outTradeNo: string) =>
  `/worker-receiving-order-details?outTradeNo=${encodeURIComponent(outTradeNo)}`

/** One order waiting in the hall: what it is, its number (to search by), where, what it pays the worker. */
export function HallOrderCard({ order }: { order: WorkerOrderView }) {
  const navigate = useNavigate()
  const product = parseOrderProduct(order.productJson)
  const open = () => navigate(receivingDetailsPath(order.outTradeNo))
  return (
    <article className={styles.card} aria-label={`可接订单 ${product.title}`}>
      <button type="button" className={styles.open} onClick={open}>
        <span className={styles.body}>
          {product.productCover ? (
            <img className={styles.cover} src={product.productCover} alt="" loading="lazy" />
          ) : (
            <span className={styles.cover} />
          )}
          <span className={styles.text}>
            <span className={styles.title}>
              {order.orderType === OrderType.designated && (
                <span className={styles.designated}>指定给你</span>
              )}
              {product.title}
            </span>
            <span className={styles.meta}>
              {order.gameName} · {regionLabel(order.gameRegion)}
            </span>
            <span className={styles.number}>订单号 {order.orderNum}</span>
            <span className={styles.meta}>
              数量 {order.quantity} · 订单金额 ¥{formatCents(order.amount)}
            </span>
          </span>
        </span>
      </button>
      <div className={styles.foot}>
        <span className={styles.fee}>
          <span className={styles.feeLabel}>服务费</span>
          <strong>¥{formatCents(order.workerAmount)}</strong>
        </span>
        <span className={styles.paid}>{order.paidTime} 付款</span>
        <Button size="small" shape="rounded" color="primary" onClick={open}>
          查看
        </Button>
      </div>
    </article>
  )
}
