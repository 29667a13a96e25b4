import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client.ts'
import { orderKeys } from './keys.ts'

/** Writes into the order's chat as 平台客服; answers the server's words for it. */
export function sendChatMessage({ orderId, body }: { orderId: number; body: string }): Promise<string> {
  return api.postForMessage(`/orders/${orderId}/chat`, { body })
}

export function useSendChatMessage() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: sendChatMessage,
    onSettled: (_answer, _error, { orderId }) =>
      queryClient.invalidateQueries({ queryKey: orderKeys.chat(orderId) }),
  })
}
