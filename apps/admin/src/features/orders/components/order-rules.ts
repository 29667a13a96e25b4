import { BizStatus, DisputeStatus, OrderStatus, RefundStatus, type StaffRoleValue } from '@dianjing/shared'
import { type OrderDetail, refundInProgress } from '../api/get-order.ts'

export type OrderAction = 'reassign' | 'settle' | 'refund'

/**
 * Who may do what (docs/domain.md, "People and accounts"): operators assign work, finance moves money; the
 * owner may do everything. The server checks again and answers 403.
 */
const ACTION_ROLES: Record<OrderAction, readonly StaffRoleValue[]> = {
  reassign: ['owner', 'operator'],
  settle: ['owner', 'finance'],
  refund: ['owner', 'finance'],
}

/** Until the role is known nobody may act, so a read-only colleague never sees the buttons flash. */
export function roleMay(role: StaffRoleValue | undefined, action: OrderAction): boolean {
  return role !== undefined && ACTION_ROLES[action].includes(role)
}

/**
 * Who writes into an order's chat as 平台客服 and handles reported messages: those who answer customers and
 * workers. Finance reads the chat as evidence. The server checks again.
 */
const CHAT_MODERATORS: readonly StaffRoleValue[] = ['owner', 'operator', 'support']

export function roleMayModerateChat(role: StaffRoleValue | undefined): boolean {
  return role !== undefined && CHAT_MODERATORS.includes(role)
}

type OrderFacts = Pick<OrderDetail, 'status' | 'bizStatus' | 'refundStatus' | 'workerId' | 'refunds'> &
  Partial<Pick<OrderDetail, 'disputeStatus'>>

const paid = (order: OrderFacts) => order.status === OrderStatus.paid

/** An open cancel proposal or arbitration: the order ends only by its split, as the server insists. */
const disputed = (order: OrderFacts) => (order.disputeStatus ?? DisputeStatus.none) !== DisputeStatus.none
const DISPUTED = '订单有待答复的撤销申请或正在仲裁，请在仲裁处理中裁决'

/** Why the order's state does not allow the action right now (the server's own words), or undefined. */
export function actionBlocker(action: OrderAction, order: OrderFacts): string | undefined {
  switch (action) {
    case 'reassign':
      if (
        !paid(order) ||
        (order.bizStatus !== BizStatus.waiting && order.bizStatus !== BizStatus.inService)
      ) {
        return '只有待接单或服务中的订单可以改派'
      }
      if (order.refundStatus === RefundStatus.applied) return '客户正在申请退款，请先在退款审核中处理'
      if (refundInProgress(order)) return '订单正在退款，无法改派'
      return undefined
    case 'settle':
      if (
        !paid(order) ||
        (order.bizStatus !== BizStatus.inService && order.bizStatus !== BizStatus.awaitingClose)
      ) {
        return '只有服务中或待完成的订单可以结算'
      }
      if (order.workerId === null) return '订单还没有打手，无法结算'
      if (refundInProgress(order)) return '订单正在退款，无法结算'
      if (disputed(order)) return DISPUTED
      return undefined
    case 'refund':
      if (!paid(order) || order.bizStatus === BizStatus.completed) return '只有已支付、尚未结算的订单可以退款'
      if (refundInProgress(order)) return '已提交微信退款，等待微信确认'
      if (disputed(order)) return DISPUTED
      return undefined
  }
}
