import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client.ts'
import { orderKeys } from './keys.ts'

/** A note on the order's timeline, under the signed-in staff member's name. */
export function addNote({ orderId, note }: { orderId: number; note: string }): Promise<string> {
  return api.postForMessage(`/orders/${orderId}/notes`, { note })
}

export function useAddNote() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: addNote,
    onSettled: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  })
}
