import type { RefundListQuery } from './get-refunds.ts'

/** Every refund query sits under one root, so a decision refreshes all three tabs and the pending count. */
export const refundKeys = {
  all: ['refunds'] as const,
  page: (query: RefundListQuery) => [...refundKeys.all, 'page', query] as const,
}
