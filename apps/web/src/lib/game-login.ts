import type { GameLoginState } from '@dianjing/shared'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { http } from './request.ts'

/**
 * What both sides read of an order's game login (issue 23): the customer's 账号信息 in their order
 * (features/orders), the worker's 查看账号 on their order page (features/hall). Never the plain values:
 * only the worker's reveal answers those, and they are kept in no cache.
 */
export const gameLoginKeys = {
  all: ['game-login'] as const,
  order: (orderId: number) => [...gameLoginKeys.all, orderId] as const,
}

export function getGameLoginState(
  orderId: number,
  { signal }: { signal?: AbortSignal } = {},
): Promise<GameLoginState> {
  return http.get<GameLoginState>('/v1/dEsports/gameLogin/state', { orderId }, { signal })
}

export const gameLoginQueryOptions = (orderId: number) =>
  queryOptions({
    queryKey: gameLoginKeys.order(orderId),
    queryFn: ({ signal }) => getGameLoginState(orderId, { signal }),
  })

/** The login's state for the caller; nothing is asked while `orderId` is null. */
export function useGameLoginState(orderId: number | null) {
  return useQuery({ ...gameLoginQueryOptions(orderId ?? 0), enabled: orderId !== null })
}
