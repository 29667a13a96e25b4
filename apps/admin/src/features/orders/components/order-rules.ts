import { type OrderRuleName, type StaffRoleValue, whyNot } from '@dianjing/shared'
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

/** Each console action's rule in the order rulebook, which the server's update runs too. */
const ACTION_RULES = {
  reassign: 'reassign',
  settle: 'settleByStaff',
  refund: 'refundByStaff',
} as const satisfies Record<OrderAction, OrderRuleName>

/** WeChat has a refund of the order in hand: nothing else happens to it until WeChat answers. */
const REFUND_UNDER_WAY: Record<OrderAction, string> = {
  reassign: '订单正在退款，无法改派',
  settle: '订单正在退款，无法结算',
  refund: '已提交微信退款，等待微信确认',
}

/** Why the order's state does not allow the action right now (the server's own words), or undefined. */
export function actionBlocker(action: OrderAction, order: OrderFacts): string | undefined {
  // A refund WeChat is processing says more than the rule's "a refund is under way".
  if (refundInProgress(order)) return REFUND_UNDER_WAY[action]
  return whyNot(order, ACTION_RULES[action]) ?? undefined
}
