import {
  ArbitrationStatus,
  type ArbitrationView,
  type CancelProposalView,
  DISPUTE_SIDE_LABELS,
  DisputeMessages,
  type DisputeSide,
  type EvidenceView,
  formatCents,
  ProposalStatus,
  proposeBody,
  yuanToCents,
} from '@dianjing/shared'
import { validate } from '@/lib/validate.ts'

/** "2026-11-25 14:30:00" → "11-25 14:30": the minute, as the order cards show times. */
export const minuteOf = (time: string) => time.slice(5, 16)

/** The other side of the order, in the product's words. */
export const peerOf = (side: DisputeSide): DisputeSide => (side === 'customer' ? 'worker' : 'customer')

const PROPOSAL_STATUS_LABELS: Record<number, string> = {
  [ProposalStatus.open]: '待答复',
  [ProposalStatus.agreed]: '已同意',
  [ProposalStatus.refused]: '已拒绝',
  [ProposalStatus.withdrawn]: '已撤回',
}

export function proposalStatusLabel(proposal: CancelProposalView): string {
  if (proposal.status === ProposalStatus.agreed && proposal.agreedByDeadline) return '超时未答复，视为同意'
  return PROPOSAL_STATUS_LABELS[proposal.status] ?? '未知状态'
}

export function proposerLabel(proposal: Pick<CancelProposalView, 'mine' | 'proposedBy'>): string {
  return proposal.mine ? '我发起的撤销申请' : `${DISPUTE_SIDE_LABELS[proposal.proposedBy]}发起的撤销申请`
}

export interface SplitLine {
  label: string
  cents: number
}

/** How a split reads to one side: the customer sees only what comes back to them. */
export function splitLines(side: DisputeSide, refund: number, workerPart: number): SplitLine[] {
  if (side === 'customer') return [{ label: '退还您', cents: refund }]
  return [
    { label: '退还客户', cents: refund },
    { label: '打手所得', cents: workerPart },
  ]
}

export const splitText = (lines: SplitLine[]) =>
  lines.map((line) => `${line.label} ¥${formatCents(line.cents)}`).join('，')

/** What agreeing does, said before it is done. */
export function agreeConfirmText(side: DisputeSide, proposal: CancelProposalView): string {
  const split = splitText(splitLines(side, proposal.refund, proposal.workerPart))
  return `同意后订单将按此结束：${split}。同意后无法撤销。`
}

/** The propose form's quick picks: the whole amount, half of it (rounded down to a cent), nothing. */
export function refundPicks(amount: number): { label: string; cents: number }[] {
  return [
    { label: '全额退款', cents: amount },
    { label: '退一半', cents: Math.floor(amount / 2) },
    { label: '不退款', cents: 0 },
  ]
}

export interface ProposalDraft {
  /** Yuan, as typed. */
  refund: string
  reason: string
}

/**
 * The propose form checked as the server checks it: the refund a plain yuan amount from 0 to the
 * paid amount, the reason required and within its limit.
 */
export function checkProposal(orderId: number, amount: number, draft: ProposalDraft) {
  const refund = yuanToCents(draft.refund.trim())
  if (refund === null || refund > amount)
    return { ok: false, field: 'refund', message: DisputeMessages.refundInvalid } as const
  return validate(proposeBody, { orderId, refund, reason: draft.reason })
}

/** A text's length as the server counts it (its schemas trim, then measure). */
export const textLength = (text: string) => text.trim().length

export const ARBITRATION_STATUS_LABELS: Record<number, string> = {
  [ArbitrationStatus.open]: '仲裁中',
  [ArbitrationStatus.ruled]: '已裁决',
}

export function openedByLabel(arbitration: ArbitrationView, side: DisputeSide): string {
  return arbitration.openedBy === side ? '我方申请' : `${DISPUTE_SIDE_LABELS[arbitration.openedBy]}申请`
}

/** The evidence split into the caller's own and the other side's, each oldest first as it came. */
export function evidenceGroups(evidence: EvidenceView[], side: DisputeSide) {
  return {
    mine: evidence.filter((piece) => piece.side === side),
    theirs: evidence.filter((piece) => piece.side !== side),
  }
}
