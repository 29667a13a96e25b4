import { MINE_ORDER_COUNT_LABELS } from '@dianjing/shared'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { http } from '@/lib/request.ts'
import { accountKeys } from './keys.ts'

export type OrderCountLabel = (typeof MINE_ORDER_COUNT_LABELS)[number]
export type OrderCounts = Record<OrderCountLabel, number>

/** Counts keyed by the Chinese status labels (spec §7); a label the server left out counts 0. */
export async function getOrderCounts({ signal }: { signal?: AbortSignal } = {}): Promise<OrderCounts> {
  const data = await http.get<Partial<Record<string, number>>>(
    '/v1/dEsports/user/userOrderMineData',
    undefined,
    {
      signal,
    },
  )
  return Object.fromEntries(
    MINE_ORDER_COUNT_LABELS.map((label) => [label, Number(data?.[label]) || 0]),
  ) as OrderCounts
}

/**
 * Counts move with every change of an order (paid, refund applied for, taken by a worker), mostly on
 * other screens or by other people: /mine asks again on every visit, so they match the lists they open.
 */
export const orderCountsQueryOptions = () =>
  queryOptions({ queryKey: accountKeys.orderCounts(), queryFn: getOrderCounts, staleTime: 0 })

export function useOrderCounts() {
  return useQuery(orderCountsQueryOptions())
}
