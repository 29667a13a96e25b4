import { z } from 'zod'
import {
  DISPUTE_REASON_MAX,
  DISPUTE_SIDES,
  DisputeMessages,
  EVIDENCE_IMAGES_MAX,
  EVIDENCE_TEXT_MAX,
} from '../messages/disputes.ts'
import { idParam, pageNumber, pageSize, wholeNumber } from './common.ts'

const reason = z
  .string({ error: DisputeMessages.reasonRequired })
  .trim()
  .min(1, DisputeMessages.reasonRequired)
  .max(DISPUTE_REASON_MAX, DisputeMessages.reasonTooLong)

/** Cents back to the customer: 0 to the whole paid amount (the upper bound is the order's, checked by the server). */
export const refundCents = wholeNumber(DisputeMessages.refundInvalid, { min: 0 })

/**
 * How a split of an order's paid `amount` comes out: `refund` back to the customer, and of the rest the
 * worker's part at the commission fixed when the order was paid (`workerAmount` of the whole), rounded
 * down to a cent; the platform keeps what is left.
 */
export function splitOf(order: { amount: number; workerAmount: number }, refund: number) {
  const rest = order.amount - refund
  const workerPart =
    order.amount === 0 ? 0 : Number((BigInt(order.workerAmount) * BigInt(rest)) / BigInt(order.amount))
  return { refund, workerPart, commission: rest - workerPart }
}

export const proposeBody = z.object({
  orderId: idParam(DisputeMessages.notYours),
  refund: refundCents,
  reason,
})
export type ProposeBody = z.infer<typeof proposeBody>

export const answerProposalBody = z.object({
  proposalId: idParam(DisputeMessages.proposalGone),
  agree: z.boolean({ error: '请选择同意或拒绝' }),
  /** Why it is refused (optional; shown to the proposer). */
  note: z
    .string({ error: DisputeMessages.reasonTooLong })
    .trim()
    .max(DISPUTE_REASON_MAX, DisputeMessages.reasonTooLong)
    .default(''),
})
export type AnswerProposalBody = z.infer<typeof answerProposalBody>

export const withdrawProposalBody = z.object({ proposalId: idParam(DisputeMessages.proposalGone) })

export const orderIdBody = z.object({ orderId: idParam(DisputeMessages.notYours) })

export const arbitrateBody = z.object({ orderId: idParam(DisputeMessages.notYours), reason })
export type ArbitrateBody = z.infer<typeof arbitrateBody>

export const evidenceBody = z
  .object({
    arbitrationId: idParam(DisputeMessages.arbitrationGone),
    text: z
      .string({ error: DisputeMessages.evidenceTooLong })
      .trim()
      .max(EVIDENCE_TEXT_MAX, DisputeMessages.evidenceTooLong)
      .default(''),
    images: z
      .array(z.string().max(300, DisputeMessages.imagesNotYours), { error: DisputeMessages.imagesNotYours })
      .max(EVIDENCE_IMAGES_MAX, DisputeMessages.tooManyImages)
      .default([]),
  })
  .refine((body) => body.text !== '' || body.images.length > 0, {
    message: DisputeMessages.evidenceEmpty,
    path: ['text'],
  })
export type EvidenceBody = z.infer<typeof evidenceBody>

export const cancelProposalView = z.object({
  id: z.number().int(),
  orderId: z.number().int(),
  proposedBy: z.enum(DISPUTE_SIDES),
  /** The asker proposed it (they may withdraw it; the other side answers it). */
  mine: z.boolean(),
  /** Cents back to the customer. */
  refund: z.number().int(),
  /** Cents the worker gets of the rest, after commission. */
  workerPart: z.number().int(),
  reason: z.string(),
  /** ProposalStatus. */
  status: z.number().int(),
  /** Why it was refused ('' otherwise). */
  answerNote: z.string(),
  /** Agreed because nobody answered in time. */
  agreedByDeadline: z.boolean(),
  /** YYYY-MM-DD HH:mm:ss, Shanghai. */
  createTime: z.string(),
  /** When an unanswered proposal counts as agreed. */
  dueTime: z.string(),
  answerTime: z.string(),
})
export type CancelProposalView = z.infer<typeof cancelProposalView>

export const evidenceView = z.object({
  id: z.number().int(),
  side: z.enum(DISPUTE_SIDES),
  text: z.string(),
  images: z.array(z.string()),
  time: z.string(),
})
export type EvidenceView = z.infer<typeof evidenceView>

export const rulingView = z.object({
  refund: z.number().int(),
  workerPart: z.number().int(),
  reason: z.string(),
  /** Cents fined from the worker (0: none). */
  fine: z.number().int(),
  time: z.string(),
})

export const arbitrationView = z.object({
  id: z.number().int(),
  orderId: z.number().int(),
  openedBy: z.enum(DISPUTE_SIDES),
  reason: z.string(),
  /** ArbitrationStatus. */
  status: z.number().int(),
  createTime: z.string(),
  /** Evidence is taken until then. */
  evidenceDueTime: z.string(),
  evidenceOpen: z.boolean(),
  evidence: z.array(evidenceView),
  ruling: rulingView.nullable(),
})
export type ArbitrationView = z.infer<typeof arbitrationView>

/** Why the customer may cancel for free now. */
export const FREE_CANCEL_GROUNDS = ['progressOverdue', 'designatedNotAccepted'] as const
export type FreeCancelGround = (typeof FREE_CANCEL_GROUNDS)[number]
export const FREE_CANCEL_LABELS: Record<FreeCancelGround, string> = {
  progressOverdue: '打手超时未更新首次进度，可免费取消订单',
  designatedNotAccepted: '指定打手尚未接单，可免费取消订单',
}

/** Why either side may open arbitration now. */
export const ARBITRATION_GROUNDS = ['proposalRefused', 'noProgress', 'awaitingConfirmation'] as const
export type ArbitrationGround = (typeof ARBITRATION_GROUNDS)[number]
export const ARBITRATION_GROUND_LABELS: Record<ArbitrationGround, string> = {
  proposalRefused: '撤销申请被拒绝',
  noProgress: '打手长时间未更新进度',
  awaitingConfirmation: '对服务结果有异议',
}

/** An order's dispute as its customer or worker sees it: what is open, and what they may do now. */
export const orderDisputeView = z.object({
  orderId: z.number().int(),
  side: z.enum(DISPUTE_SIDES),
  /** The paid amount, cents: a proposal's refund is 0 to this. */
  amount: z.number().int(),
  /** The worker's fee of the whole amount, cents (splits are worked out from it). */
  workerAmount: z.number().int(),
  /** The open proposal, or else the latest one. */
  proposal: cancelProposalView.nullable(),
  arbitration: arbitrationView.nullable(),
  canPropose: z.boolean(),
  /** Why arbitration may be opened now; null when it may not. */
  arbitrationGround: z.enum(ARBITRATION_GROUNDS).nullable(),
  /** The customer's ground for a free cancel now; null when there is none (always null for the worker). */
  freeCancelGround: z.enum(FREE_CANCEL_GROUNDS).nullable(),
})
export type OrderDisputeView = z.infer<typeof orderDisputeView>

// ---- The console: the arbitration queue and the ruling ----

export const ARBITRATION_SORTS = ['oldest', 'newest'] as const

export const arbitrationListQuery = z.object({
  page: pageNumber,
  pageSize: pageSize(100),
  /** 'open' (the queue, by default) or 'ruled'. */
  status: z.enum(['open', 'ruled']).default('open'),
  sort: z.enum(ARBITRATION_SORTS).default('oldest'),
})
export type ArbitrationListQuery = z.infer<typeof arbitrationListQuery>

export const arbitrationRow = z.object({
  id: z.number().int(),
  orderId: z.number().int(),
  orderNum: z.string(),
  title: z.string(),
  amount: z.number().int(),
  customerName: z.string(),
  workerName: z.string(),
  openedBy: z.enum(DISPUTE_SIDES),
  reason: z.string(),
  status: z.number().int(),
  createTime: z.string(),
  evidenceDueTime: z.string(),
  evidenceOpen: z.boolean(),
  /** How many pieces of evidence each side submitted. */
  evidenceCount: z.object({ customer: z.number().int(), worker: z.number().int() }),
  /** Minutes since it was opened (the queue's waiting time). */
  waitingMinutes: z.number().int(),
  /** Open past the ruling target of 队列设置. */
  overdue: z.boolean(),
})
export type ArbitrationRow = z.infer<typeof arbitrationRow>

export const arbitrationList = z.object({ total: z.number().int(), list: z.array(arbitrationRow) })

export const arbitrationDetail = arbitrationView.extend({
  orderNum: z.string(),
  outTradeNo: z.string(),
  title: z.string(),
  amount: z.number().int(),
  workerAmount: z.number().int(),
  customerId: z.number().int(),
  customerName: z.string(),
  workerId: z.number().int().nullable(),
  workerName: z.string(),
  /** The proposals made on the order, oldest first. */
  proposals: z.array(cancelProposalView),
})
export type ArbitrationDetail = z.infer<typeof arbitrationDetail>

export const ruleBody = z.object({
  refund: refundCents,
  reason,
  /** Cents fined from the worker with the ruling (0: no fine). */
  fine: wholeNumber(DisputeMessages.fineInvalid, { min: 0, max: 2_000_000 }).default(0),
})
export type RuleBody = z.infer<typeof ruleBody>
