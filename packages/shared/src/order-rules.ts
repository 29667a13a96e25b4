import { DisputeMessages } from './messages/disputes.ts'
import { FulfilmentMessages } from './messages/fulfilment.ts'
import { GameLoginMessages } from './messages/game-login.ts'
import { OrderMessages } from './messages/orders.ts'
import { ProgressMessages } from './messages/progress.ts'
import { BizStatus, DisputeStatus, OrderKind, OrderStatus, OrderType, RefundStatus } from './states.ts'

/*
 * The order's rulebook: for every change anyone may make to an order, the state the order must be in,
 * who may make it, and what they are told when a clause fails. It is data, read four ways:
 * `whyNot` / `canDo` here (the app, the console and the services), and on the server the same clauses
 * compiled to the literal SQL conditions of the one conditional update that makes each change
 * (apps/server/src/modules/orders/order-rules.ts). A refusal after a lost race is `whyNot` of the row
 * as it is now. Nothing else writes an order's from-state (a test fails if something does).
 *
 * A clause about the user ("the customer", "the worker") reads the order's `userId` / `workerId`
 * against the user the rule is asked for: the one acting, or the worker staff give the order to. A
 * caller that does not have a field a clause reads (an app's view has no ids, a console row no lottery
 * counts) does not judge that clause; the server reads whole rows and judges them all.
 */

/** The order's fields the rules read: the state always, the rest where the caller has them. */
export interface OrderRuleFacts {
  status: number
  bizStatus: number
  refundStatus: number
  disputeStatus?: number
  orderType?: number
  type?: number
  lotteryNum?: number
  lotteryNumAlready?: number
  attachment?: string
  userId?: number
  workerId?: number | null
}

/** The integer state fields a clause may name. */
export type OrderStateField = 'status' | 'bizStatus' | 'refundStatus' | 'disputeStatus' | 'orderType' | 'type'

/** What the user the rule is asked for must be to the order. */
export type OrderParty = 'customer' | 'worker' | 'notCustomer' | 'notWorker'

/** What a clause asks of the order. */
export type OrderCondition =
  | { field: OrderStateField; oneOf: readonly number[] }
  | { field: OrderStateField; noneOf: readonly number[] }
  /** 'none': no lottery draw used yet; 'left': draws remain. */
  | { draws: 'none' | 'left' }
  /** The worker uploaded proof of delivery. */
  | { proof: 'given' }
  /** A worker has the order. */
  | { worker: 'assigned' }
  | { user: OrderParty }

/**
 * One condition and what the user is told when it fails: `refusal`, or for a state field the text
 * `refusalFor` gives for the value the order has.
 */
export type OrderClause = OrderCondition & {
  refusal: string
  refusalFor?: Readonly<Partial<Record<number, string>>>
}

/** Who makes a change: the order's customer, the worker, staff in the console, or a job / WeChat. */
export type OrderActor = 'customer' | 'worker' | 'staff' | 'system'

export interface OrderRule {
  /** What the change is, in the product's words. */
  summary: string
  who: readonly OrderActor[]
  when: readonly OrderClause[]
}

/** Refusals no screen had a shared text for before the rulebook. */
export const OrderRuleMessages = {
  notFound: '订单不存在',
  notPayable: '订单已支付或已关闭',
  refundNotAllowed: '当前订单状态不可申请退款',
  notAssignable: '只有待接单或服务中的订单可以改派',
  refundAppliedNoReassign: '客户正在申请退款，请先在退款审核中处理',
  ownBuyer: '不能改派给下单客户本人',
  notSettleable: '只有服务中或待完成的订单可以结算',
  noWorkerToSettle: '订单还没有打手，无法结算',
  refundUnderWay: '该订单有退款正在处理，不能结算',
  notRefundable: '只有已支付、尚未结算的订单可以退款',
  refundApplied: '该订单已有退款在处理，请在退款审核中处理',
  disputeOpen: '该订单有待答复的撤销申请或正在仲裁，请在仲裁处理中裁决',
  disputeHolds: '订单正在协商撤销或仲裁中，请等待处理结果',
  refundNotPending: '该订单没有待处理的退款申请',
  notLottery: '该订单不是抽奖订单',
  drawUnpaid: '订单未支付，无法抽奖',
  drawRefunded: '订单已退款，无法抽奖',
  drawEnded: '订单已协商结束，无法抽奖',
  drawRefundPending: '退款申请处理中，暂不能抽奖',
  drawsUsedUp: '抽奖次数已用完',
  loginEditEnded: GameLoginMessages.orderEnded,
} as const

const M = OrderRuleMessages

// ---- Clause builders: each reads as the rule it states ----

const statusIs = (status: number, refusal: string, refusalFor?: OrderClause['refusalFor']): OrderClause => ({
  field: 'status',
  oneOf: [status],
  refusal,
  ...(refusalFor ? { refusalFor } : {}),
})
const bizStatusIn = (states: readonly number[], refusal: string): OrderClause => ({
  field: 'bizStatus',
  oneOf: states,
  refusal,
})
const noRefundApplied = (refusal: string): OrderClause => ({
  field: 'refundStatus',
  noneOf: [RefundStatus.applied],
  refusal,
})
const disputeIs = (state: number, refusal: string, refusalFor?: OrderClause['refusalFor']): OrderClause => ({
  field: 'disputeStatus',
  oneOf: [state],
  refusal,
  ...(refusalFor ? { refusalFor } : {}),
})
/**
 * Nothing open between the two sides. The customer and the worker are told which dispute holds the
 * order; staff are given `refusal` (where to settle it).
 */
const noDispute = (refusal?: string): OrderClause =>
  refusal
    ? disputeIs(DisputeStatus.none, refusal)
    : disputeIs(DisputeStatus.none, M.disputeHolds, {
        [DisputeStatus.proposal]: DisputeMessages.proposalOpen,
        [DisputeStatus.arbitration]: DisputeMessages.arbitrationOpen,
      })
const userIs = (user: OrderParty, refusal: string): OrderClause => ({ user, refusal })

/** Paid, a worker serving it or done, no refund being decided: where a dispute may be opened or ended. */
const DISPUTABLE: readonly OrderClause[] = [
  statusIs(OrderStatus.paid, DisputeMessages.notDisputable),
  bizStatusIn([BizStatus.inService, BizStatus.awaitingClose], DisputeMessages.notDisputable),
  noRefundApplied(DisputeMessages.notDisputable),
]

/** Done by the worker and waiting for the customer: what settling needs (by anyone). */
const SETTLEABLE: readonly OrderClause[] = [
  statusIs(OrderStatus.paid, FulfilmentMessages.notCompleted),
  bizStatusIn([BizStatus.awaitingClose], FulfilmentMessages.notCompleted),
  // A refund being decided or under way stops the worker being paid for it.
  noRefundApplied(M.refundUnderWay),
  // A cancel proposal or arbitration open: the order ends by its outcome, not by a confirmation.
  noDispute(),
]

/** Being served: what the worker's work on the order needs. */
const IN_SERVICE = (refusal: string): readonly OrderClause[] => [
  statusIs(OrderStatus.paid, refusal),
  bizStatusIn([BizStatus.inService], refusal),
]

/** A refund held as under way until WeChat (or the balance) confirms it: staff's refund and a free cancel. */
const REFUND_MAY_START: readonly OrderClause[] = [
  statusIs(OrderStatus.paid, M.notRefundable),
  noRefundApplied(M.refundApplied),
  noDispute(M.disputeOpen),
]

const FREE_CANCEL: readonly OrderClause[] = [
  userIs('customer', DisputeMessages.freeCancelNotAllowed),
  statusIs(OrderStatus.paid, DisputeMessages.freeCancelNotAllowed),
  noRefundApplied(DisputeMessages.freeCancelNotAllowed),
  disputeIs(DisputeStatus.none, DisputeMessages.freeCancelNotAllowed),
]

export const ORDER_RULES = {
  pay: {
    summary: '支付：待付款的订单付款一次（微信通知、查单或余额）',
    who: ['customer', 'system'],
    when: [statusIs(OrderStatus.unpaid, M.notPayable)],
  },
  close: {
    summary: '关闭：30分钟未付款的订单关闭',
    who: ['system'],
    when: [statusIs(OrderStatus.unpaid, M.notPayable)],
  },
  applyRefund: {
    summary: '申请退款：没有打手接单、从未申请过、未开始抽奖',
    who: ['customer'],
    when: [
      userIs('customer', M.notFound),
      statusIs(OrderStatus.paid, M.refundNotAllowed),
      bizStatusIn([BizStatus.waiting], M.refundNotAllowed),
      { field: 'refundStatus', oneOf: [RefundStatus.none], refusal: M.refundNotAllowed },
      // A lottery order whose first draw is used keeps its prizes, so its money is not given back.
      { draws: 'none', refusal: OrderMessages.lotteryDrawn },
    ],
  },
  accept: {
    summary: '接单：大厅里等待打手、没有退款在审的订单，不是自己下的单',
    who: ['worker'],
    when: [
      statusIs(OrderStatus.paid, FulfilmentMessages.notInHall),
      bizStatusIn([BizStatus.waiting], FulfilmentMessages.takenByOther),
      noRefundApplied(FulfilmentMessages.notInHall),
      userIs('notCustomer', FulfilmentMessages.notInHall),
    ],
  },
  releaseDesignated: {
    summary: '转入大厅：指定打手逾时未接的订单',
    who: ['system'],
    when: [
      statusIs(OrderStatus.paid, FulfilmentMessages.notInHall),
      bizStatusIn([BizStatus.waiting], FulfilmentMessages.takenByOther),
      { field: 'orderType', oneOf: [OrderType.designated], refusal: FulfilmentMessages.notInHall },
    ],
  },
  reassign: {
    summary: '改派：待接单或服务中，没有退款在审、没有纠纷；不能派给下单客户',
    who: ['staff'],
    when: [
      statusIs(OrderStatus.paid, M.notAssignable),
      bizStatusIn([BizStatus.waiting, BizStatus.inService], M.notAssignable),
      noRefundApplied(M.refundAppliedNoReassign),
      noDispute(M.disputeOpen),
      userIs('notCustomer', M.ownBuyer),
    ],
  },
  uploadProof: {
    summary: '上传服务凭证：接单打手，服务中',
    who: ['worker'],
    when: [userIs('worker', FulfilmentMessages.notYours), ...IN_SERVICE(FulfilmentMessages.notInService)],
  },
  updateProgress: {
    summary: '更新进度：接单打手，服务中',
    who: ['worker'],
    when: [userIs('worker', ProgressMessages.notYours), ...IN_SERVICE(ProgressMessages.notServing)],
  },
  complete: {
    summary: '完成服务：接单打手，服务中，已上传凭证，没有纠纷',
    who: ['worker'],
    when: [
      userIs('worker', FulfilmentMessages.notYours),
      ...IN_SERVICE(FulfilmentMessages.notInService),
      noDispute(),
      { proof: 'given', refusal: FulfilmentMessages.proofRequired },
    ],
  },
  completeForWorker: {
    summary: '员工结算服务中的订单时，先替打手完成',
    who: ['staff'],
    when: [...IN_SERVICE(M.notSettleable), noDispute(M.disputeOpen)],
  },
  confirm: {
    summary: '确认完成：客户确认待完成的订单，打手得到服务费',
    who: ['customer'],
    when: [userIs('customer', FulfilmentMessages.notYours), ...SETTLEABLE],
  },
  settle: {
    summary: '结算：待完成的订单由客户、24小时到期或员工结算一次',
    who: ['customer', 'system', 'staff'],
    when: SETTLEABLE,
  },
  settleByStaff: {
    summary: '员工结算：服务中或待完成、有打手、没有退款在处理、没有纠纷',
    who: ['staff'],
    when: [
      statusIs(OrderStatus.paid, M.notSettleable),
      bizStatusIn([BizStatus.inService, BizStatus.awaitingClose], M.notSettleable),
      { worker: 'assigned', refusal: M.noWorkerToSettle },
      noRefundApplied(M.refundUnderWay),
      noDispute(M.disputeOpen),
    ],
  },
  refundByStaff: {
    summary: '员工退款：已支付、尚未结算、没有退款在处理、没有纠纷',
    who: ['staff'],
    when: [
      statusIs(OrderStatus.paid, M.notRefundable),
      bizStatusIn([BizStatus.waiting, BizStatus.inService, BizStatus.awaitingClose], M.notRefundable),
      ...REFUND_MAY_START.slice(1),
    ],
  },
  startRefund: {
    summary: '退款处理中：员工退款或免费取消，记为退款中直到微信确认',
    who: ['customer', 'staff'],
    when: REFUND_MAY_START,
  },
  approveRefund: {
    summary: '同意退款：财务同意待处理的退款申请，由微信原路退回',
    who: ['staff'],
    when: [
      statusIs(OrderStatus.paid, M.refundNotPending),
      { field: 'refundStatus', oneOf: [RefundStatus.applied], refusal: M.refundNotPending },
    ],
  },
  refuseRefund: {
    summary: '拒绝退款：财务拒绝申请，或微信退款未成功',
    who: ['staff', 'system'],
    when: [
      statusIs(OrderStatus.paid, M.refundNotPending),
      { field: 'refundStatus', oneOf: [RefundStatus.applied], refusal: M.refundNotPending },
    ],
  },
  refund: {
    summary: '已退款：微信或余额确认退款',
    who: ['system'],
    when: [statusIs(OrderStatus.paid, M.refundNotPending)],
  },
  propose: {
    summary: '协商撤销：客户或打手，服务中或待完成、没有退款在审、没有纠纷',
    who: ['customer', 'worker'],
    when: [...DISPUTABLE, noDispute()],
  },
  arbitrate: {
    summary: '申请仲裁：同协商撤销（另需撤销被拒、待确认或打手长时间未更新）',
    who: ['customer', 'worker'],
    when: [...DISPUTABLE, noDispute()],
  },
  endProposal: {
    summary: '拒绝或撤回撤销申请：订单照常进行',
    who: ['customer', 'worker', 'system'],
    when: [disputeIs(DisputeStatus.proposal, DisputeMessages.proposalGone)],
  },
  agree: {
    summary: '同意撤销（或逾期视为同意）：按协商金额分账，订单协商完成',
    who: ['customer', 'worker', 'system'],
    when: [...DISPUTABLE, disputeIs(DisputeStatus.proposal, DisputeMessages.proposalGone)],
  },
  rule: {
    summary: '平台裁决：仲裁中的订单按裁决分账',
    who: ['staff'],
    when: [...DISPUTABLE, disputeIs(DisputeStatus.arbitration, DisputeMessages.notRuled)],
  },
  freeCancelUnaccepted: {
    summary: '免费取消：指定的打手还没接单，未开始抽奖',
    who: ['customer'],
    when: [
      ...FREE_CANCEL,
      bizStatusIn([BizStatus.waiting], DisputeMessages.freeCancelNotAllowed),
      { field: 'orderType', oneOf: [OrderType.designated], refusal: DisputeMessages.freeCancelNotAllowed },
      { draws: 'none', refusal: DisputeMessages.freeCancelNotAllowed },
    ],
  },
  freeCancelOverdue: {
    summary: '免费取消：服务中，打手超时未更新首次进度（进度由服务另行核对）',
    who: ['customer'],
    when: [...FREE_CANCEL, bizStatusIn([BizStatus.inService], DisputeMessages.freeCancelNotAllowed)],
  },
  draw: {
    summary: '抽奖：已支付的抽奖订单，还有次数，没有退款在审',
    who: ['customer'],
    when: [
      userIs('customer', M.notFound),
      { field: 'type', oneOf: [OrderKind.lottery], refusal: M.notLottery },
      statusIs(OrderStatus.paid, M.drawUnpaid, {
        [OrderStatus.refunded]: M.drawRefunded,
        [OrderStatus.negotiated]: M.drawEnded,
      }),
      // What finance refunds is what was not drawn: no draw while a refund is being decided.
      noRefundApplied(M.drawRefundPending),
      { draws: 'left', refusal: M.drawsUsedUp },
    ],
  },
  review: {
    summary: '评价：客户评价已完成订单的打手一次，不能评价自己',
    who: ['customer'],
    when: [
      userIs('customer', FulfilmentMessages.notYours),
      statusIs(OrderStatus.paid, FulfilmentMessages.notReviewable),
      bizStatusIn([BizStatus.completed], FulfilmentMessages.notReviewable),
      { worker: 'assigned', refusal: FulfilmentMessages.notReviewable },
      userIs('notWorker', FulfilmentMessages.ownOrder),
    ],
  },
  seeCustomer: {
    summary: '查看客户信息：接单打手，服务中或待完成（结束后不再显示）',
    who: ['worker'],
    when: [
      userIs('worker', FulfilmentMessages.notYours),
      statusIs(OrderStatus.paid, FulfilmentMessages.notInService),
      bizStatusIn([BizStatus.inService, BizStatus.awaitingClose], FulfilmentMessages.notInService),
    ],
  },
  revealLogin: {
    summary: '查看游戏账号：接单打手，服务中',
    who: ['worker'],
    when: [userIs('worker', GameLoginMessages.onlyWorker), ...IN_SERVICE(GameLoginMessages.notInService)],
  },
  editLogin: {
    summary: '修改游戏账号：下单客户，订单未结束',
    who: ['customer'],
    when: [
      userIs('customer', GameLoginMessages.onlyCustomer),
      { field: 'status', oneOf: [OrderStatus.unpaid, OrderStatus.paid], refusal: M.loginEditEnded },
      { field: 'bizStatus', noneOf: [BizStatus.completed], refusal: M.loginEditEnded },
    ],
  },
  chat: {
    summary: '聊天：打手接单后，客户与接单打手（订单结束7天后只读，见 orderEnding）',
    who: ['customer', 'worker'],
    when: [{ worker: 'assigned', refusal: '打手接单后才能发送消息' }],
  },
} as const satisfies Record<string, OrderRule>

/** Every change the rulebook knows, by name. */
export type OrderRuleName = keyof typeof ORDER_RULES

/** Whether `order` meets one condition; a clause whose field (or user) the caller lacks is not judged. */
function meets(order: OrderRuleFacts, clause: OrderCondition, userId: number | undefined): boolean {
  if ('field' in clause) {
    const value = order[clause.field]
    if (value === undefined) return true
    return 'oneOf' in clause ? clause.oneOf.includes(value) : !clause.noneOf.includes(value)
  }
  if ('draws' in clause) {
    const { lotteryNum, lotteryNumAlready } = order
    if (lotteryNumAlready === undefined) return true
    if (clause.draws === 'none') return lotteryNumAlready === 0
    return lotteryNum === undefined || lotteryNumAlready < lotteryNum
  }
  if ('proof' in clause) return order.attachment === undefined || order.attachment !== ''
  if ('worker' in clause) return order.workerId === undefined || order.workerId !== null
  if (userId === undefined) return true
  switch (clause.user) {
    case 'customer':
      return order.userId === undefined || order.userId === userId
    case 'notCustomer':
      return order.userId === undefined || order.userId !== userId
    case 'worker':
      return order.workerId === undefined || order.workerId === userId
    case 'notWorker':
      return order.workerId === undefined || order.workerId !== userId
  }
}

/** The text a failed clause gives for this order (its per-value text where it has one). */
export function clauseRefusal(order: OrderRuleFacts, clause: OrderClause): string {
  if ('field' in clause && clause.refusalFor) {
    const value = order[clause.field]
    return (value === undefined ? undefined : clause.refusalFor[value]) ?? clause.refusal
  }
  return clause.refusal
}

/**
 * Why `order` may not go through `rule` for `userId` (the user acting, or the worker given the order),
 * in the words the user sees: the first clause that fails. Null when it may.
 */
export function whyNot(order: OrderRuleFacts, rule: OrderRuleName, userId?: number): string | null {
  for (const clause of ORDER_RULES[rule].when as readonly OrderClause[]) {
    if (!meets(order, clause, userId)) return clauseRefusal(order, clause)
  }
  return null
}

/** Whether `order` may go through `rule` now (for `userId`, when the caller knows the ids). */
export function canDo(order: OrderRuleFacts, rule: OrderRuleName, userId?: number): boolean {
  return whyNot(order, rule, userId) === null
}
