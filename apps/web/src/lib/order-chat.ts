import { queryOptions, useQuery } from '@tanstack/react-query'
import { http } from './request.ts'

/**
 * What the rest of the app needs of the order chat (features/chat): where an order's chat opens, and
 * the unread count the 消息 entries show. Here rather than in the chat feature because the customer's
 * orders, the worker's orders and the worker center link to it, and reading a chat changes the count.
 */
export const orderChatPath = (orderId: number) => `/order-chat?orderId=${orderId}`

export const MESSAGES_PATH = '/messages'

export const chatUnreadKey = ['chat', 'unread'] as const

/** How often the count is asked again while a page showing it is open and visible. */
const UNREAD_REFRESH_MS = 30_000

export function getChatUnread({ signal }: { signal?: AbortSignal } = {}): Promise<{ unread: number }> {
  return http.get<{ unread: number }>('/v1/dEsports/orderChat/unread', undefined, { signal })
}

export const chatUnreadQueryOptions = () =>
  queryOptions({
    queryKey: chatUnreadKey,
    queryFn: ({ signal }) => getChatUnread({ signal }),
    staleTime: 0,
    refetchInterval: UNREAD_REFRESH_MS,
  })

/** Unread chat messages across the user's orders; 0 until known (a badge is no place for an error). */
export function useChatUnread(): number {
  return useQuery(chatUnreadQueryOptions()).data?.unread ?? 0
}
