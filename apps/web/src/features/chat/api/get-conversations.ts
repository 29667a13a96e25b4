import type { ChatConversation } from '@dianjing/shared'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { http } from '@/lib/request.ts'
import { chatKeys } from './keys.ts'

/** The user's order chats, the most recent first, with their unread counts. */
export function getConversations({ signal }: { signal?: AbortSignal } = {}): Promise<ChatConversation[]> {
  return http.get<ChatConversation[]>('/v1/dEsports/orderChat/conversations', undefined, { signal })
}

export const conversationsQueryOptions = () =>
  queryOptions({
    queryKey: chatKeys.conversations(),
    queryFn: ({ signal }) => getConversations({ signal }),
    staleTime: 0,
    refetchInterval: 30_000,
  })

export function useConversations() {
  return useQuery(conversationsQueryOptions())
}
