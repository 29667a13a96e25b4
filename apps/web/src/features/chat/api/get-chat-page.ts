import type { ChatPage } from '@dianjing/shared'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { http } from '@/lib/request.ts'
import { chatKeys } from './keys.ts'

/** A page of the order's chat, oldest first: the newest, or the one before `beforeId`. */
export function getChatPage(
  orderId: number,
  beforeId?: number,
  { signal }: { signal?: AbortSignal } = {},
): Promise<ChatPage> {
  return http.get<ChatPage>('/v1/dEsports/orderChat/messages', { orderId, beforeId }, { signal })
}

/**
 * The newest page, read once per visit: after it the live stream brings every message, so the cache
 * must not answer an old page to a later visit.
 */
export const chatPageQueryOptions = (orderId: number) =>
  queryOptions({
    queryKey: chatKeys.page(orderId),
    queryFn: ({ signal }) => getChatPage(orderId, undefined, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  })

export function useChatPage(orderId: number) {
  return useQuery({ ...chatPageQueryOptions(orderId), enabled: orderId > 0 })
}
