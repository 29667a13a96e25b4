import { DisputeStatus } from '@dianjing/shared'

/**
 * What both sides' orders need of an order's dispute (features/disputes): where its 协商与售后 page
 * opens, and the tag an order carries while a dispute holds it.
 */
export const orderDisputePath = (orderId: number) => `/order-dispute?orderId=${orderId}`

const DISPUTE_TAGS: Record<number, string> = {
  [DisputeStatus.proposal]: '撤销待答复',
  [DisputeStatus.arbitration]: '仲裁中',
}

/** 撤销待答复 or 仲裁中; null when nothing holds the order. */
export const disputeTagOf = (disputeStatus: number): string | null => DISPUTE_TAGS[disputeStatus] ?? null
