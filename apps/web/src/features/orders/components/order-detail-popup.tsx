import { formatCents, type OrderView, REGION_LABELS } from '@dianjing/shared'
import { Popup } from 'antd-mobile'
import { orderCardView } from '../order-card-view.ts'
import styles from './order-detail-popup.module.css'

interface OrderDetailPopupProps {
  order: OrderView | null
  onClose: () => void
}

/** The whole order, opened from its card. */
export function OrderDetailPopup({ order, onClose }: OrderDetailPopupProps) {
  const view = order ? orderCardView(order) : null
  const rows: [string, string][] = order
    ? [
        ['订单状态', view!.stateLabel],
        ['订单号', order.orderNum],
        ['下单时间', order.createTime],
        ['商品', view!.product.title],
        ['数量', String(order.quantity)],
        ['实付金额', `¥${formatCents(order.amount)}`],
        ['游戏ID', order.gameId],
        ['文字ID', order.textId || '—'],
        ['游戏区服', REGION_LABELS[order.gameRegion] ?? order.gameRegion],
        ['联系电话', order.phone],
        ['打手', order.workerUserIdNickName || '待分配'],
        ['备注', order.orderRemarks || '—'],
      ]
    : []
  return (
    <Popup
      visible={order !== null}
      onClose={onClose}
      onMaskClick={onClose}
      showCloseButton
      bodyClassName={styles.body}
    >
      <h2 className={styles.heading}>订单详情</h2>
      <dl className={styles.rows}>
        {rows.map(([label, value]) => (
          <div key={label} className={styles.row}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {view?.refundLine && <p className={styles.refund}>{view.refundLine}</p>}
    </Popup>
  )
}
