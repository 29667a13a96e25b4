import {
  type AnswerProposalBody,
  type ArbitrateBody,
  type ArbitrationDetail,
  type ArbitrationGround,
  type ArbitrationListQuery,
  ArbitrationStatus,
  type ArbitrationView,
  BizStatus,
  type CancelProposalView,
  canDo,
  type DisputeSide,
  DisputeStatus,
  EVIDENCE_PIECES_MAX,
  type EvidenceBody,
  type FreeCancelGround,
  formatDateTime,
  formatDateTimeOrEmpty,
  formatYuan,
  DisputeMessages as Messages,
  ORDER_ENDING_LABELS,
  type OrderDisputeView,
  type OrderRuleName,
  PaymentStatus,
  ProposalStatus,
  type ProposeBody,
  type RuleBody,
  SplitBy,
  type SplitByValue,
  splitEnding,
  splitOf,
  whyNot,
} from '@dianjing/shared'
import type { Db, Executor } from '../../../db/database.ts'
import { recordStaffAction } from '../../../lib/audit.ts'
import { clock } from '../../../lib/clock.ts'
import { business, notFound } from '../../../lib/errors.ts'
import { productTitleOf } from '../../../lib/product-snapshot.ts'
import { minutesAgo } from '../../../lib/queue-count.ts'
import { addGrowthPoints } from '../../account/service.ts'
import { ownsUploads } from '../../files/service.ts'
import * as payments from '../../payments/service.ts'
import { queueSettingsOf } from '../../queues/settings.ts'
import { creditSettlement, fineWorker } from '../../worker/ledger.ts'
import { progressOverdue } from '../hall/progress.ts'
import * as progressRepo from '../hall/progress-repo.ts'
import { tell } from '../notices.ts'
import { refusal } from '../order-rules.ts'
import * as ordersRepo from '../repo.ts'
import * as transitions from '../transitions.ts'
import * as repo from './disputes-repo.ts'

/*
 * When an order goes wrong (issue 23, decision 024). An order in service or awaiting close may end by a
 * split of its paid amount: proposed by one side and agreed by the other (or by nobody answering in
 * time), or ruled by staff in arbitration. Each path ends in `executeSplit`, once: the customer's part
 * refunded the way it was paid, the worker's part of the rest settled after commission.
 */

type Order = ordersRepo.OrderRow
type Deps = payments.PaymentDeps

const SIDE_NAMES: Record<DisputeSide, string> = { customer: '客户', worker: '打手' }
const at = formatDateTimeOrEmpty
const pointsFor = (cents: number) => Math.floor(cents / 100)

/** Which side of the order the user is on; null when it is not their order. */
function sideOf(order: Order, userId: number): DisputeSide | null {
  if (order.userId === userId) return 'customer'
  if (order.workerId === userId) return 'worker'
  return null
}

async function lockOwnOrder(tx: Executor, userId: number, orderId: number) {
  const order = await ordersRepo.lockOrder(tx, orderId)
  const side = order ? sideOf(order, userId) : null
  if (!order || !side) throw notFound(Messages.notYours)
  return { order, side }
}

/** The rule's refusal, when the order may not go through it now. */
function refuseUnless(order: Order, rule: OrderRuleName) {
  const why = whyNot(order, rule)
  if (why) throw business(why)
}

// ---- Proposals ----

export async function propose(deps: Deps, userId: number, body: ProposeBody): Promise<void> {
  const { answerMinutes } = (await queueSettingsOf(deps.db)).disputes
  await deps.db.transaction(async (tx) => {
    const { order, side } = await lockOwnOrder(tx, userId, body.orderId)
    refuseUnless(order, 'propose')
    if (body.refund > order.amount) throw business(Messages.refundInvalid)
    if (!(await transitions.openDispute(tx, order.id, DisputeStatus.proposal)))
      throw business(Messages.notDisputable)
    const proposal = await repo.insertProposal(tx, {
      orderId: order.id,
      proposedBy: side,
      proposerId: userId,
      refund: body.refund,
      reason: body.reason,
      dueAt: new Date(clock.now().getTime() + answerMinutes * 60_000),
    })
    await ordersRepo.recordOrderEvent(tx, {
      orderId: order.id,
      kind: 'cancel_proposed',
      actor: side,
      actorId: userId,
      note: `申请撤销，退还客户${formatYuan(body.refund)}：${body.reason}`.slice(0, 200),
    })
    await tell.cancelProposed(tx, order, side, body.refund, proposal.id)
  })
}

/** Locks an open proposal and its order for `userId`, who must be on the order. */
async function lockOpenProposal(tx: Executor, userId: number, proposalId: number) {
  const proposal = await repo.lockProposal(tx, proposalId)
  if (!proposal) throw notFound(Messages.proposalGone)
  const { order, side } = await lockOwnOrder(tx, userId, proposal.orderId)
  if (proposal.status !== ProposalStatus.open) throw business(Messages.proposalGone)
  return { proposal, order, side }
}

/** The other side agrees (the split executes) or refuses (the order goes on; arbitration may follow). */
export async function answer(deps: Deps, userId: number, body: AnswerProposalBody): Promise<void> {
  const refund = await deps.db.transaction(async (tx) => {
    const { proposal, order, side } = await lockOpenProposal(tx, userId, body.proposalId)
    if (side === proposal.proposedBy) throw business(Messages.ownProposal)
    if (body.agree) {
      await repo.closeProposal(tx, proposal.id, ProposalStatus.agreed)
      await ordersRepo.recordOrderEvent(tx, {
        orderId: order.id,
        kind: 'cancel_agreed',
        actor: side,
        actorId: userId,
        note: '同意撤销申请',
      })
      return executeSplit(tx, order, proposal.refund, { by: 'agreed', reason: proposal.reason })
    }
    await repo.closeProposal(tx, proposal.id, ProposalStatus.refused, { note: body.note })
    await transitions.closeDispute(tx, order.id)
    await ordersRepo.recordOrderEvent(tx, {
      orderId: order.id,
      kind: 'cancel_refused',
      actor: side,
      actorId: userId,
      note: body.note ? `拒绝撤销申请：${body.note}` : '拒绝撤销申请',
    })
    await tell.cancelAnswered(
      tx,
      order,
      proposal.proposedBy as DisputeSide,
      `${SIDE_NAMES[side]}拒绝了撤销申请`,
      proposal.id,
    )
    return null
  })
  if (refund) await payments.sendRecordedRefund(deps, refund)
}

export async function withdraw(deps: Deps, userId: number, proposalId: number): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const { proposal, order, side } = await lockOpenProposal(tx, userId, proposalId)
    if (side !== proposal.proposedBy) throw business(Messages.notProposer)
    await repo.closeProposal(tx, proposal.id, ProposalStatus.withdrawn)
    await transitions.closeDispute(tx, order.id)
    await ordersRepo.recordOrderEvent(tx, {
      orderId: order.id,
      kind: 'cancel_withdrawn',
      actor: side,
      actorId: userId,
      note: '撤回撤销申请',
    })
    const other: DisputeSide = side === 'customer' ? 'worker' : 'customer'
    await tell.cancelAnswered(tx, order, other, `${SIDE_NAMES[side]}撤回了撤销申请`, proposal.id)
  })
}

/**
 * The job: every open proposal past its answer deadline counts as agreed and its split executes, each
 * once across processes (claimed with SKIP LOCKED, the order's conditional update deciding). Answers
 * how many executed.
 */
export async function agreeUnanswered(deps: Deps, limit = 50): Promise<number> {
  let agreed = 0
  for (let run = 0; run < limit; run += 1) {
    const outcome = await deps.db.transaction(async (tx) => {
      const [proposal] = await repo.claimDueProposals(tx, 1)
      if (!proposal) return 'none' as const
      const order = await ordersRepo.lockOrder(tx, proposal.orderId)
      if (!order || !canDo(order, 'agree')) {
        // Nothing left to split (cannot happen while the transitions hold a disputed order): the proposal
        // lapses rather than failing every run of the job.
        await repo.closeProposal(tx, proposal.id, ProposalStatus.withdrawn, { note: Messages.proposalLapsed })
        if (order) await transitions.closeDispute(tx, order.id)
        return { refund: null }
      }
      await repo.closeProposal(tx, proposal.id, ProposalStatus.agreed, { byDeadline: true })
      await ordersRepo.recordOrderEvent(tx, {
        orderId: order.id,
        kind: 'cancel_agreed',
        actor: 'system',
        note: '撤销申请逾期未答复，视为同意',
      })
      return {
        refund: await executeSplit(tx, order, proposal.refund, { by: 'deadline', reason: proposal.reason }),
      }
    })
    if (outcome === 'none') break
    agreed += 1
    if (outcome.refund) await payments.sendRecordedRefund(deps, outcome.refund).catch(() => undefined)
  }
  return agreed
}

/**
 * The split, once (the order's conditional update decides): the order ends 协商完成, the worker's part
 * is settled to their balance, the customer's growth points lose what is given back, and the customer's
 * part is recorded as a refund of the order's payment in this transaction. Answers the refund's number
 * to send to WeChat after the commit (null when nothing goes back through WeChat).
 */
async function executeSplit(
  tx: Executor,
  order: Order,
  refund: number,
  how: { by: SplitByValue; reason: string; staffId?: number },
): Promise<string | null> {
  const split = splitOf(order, refund)
  const ended = await transitions.markNegotiated(tx, order.id, {
    refund,
    workerAmount: split.workerPart,
    by: how.by,
  })
  if (!ended)
    throw refusal(
      await ordersRepo.findOrder(tx, order.id),
      how.by === SplitBy.ruling ? 'rule' : 'agree',
      undefined,
      Messages.notDisputable,
    )
  // 平台裁决 or 协商完成, in the fund record and the timeline as everywhere else.
  const ending = ORDER_ENDING_LABELS[splitEnding(ended) ?? 'agreed']
  if (ended.workerId && split.workerPart > 0) {
    await creditSettlement(
      tx,
      ended.workerId,
      { id: ended.id, orderNum: ended.orderNum, workerAmount: split.workerPart, remarks: `${ending}结算` },
      how.staffId,
    )
  }
  await ordersRepo.recordOrderEvent(tx, {
    orderId: order.id,
    kind: 'negotiated',
    actor: how.by === SplitBy.ruling ? 'staff' : 'system',
    actorId: how.staffId ?? null,
    note: `${ending}：退还客户${formatYuan(refund)}，打手所得${formatYuan(split.workerPart)}`,
  })
  if (refund === 0) return null
  await addGrowthPoints(tx, order.userId, -pointsFor(refund))
  const payment = await payments.findPayment(tx, order.outTradeNo)
  if (payment?.status !== PaymentStatus.paid) return null
  const outRefundNo = `SP${order.outTradeNo}`
  await payments.recordRefund(tx, payment, {
    outRefundNo,
    amount: refund,
    reason: how.reason.slice(0, 80),
    staffId: how.staffId,
  })
  return payment.method === 'balance' ? null : outRefundNo
}

// ---- Free cancel ----

/** The customer's ground for cancelling for free now, if any. */
async function freeCancelGround(
  db: Executor,
  order: Order,
  userId: number,
): Promise<FreeCancelGround | null> {
  if (canDo(order, 'freeCancelUnaccepted', userId)) return 'designatedNotAccepted'
  if (canDo(order, 'freeCancelOverdue', userId)) {
    const { firstProgressMinutes } = await queueSettingsOf(db)
    const updates = await progressRepo.listProgress(db, order.id, 1)
    if (progressOverdue(order, updates.length, firstProgressMinutes)) return 'progressOverdue'
  }
  return null
}

const FREE_CANCEL_NOTES: Record<FreeCancelGround, string> = {
  progressOverdue: '打手超时未更新首次进度，客户免费取消',
  designatedNotAccepted: '指定打手未接单，客户免费取消',
}

/**
 * The worker let the customer down (no first progress in time, or the chosen worker has not accepted):
 * the customer cancels and gets everything back, without waiting for anyone's answer.
 */
export async function freeCancel(deps: Deps, userId: number, orderId: number): Promise<void> {
  const { paid: payment, ground } = await deps.db.transaction(async (tx) => {
    const { order, side } = await lockOwnOrder(tx, userId, orderId)
    if (side !== 'customer') throw business(Messages.freeCancelNotAllowed)
    const ground = await freeCancelGround(tx, order, userId)
    if (!ground) throw business(Messages.freeCancelNotAllowed)
    const paid = await payments.findPayment(tx, order.outTradeNo)
    if (paid?.status !== PaymentStatus.paid) throw business(Messages.freeCancelNotAllowed)
    if (!(await transitions.markRefundUnderWay(tx, order.id, FREE_CANCEL_NOTES[ground])))
      throw business(Messages.freeCancelNotAllowed)
    await ordersRepo.recordOrderEvent(tx, {
      orderId: order.id,
      kind: 'free_cancel',
      actor: 'customer',
      actorId: userId,
      note: FREE_CANCEL_NOTES[ground],
    })
    return { paid, ground }
  })
  await payments.startRefund(deps, payment, {
    outRefundNo: `FC${payment.outTradeNo}`,
    reason: FREE_CANCEL_NOTES[ground],
  })
}

// ---- Arbitration ----

async function arbitrationGround(
  db: Executor,
  order: Order,
  stallMinutes: number,
): Promise<ArbitrationGround | null> {
  if (!canDo(order, 'arbitrate')) return null
  const latest = await repo.currentProposal(db, order.id)
  if (latest?.status === ProposalStatus.refused) return 'proposalRefused'
  if (order.bizStatus === BizStatus.awaitingClose) return 'awaitingConfirmation'
  const [last] = await progressRepo.listProgress(db, order.id, 1)
  const since = last?.createdAt ?? order.acceptedAt
  if (since && since <= minutesAgo(stallMinutes)) return 'noProgress'
  return null
}

export async function arbitrate(deps: Deps, userId: number, body: ArbitrateBody): Promise<void> {
  const { evidenceMinutes, stallMinutes } = (await queueSettingsOf(deps.db)).disputes
  await deps.db.transaction(async (tx) => {
    const { order, side } = await lockOwnOrder(tx, userId, body.orderId)
    refuseUnless(order, 'arbitrate')
    if (!(await arbitrationGround(tx, order, stallMinutes))) throw business(Messages.arbitrationNotAllowed)
    if (!(await transitions.openDispute(tx, order.id, DisputeStatus.arbitration)))
      throw business(Messages.notDisputable)
    const evidenceDueAt = new Date(clock.now().getTime() + evidenceMinutes * 60_000)
    const arbitration = await repo.insertArbitration(tx, {
      orderId: order.id,
      openedBy: side,
      openerId: userId,
      reason: body.reason,
      evidenceDueAt,
    })
    await ordersRepo.recordOrderEvent(tx, {
      orderId: order.id,
      kind: 'arbitration',
      actor: side,
      actorId: userId,
      note: `申请仲裁：${body.reason}`.slice(0, 200),
    })
    await tell.arbitrationOpened(tx, order, side, arbitration.id, formatDateTime(evidenceDueAt))
  })
}

export async function submitEvidence(deps: Deps, userId: number, body: EvidenceBody): Promise<void> {
  if (!(await ownsUploads(deps.db, userId, body.images))) throw business(Messages.imagesNotYours)
  await deps.db.transaction(async (tx) => {
    const arbitration = await repo.lockArbitration(tx, body.arbitrationId)
    if (!arbitration) throw notFound(Messages.arbitrationGone)
    const order = await ordersRepo.findOrder(tx, arbitration.orderId)
    const side = order ? sideOf(order, userId) : null
    if (!order || !side) throw notFound(Messages.arbitrationGone)
    if (arbitration.status !== ArbitrationStatus.open) throw business(Messages.arbitrationGone)
    if (arbitration.evidenceClosedAt || arbitration.evidenceDueAt <= clock.now())
      throw business(Messages.evidenceClosed)
    const submitted = await repo.evidenceOf(tx, [arbitration.id])
    if (submitted.filter((item) => item.side === side).length >= EVIDENCE_PIECES_MAX)
      throw business(Messages.tooMuchEvidence)
    await repo.insertEvidence(tx, {
      arbitrationId: arbitration.id,
      side,
      userId,
      text: body.text,
      images: body.images,
    })
  })
}

/** The job: arbitrations whose evidence deadline passed are closed to evidence and both sides told, once. */
export async function closeEvidence(db: Db, limit = 50): Promise<number> {
  return db.transaction(async (tx) => {
    const closed = await repo.closeDueEvidence(tx, limit)
    for (const arbitration of closed) {
      const order = await ordersRepo.findOrder(tx, arbitration.orderId)
      if (order) await tell.evidenceClosed(tx, order, arbitration.id)
    }
    return closed.length
  })
}

/**
 * Staff rule an open arbitration: a split and a reason, with an optional fine for the worker. The split
 * executes through the same path as an agreement, once; the ruling is audited and both sides told.
 */
export async function rule(
  deps: Deps,
  staffId: number,
  arbitrationId: number,
  body: RuleBody,
): Promise<void> {
  const refund = await deps.db.transaction(async (tx) => {
    const arbitration = await repo.lockArbitration(tx, arbitrationId)
    if (!arbitration) throw notFound(Messages.arbitrationGone)
    if (arbitration.status !== ArbitrationStatus.open) throw business(Messages.notRuled)
    const order = await ordersRepo.lockOrder(tx, arbitration.orderId)
    if (!order) throw notFound(Messages.arbitrationGone)
    if (body.refund > order.amount) throw business(Messages.refundInvalid)
    if (body.fine > 0 && !order.workerId) throw business(Messages.fineWithoutWorker)
    const split = splitOf(order, body.refund)
    await repo.markRuled(tx, arbitration.id, {
      refund: body.refund,
      workerAmount: split.workerPart,
      reason: body.reason,
      fine: body.fine,
      staffId,
    })
    const outRefundNo = await executeSplit(tx, order, body.refund, {
      by: 'ruling',
      reason: body.reason,
      staffId,
    })
    if (body.fine > 0 && order.workerId) {
      await fineWorker(tx, order.workerId, {
        amount: body.fine,
        reason: `仲裁罚款：${body.reason}`.slice(0, 200),
        staffId,
        order: { id: order.id, orderNum: order.orderNum },
      })
    }
    await recordStaffAction(tx, {
      staffId,
      action: 'ruleArbitration',
      entity: 'order',
      entityId: order.id,
      before: { status: order.status, bizStatus: order.bizStatus, disputeStatus: order.disputeStatus },
      after: { refund: body.refund, workerPart: split.workerPart, fine: body.fine, reason: body.reason },
    })
    return outRefundNo
  })
  if (refund) await payments.sendRecordedRefund(deps, refund)
}

// ---- Views ----

function proposalView(row: repo.ProposalRow, order: Order, side: DisputeSide | null): CancelProposalView {
  return {
    id: row.id,
    orderId: row.orderId,
    proposedBy: row.proposedBy as DisputeSide,
    mine: side === row.proposedBy,
    refund: row.refund,
    workerPart: splitOf(order, row.refund).workerPart,
    reason: row.reason,
    status: row.status,
    answerNote: row.answerNote,
    agreedByDeadline: row.agreedByDeadline,
    createTime: at(row.createdAt),
    dueTime: at(row.dueAt),
    answerTime: at(row.answeredAt),
  }
}

async function arbitrationView(db: Executor, row: repo.ArbitrationRow): Promise<ArbitrationView> {
  const evidence = await repo.evidenceOf(db, [row.id])
  return {
    id: row.id,
    orderId: row.orderId,
    openedBy: row.openedBy as DisputeSide,
    reason: row.reason,
    status: row.status,
    createTime: at(row.createdAt),
    evidenceDueTime: at(row.evidenceDueAt),
    evidenceOpen:
      row.status === ArbitrationStatus.open && !row.evidenceClosedAt && row.evidenceDueAt > clock.now(),
    evidence: evidence.map((item) => ({
      id: item.id,
      side: item.side as DisputeSide,
      text: item.text,
      images: item.images,
      time: at(item.createdAt),
    })),
    ruling:
      row.status === ArbitrationStatus.ruled
        ? {
            refund: row.ruledRefund ?? 0,
            workerPart: row.ruledWorkerAmount ?? 0,
            reason: row.ruledReason,
            fine: row.ruledFine,
            time: at(row.ruledAt),
          }
        : null,
  }
}

/** An order's dispute as its customer or worker sees it, with what they may do now. */
export async function disputeState(deps: Deps, userId: number, orderId: number): Promise<OrderDisputeView> {
  const order = await ordersRepo.findOrder(deps.db, orderId)
  const side = order ? sideOf(order, userId) : null
  if (!order || !side) throw notFound(Messages.notYours)
  const { disputes } = await queueSettingsOf(deps.db)
  const [proposal, arbitration] = await Promise.all([
    repo.currentProposal(deps.db, order.id),
    repo.currentArbitration(deps.db, order.id),
  ])
  return {
    orderId: order.id,
    side,
    amount: order.amount,
    workerAmount: order.workerAmount,
    proposal: proposal ? proposalView(proposal, order, side) : null,
    arbitration: arbitration ? await arbitrationView(deps.db, arbitration) : null,
    canPropose: canDo(order, 'propose'),
    arbitrationGround: await arbitrationGround(deps.db, order, disputes.stallMinutes),
    freeCancelGround: side === 'customer' ? await freeCancelGround(deps.db, order, userId) : null,
  }
}

export { arbitrationQueue } from './disputes-repo.ts'

export async function listArbitrations(deps: Deps, query: ArbitrationListQuery) {
  const { targets } = await queueSettingsOf(deps.db)
  const { rows, total } = await repo.listArbitrations(deps.db, query)
  const now = clock.now().getTime()
  return {
    total,
    list: rows.map(({ arbitration, order, customerName, workerName, customerEvidence, workerEvidence }) => {
      const waitingMinutes = Math.max(0, Math.floor((now - arbitration.createdAt.getTime()) / 60_000))
      const open = arbitration.status === ArbitrationStatus.open
      return {
        id: arbitration.id,
        orderId: order.id,
        orderNum: order.orderNum,
        title: productTitleOf(order.productJson),
        amount: order.amount,
        customerName,
        workerName: workerName ?? '',
        openedBy: arbitration.openedBy as DisputeSide,
        reason: arbitration.reason,
        status: arbitration.status,
        createTime: at(arbitration.createdAt),
        evidenceDueTime: at(arbitration.evidenceDueAt),
        evidenceOpen: open && !arbitration.evidenceClosedAt && arbitration.evidenceDueAt.getTime() > now,
        evidenceCount: { customer: customerEvidence, worker: workerEvidence },
        waitingMinutes,
        overdue: open && waitingMinutes >= targets.arbitrations,
      }
    }),
  }
}

export async function arbitrationDetail(deps: Deps, id: number): Promise<ArbitrationDetail> {
  const arbitration = await repo.findArbitration(deps.db, id)
  const order = arbitration ? await ordersRepo.findOrder(deps.db, arbitration.orderId) : undefined
  if (!arbitration || !order) throw notFound(Messages.arbitrationGone)
  const [view, names, proposals] = await Promise.all([
    arbitrationView(deps.db, arbitration),
    repo.namesOf(deps.db, order),
    repo.proposalsOf(deps.db, order.id),
  ])
  return {
    ...view,
    orderNum: order.orderNum,
    outTradeNo: order.outTradeNo,
    title: productTitleOf(order.productJson),
    amount: order.amount,
    workerAmount: order.workerAmount,
    customerId: order.userId,
    customerName: names.customerName,
    workerId: order.workerId,
    workerName: names.workerName,
    proposals: proposals.map((row) => proposalView(row, order, null)),
  }
}
