import {
  type AdminOrderDetail,
  type AdminOrderList,
  type AdminOrderQuery,
  type AdminOrderRow,
  BizStatus,
  canDo,
  formatDateTimeOrEmpty,
  ORDER_ENDING_LABELS,
  OrderRuleMessages,
  PaymentStatus,
  type QueueSort,
  splitEnding,
  staffOrderStateLabel,
  whyNot,
} from '@dianjing/shared'
import { recordStaffAction } from '../../../lib/audit.ts'
import { business, notFound } from '../../../lib/errors.ts'
import { minutesAgo } from '../../../lib/queue-count.ts'
import * as payments from '../../payments/service.ts'
import { queueSettingsOf } from '../../queues/settings.ts'
import * as workers from '../../worker/service.ts'
import { settle } from '../hall/fulfilment.ts'
import { progressView } from '../hall/progress.ts'
import { drawsOf } from '../lottery/lottery.ts'
import { refusal } from '../order-rules.ts'
import * as ordersRepo from '../repo.ts'
import * as transitions from '../transitions.ts'
import * as repo from './admin-repo.ts'

export const Messages = {
  notFound: '订单不存在',
  notAssignable: OrderRuleMessages.notAssignable,
  workerUnavailable: '该打手不存在或已被暂停',
  workerMembershipDue: '该打手的会员未开通或已过期，不能接单',
  workerDepositShort: '该打手的保证金不足，不能接单',
  sameWorker: '该订单已由这位打手服务',
  notSettleable: OrderRuleMessages.notSettleable,
  noPayment: '该订单没有可退的支付记录',
  reassigned: '已改派',
  settled: '已结算，服务费已计入打手余额',
  refundStarted: '已提交退款，微信确认后订单将变为已退款',
} as const

const EVENT_LABELS: Record<string, string> = {
  created: '下单',
  paid: '支付成功',
  accepted: '打手接单',
  progress: '更新进度',
  proof: '上传服务凭证',
  completed: '打手完成服务',
  settled: '确认完成并结算',
  refund_applied: '申请退款',
  refund_refused: '拒绝退款',
  refunded: '退款成功',
  released: '转入接单大厅',
  reassigned: '改派打手',
  dispute_refund: '纠纷裁定退款',
  cancel_proposed: '申请协商撤销',
  cancel_agreed: '同意撤销',
  cancel_refused: '拒绝撤销',
  cancel_withdrawn: '撤回撤销申请',
  free_cancel: '免费取消',
  arbitration: '申请仲裁',
  uncounted: '自购订单不计入打手成绩',
  note: '员工备注',
}

const ACTOR_LABELS: Record<string, string> = {
  customer: '客户',
  worker: '打手',
  staff: '员工',
  system: '系统',
}
const at = formatDateTimeOrEmpty

type Row = NonNullable<Awaited<ReturnType<typeof repo.findOrder>>>

function toRow({ order, gameName, customerName, customerPhone, workerNickName }: Row): AdminOrderRow {
  const product = JSON.parse(order.productJson) as { title?: string }
  return {
    id: order.id,
    orderNum: order.orderNum,
    outTradeNo: order.outTradeNo,
    title: product.title ?? '',
    gameName,
    gameRegion: order.gameRegion,
    amount: order.amount,
    workerAmount: order.workerAmount,
    quantity: order.quantity,
    status: order.status,
    bizStatus: order.bizStatus,
    refundStatus: order.refundStatus,
    stateLabel: staffOrderStateLabel(order),
    orderType: order.orderType,
    customerId: order.userId,
    customerName,
    customerPhone,
    workerId: order.workerId,
    workerName: workerNickName ?? '',
    createTime: at(order.createdAt),
    paidTime: at(order.paidAt),
    completeTime: at(order.completedAt),
    settleTime: at(order.settledAt),
    settledBy: order.settledBy ?? '',
  }
}

export async function list(deps: payments.PaymentDeps, query: AdminOrderQuery): Promise<AdminOrderList> {
  const { rows, total } = await repo.listOrders(deps.db, query)
  return { total, list: rows.map(toRow) }
}

export async function details(deps: payments.PaymentDeps, id: number): Promise<AdminOrderDetail> {
  const row = await repo.findOrder(deps.db, id)
  if (!row) throw notFound(Messages.notFound)
  const { order } = row
  const history = await repo.orderHistory(deps.db, order)
  return {
    ...toRow(row),
    gameAccount: order.gameAccount,
    textId: order.textId,
    contactPhone: order.contactPhone,
    orderRemarks: order.orderRemarks,
    refundReason: order.refundReason,
    refuseRefundReason: order.refuseRefundReason,
    attachment: order.attachment.split(',').filter(Boolean),
    designatedWorkerName: history.designatedName,
    acceptTime: at(order.acceptedAt),
    disputeStatus: order.disputeStatus,
    splitRefund: order.splitRefund,
    splitWorkerAmount: order.splitWorkerAmount,
    splitBy: order.splitBy ?? '',
    lottery: drawsOf(order),
    review: history.review
      ? { stars: history.review.stars, comment: history.review.comment, time: at(history.review.createdAt) }
      : null,
    timeline: history.events.map(({ event, staffName }) => ({
      kind: event.kind,
      // The split's event reads as the order ended: 协商完成 or 平台裁决.
      label:
        event.kind === 'negotiated'
          ? ORDER_ENDING_LABELS[splitEnding(order) ?? 'agreed']
          : (EVENT_LABELS[event.kind] ?? event.kind),
      actor: staffName ?? ACTOR_LABELS[event.actor] ?? event.actor,
      note: event.note,
      time: at(event.createdAt),
    })),
    payments: history.paid.map((payment) => ({
      outTradeNo: payment.outTradeNo,
      method: payment.method,
      amount: payment.amount,
      status: payment.status,
      paidTime: at(payment.paidAt),
    })),
    refunds: history.refunded.map((refund) => ({
      outRefundNo: refund.outRefundNo,
      amount: refund.amount,
      status: refund.status,
      reason: refund.reason,
      time: at(refund.succeededAt ?? refund.createdAt),
    })),
  }
}

/**
 * Operators give a waiting or in-service order to a chosen worker (dispatch from the queue of orders nobody
 * takes, or a reassignment), with a reason. The worker must be one who may take orders now: active, a
 * valid membership, the minimum deposit, and not the order's buyer.
 */
export async function reassign(
  deps: payments.PaymentDeps,
  staffId: number,
  id: number,
  { workerId, reason }: { workerId: number; reason: string },
) {
  await deps.db.transaction(async (tx) => {
    const worker = await workers.findWorkerWithUser(tx, workerId)
    if (!worker) throw business(Messages.workerUnavailable)
    const block = workers.takeOrdersBlock(worker.worker)
    if (block === 'notActive') throw business(Messages.workerUnavailable)
    if (block === 'membershipDue') throw business(Messages.workerMembershipDue)
    if (block === 'depositShort') throw business(Messages.workerDepositShort)
    const before = await ordersRepo.lockOrder(tx, id)
    if (!before) throw notFound(Messages.notFound)
    if (before.workerId === workerId) throw business(Messages.sameWorker)
    // The rule `reassign`: a proposal or arbitration is between the order's two sides, settled before
    // anyone else serves it; never to the order's own buyer.
    const refused = whyNot(before, 'reassign', workerId)
    if (refused) throw business(refused)
    const after = await transitions.assignWorker(tx, id, { id: workerId, name: worker.nickName.slice(0, 20) })
    if (!after)
      throw refusal(await ordersRepo.findOrder(tx, id), 'reassign', workerId, Messages.notAssignable)
    await ordersRepo.recordOrderEvent(tx, {
      orderId: id,
      kind: 'reassigned',
      actor: 'staff',
      actorId: staffId,
      note: `改派给 ${worker.nickName}：${reason}`,
    })
    await recordStaffAction(tx, {
      staffId,
      action: 'reassignOrder',
      entity: 'order',
      entityId: id,
      before: { workerId: before.workerId, bizStatus: before.bizStatus },
      after: { workerId, bizStatus: after.bizStatus, reason },
    })
  })
}

/** The dispatch queue: paid orders nobody took within the settings' delay, oldest payment first. */
export async function unclaimed(
  deps: payments.PaymentDeps,
  page: { page: number; pageSize: number; sort?: QueueSort },
): Promise<AdminOrderList> {
  const { unclaimedAfterMinutes } = await queueSettingsOf(deps.db)
  const { rows, total } = await repo.listUnclaimed(deps.db, minutesAgo(unclaimedAfterMinutes), page)
  return { total, list: rows.map(toRow) }
}

/** An order's progress for staff, with the first update's deadline and whether it is late. */
export async function progressOf(deps: payments.PaymentDeps, id: number) {
  const order = await ordersRepo.findOrder(deps.db, id)
  if (!order) throw notFound(Messages.notFound)
  return progressView(deps.db, order)
}

export async function countByState(deps: payments.PaymentDeps, query: AdminOrderQuery) {
  return repo.countByState(deps.db, query)
}

export { refundQueue, unclaimedQueue } from './admin-repo.ts'

/** Finance settles an order (a dispute ruled for the worker, or a customer who never confirms). */
export async function settleByStaff(deps: payments.PaymentDeps, staffId: number, id: number) {
  await deps.db.transaction(async (tx) => {
    const before = await ordersRepo.lockOrder(tx, id)
    if (!before) throw notFound(Messages.notFound)
    const refused = whyNot(before, 'settleByStaff')
    if (refused) throw business(refused)
    if (canDo(before, 'completeForWorker')) await transitions.markCompleted(tx, id, 'staff')
    const settled = await settle(tx, id, { kind: 'staff', staffId })
    if (!settled) throw business(Messages.notSettleable)
    await recordStaffAction(tx, {
      staffId,
      action: 'settleOrder',
      entity: 'order',
      entityId: id,
      before: { bizStatus: before.bizStatus },
      after: {
        bizStatus: BizStatus.completed,
        workerAmount: settled.workerAmount,
        workerId: settled.workerId,
      },
    })
  })
}

/** Finance refunds a paid, unsettled order with a reason (a dispute ruled for the customer). */
export async function refundByStaff(deps: payments.PaymentDeps, staffId: number, id: number, reason: string) {
  const payment = await deps.db.transaction(async (tx) => {
    const order = await ordersRepo.lockOrder(tx, id)
    if (!order) throw notFound(Messages.notFound)
    const refused = whyNot(order, 'refundByStaff')
    if (refused) throw business(refused)
    const paid = await payments.findPayment(tx, order.outTradeNo)
    if (paid?.status !== PaymentStatus.paid) throw business(Messages.noPayment)
    // Marked as a refund under way in the same transaction: from now on it cannot be settled, so the
    // customer's money back and the worker's fee can never both happen.
    if (!(await transitions.markRefundUnderWay(tx, id, reason)))
      throw refusal(
        await ordersRepo.findOrder(tx, id),
        'startRefund',
        undefined,
        OrderRuleMessages.notRefundable,
      )
    await ordersRepo.recordOrderEvent(tx, {
      orderId: id,
      kind: 'dispute_refund',
      actor: 'staff',
      actorId: staffId,
      note: reason,
    })
    await recordStaffAction(tx, {
      staffId,
      action: 'refundOrder',
      entity: 'order',
      entityId: id,
      before: { status: order.status, bizStatus: order.bizStatus },
      after: { refund: paid.amount, reason },
    })
    return paid
  })
  await payments.startRefund(deps, payment, { outRefundNo: `RF${payment.outTradeNo}`, reason, staffId })
}

/** Any staff member may note something on the order's timeline (support's one change). */
export async function addNote(deps: payments.PaymentDeps, staffId: number, id: number, note: string) {
  await deps.db.transaction(async (tx) => {
    const order = await ordersRepo.lockOrder(tx, id)
    if (!order) throw notFound(Messages.notFound)
    await ordersRepo.recordOrderEvent(tx, {
      orderId: id,
      kind: 'note',
      actor: 'staff',
      actorId: staffId,
      note,
    })
    await recordStaffAction(tx, {
      staffId,
      action: 'noteOrder',
      entity: 'order',
      entityId: id,
      before: null,
      after: { note },
    })
  })
}
