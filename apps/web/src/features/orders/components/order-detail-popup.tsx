import { formatCents, type OrderView, REGION_LABELS } from '@dianjing/shared'
import { Popup } from 'antd-mobile'
import { type OrderAction, orderCardView } from '../order-card-view.ts'
import { AccountInfoSection } from './account-info-section.tsx'
import { GivenStars } from './given-stars.tsx'
import { OrderActions } from './order-card.tsx'
import styles from './order-detail-popup.module.css'
import { OrderProgressSection } from './order-progress.tsx'
import { ProofImages } from './proof-images.tsx'

interface OrderDetailPopupProps {
  order: OrderView | null
  onClose: () => void
  /**
   * Chatting, 协商/售后, cancelling, confirming and rating start here too; the card keeps paying,
   * refunding and the wheel.
   */
  onAction: (action: OrderAction, order: OrderView) => void
}

const POPUP_ACTIONS: ReadonlySet<OrderAction> = new Set(['chat', 'dispute', 'cancel', 'confirm', 'review'])

/** The whole order, opened from its card. */
export function OrderDetailPopup({ order, onClose, onAction }: OrderDetailPopupProps) {
  const view = order ? orderCardView(order) : null
  const actions = view?.actions.filter((action) => POPUP_ACTIONS.has(action)) ?? []
  const rows: [string, string][] = order
    ? [
        ['订单状态', view!.disputeTag ? `${view!.stateLabel}（${view!.disputeTag}）` : view!.stateLabel],
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
      {order && view && view.progress !== 'none' && <OrderProgressSection orderId={order.id} />}
      <dl className={styles.rows}>
        {rows.map(([label, value]) => (
          <div key={label} className={styles.row}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {view?.refundLine && <p className={styles.refund}>{view.refundLine}</p>}
      {view?.splitLine && <p className={styles.split}>{view.splitLine}</p>}
      {order && <AccountInfoSection order={order} />}
      {view && view.proofImages.length > 0 && (
        <section className={styles.section}>
          <h3 className={styles.sectionTitle}>服务凭证</h3>
          <ProofImages images={view.proofImages} />
        </section>
      )}
      {view?.autoConfirmNote && <p className={styles.note}>{view.autoConfirmNote}</p>}
      {order && view && (view.reviewStars > 0 || actions.length > 0) && (
        <div className={styles.footer}>
          {view.reviewStars > 0 && <GivenStars stars={view.reviewStars} />}
          <span className={styles.buttons}>
            <OrderActions
              actions={actions}
              drawsLeft={view.drawsLeft}
              paying={false}
              onAction={(action) => onAction(action, order)}
            />
          </span>
        </div>
      )}
    </Popup>
  )
}
