import type { AdminChatPage } from '@dianjing/shared'
import { useInfiniteQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client.ts'
import { orderKeys } from './keys.ts'

/** One message of `GET /boot/admin/orders/:id/chat`, with who wrote it and how often it was reported. */
export type ChatMessage = AdminChatPage['messages'][number]

/** The console has no live stream: the chat is read again this often while the order page is open. */
export const CHAT_POLL_MS = 5_000

/** A page of the order's chat, oldest first: the newest, or the one before `beforeId`. */
export function getOrderChat(
  orderId: number,
  beforeId: number | undefined,
  { signal }: { signal?: AbortSignal } = {},
): Promise<AdminChatPage> {
  return api.get<AdminChatPage>(`/orders/${orderId}/chat`, { query: { beforeId }, signal })
}

/**
 * The chat from its newest page back. Each poll reads every loaded page again from the newest, so the
 * pages stay back to back however many messages arrived meanwhile.
 */
export function useOrderChat(orderId: number) {
  return useInfiniteQuery({
    queryKey: orderKeys.chat(orderId),
    queryFn: ({ pageParam, signal }) => getOrderChat(orderId, pageParam, { signal }),
    initialPageParam: undefined as number | undefined,
    // The next page goes back in time: the messages before the oldest one shown.
    getNextPageParam: (page) => (page.hasMore ? page.messages[0]?.id : undefined),
    refetchInterval: CHAT_POLL_MS,
    staleTime: 0,
    // The card shows a failure in place; a message every five seconds would only repeat it.
    meta: { silentError: true },
  })
}

/** The loaded pages (newest first) as one conversation, oldest first, each message once. */
export function chatMessages(pages: readonly AdminChatPage[]): ChatMessage[] {
  const byId = new Map<number, ChatMessage>()
  for (const page of pages.toReversed()) {
    for (const message of page.messages) if (!byId.has(message.id)) byId.set(message.id, message)
  }
  return [...byId.values()]
}
