import type { Cents, FundRecordPage, WorkerBalance } from '@dianjing/shared'
import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query'
import { newIdempotencyKey } from '@/lib/idempotency.ts'
import { http } from '@/lib/request.ts'
import { workerKeys } from '@/lib/worker-keys.ts'

export function getWorkerBalance({ signal }: { signal?: AbortSignal } = {}): Promise<WorkerBalance> {
  return http.get<WorkerBalance>('/v1/dEsports/worker/getBalance', undefined, { signal })
}

export const workerBalanceQueryOptions = () =>
  queryOptions({ queryKey: workerKeys.balance(), queryFn: getWorkerBalance })

export function useWorkerBalance() {
  return useQuery(workerBalanceQueryOptions())
}

export const FUND_RECORDS_PAGE_SIZE = 20

/** One page of fund records, newest first; `type` filters by record type (undefined: all). */
export function getFundRecords(
  pageNum: number,
  type: number | undefined,
  { signal }: { signal?: AbortSignal } = {},
): Promise<FundRecordPage> {
  return http.get<FundRecordPage>(
    '/v1/dEsports/worker/availableBalanceServiceList',
    { pageNum, pageSize: FUND_RECORDS_PAGE_SIZE, type },
    { signal },
  )
}

export const fundRecordsQueryOptions = (type: number | undefined) =>
  infiniteQueryOptions({
    queryKey: workerKeys.fundRecords(type),
    queryFn: ({ pageParam, signal }) => getFundRecords(pageParam, type, { signal }),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((count, page) => count + page.list.length, 0)
      // A short page also ends the list, should `total` and the rows ever disagree.
      return loaded < last.total && last.list.length === FUND_RECORDS_PAGE_SIZE ? pages.length + 1 : undefined
    },
  })

export function useFundRecords(type: number | undefined) {
  return useInfiniteQuery(fundRecordsQueryOptions(type))
}

/**
 * Asks for `amount` cents; it moves from available to frozen until finance pays or rejects it. One key
 * per request, so a retry cannot freeze the amount twice.
 */
export function applyWithdrawal(amount: Cents, idempotencyKey = newIdempotencyKey()): Promise<null> {
  return http.get<null>('/v1/dEsports/worker/withdrawalApply', { amount }, { idempotencyKey })
}

export function useApplyWithdrawal() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (amount: Cents) => applyWithdrawal(amount),
    // Balances, records and the center's figures all moved.
    onSettled: () => queryClient.invalidateQueries({ queryKey: workerKeys.all }),
  })
}
