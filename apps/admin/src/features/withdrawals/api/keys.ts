import type { WithdrawalListQuery } from './get-withdrawals.ts'

/** Every withdrawal query sits under one root, so a decision refreshes all tabs and the pending count. */
export const withdrawalKeys = {
  all: ['withdrawals'] as const,
  page: (query: WithdrawalListQuery) => [...withdrawalKeys.all, 'page', query] as const,
}
