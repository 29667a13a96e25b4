import { formatDate, type OrderProgressView, parseDateTime } from '@dianjing/shared'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { http } from './request.ts'

/**
 * What both sides read of an order's progress (issue 22): the worker posts it on their order page
 * (features/hall), the customer reads it in their orders (features/orders). Here rather than in either
 * feature because both show the same view, and posting an update changes it for both.
 */
export const orderProgressKeys = {
  all: ['order-progress'] as const,
  order: (orderId: number) => [...orderProgressKeys.all, orderId] as const,
}

export function getOrderProgress(
  orderId: number,
  { signal }: { signal?: AbortSignal } = {},
): Promise<OrderProgressView> {
  return http.get<OrderProgressView>('/v1/dEsports/wxOrder/progress', { orderId }, { signal })
}

/** Asked again each minute while shown: the first update's deadline passes by itself. */
export const orderProgressQueryOptions = (orderId: number) =>
  queryOptions({
    queryKey: orderProgressKeys.order(orderId),
    queryFn: ({ signal }) => getOrderProgress(orderId, { signal }),
    refetchInterval: 60_000,
  })

/** The order's progress; nothing is asked for while `orderId` is null (no worker yet). */
export function useOrderProgress(orderId: number | null) {
  return useQuery({ ...orderProgressQueryOptions(orderId ?? 0), enabled: orderId !== null })
}

/** `14:30` on `today`, `11-23 14:30` on another day of the year, the whole date otherwise. */
export function shortTime(dateTime: string, today = formatDate(new Date())): string {
  const day = dateTime.slice(0, 10)
  const minute = dateTime.slice(11, 16)
  if (day === today) return minute
  return day.slice(0, 4) === today.slice(0, 4) ? `${day.slice(5)} ${minute}` : `${day} ${minute}`
}

/** Whole minutes since the first update was due (at least 1: the server already said it is late). */
export function minutesOverdue(firstDueTime: string, now = Date.now()): number {
  const due = parseDateTime(firstDueTime)
  if (!due) return 1
  return Math.max(1, Math.floor((now - due.getTime()) / 60_000))
}
