import type { ApplicationListQuery } from './get-applications.ts'
import type { FineListQuery } from './get-fines.ts'
import type { LedgerQuery } from './get-worker-ledger.ts'
import type { WorkerListQuery } from './get-workers.ts'

/** Each list under its own root; a fine changes the workers' balances, their ledgers and the fine list. */
export const applicationKeys = {
  all: ['worker-applications'] as const,
  page: (query: ApplicationListQuery) => [...applicationKeys.all, 'page', query] as const,
}

export const workerKeys = {
  all: ['workers'] as const,
  page: (query: WorkerListQuery) => [...workerKeys.all, 'page', query] as const,
  ledger: (query: LedgerQuery) => [...workerKeys.all, 'ledger', query] as const,
}

export const fineKeys = {
  all: ['fines'] as const,
  page: (query: FineListQuery) => [...fineKeys.all, 'page', query] as const,
}
