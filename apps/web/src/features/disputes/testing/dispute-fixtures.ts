import type { ArbitrationView, CancelProposalView, EvidenceView, OrderDisputeView } from '@dianjing/shared'

/**
 * An order's dispute as the server answers it: order 7, ¥100 paid, ¥80 of it the worker's fee, nothing
 * open, and a proposal allowed. Seen by the customer unless a test says otherwise.
 */
export function disputeView(patch: Partial<OrderDisputeView> = {}): OrderDisputeView {
  return {
    orderId: 7,
    side: 'customer',
    amount: 10000,
    workerAmount: 8000,
    proposal: null,
    arbitration: null,
    canPropose: true,
    arbitrationGround: null,
    freeCancelGround: null,
    ...patch,
  }
}

/** An open proposal by the worker: ¥60 back to the customer, ¥32 to the worker. */
export function cancelProposal(patch: Partial<CancelProposalView> = {}): CancelProposalView {
  return {
    id: 3,
    orderId: 7,
    proposedBy: 'worker',
    mine: false,
    refund: 6000,
    workerPart: 3200,
    reason: '临时有事，打不完了',
    status: 0,
    answerNote: '',
    agreedByDeadline: false,
    createTime: '2026-11-24 20:00:00',
    dueTime: '2026-11-25 20:00:00',
    answerTime: '',
    ...patch,
  }
}

export function evidence(patch: Partial<EvidenceView> & { id: number }): EvidenceView {
  return { side: 'customer', text: `证据 ${patch.id}`, images: [], time: '2026-11-25 21:10:00', ...patch }
}

/** Arbitration opened by the customer, evidence taken until 23:00. */
export function arbitration(patch: Partial<ArbitrationView> = {}): ArbitrationView {
  return {
    id: 5,
    orderId: 7,
    openedBy: 'customer',
    reason: '打手两天没上号',
    status: 0,
    createTime: '2026-11-25 21:00:00',
    evidenceDueTime: '2026-11-25 23:00:00',
    evidenceOpen: true,
    evidence: [],
    ruling: null,
    ...patch,
  }
}
