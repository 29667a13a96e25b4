import { useMutation, useQueryClient } from '@tanstack/react-query'
import { http } from '@/lib/request.ts'
import { chatKeys } from './keys.ts'

/** Everything up to `readId` was seen: the other side's messages turn 已读 for them. */
export function markChatRead(body: { orderId: number; readId: number }): Promise<null> {
  // Quiet: a missed read mark is sent again with the next message, and says nothing to the user.
  return http.post<null>('/v1/dEsports/orderChat/read', body, { toast: false })
}

export function useMarkChatRead() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: markChatRead,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: chatKeys.unread() }),
        queryClient.invalidateQueries({ queryKey: chatKeys.conversations() }),
      ]),
  })
}
