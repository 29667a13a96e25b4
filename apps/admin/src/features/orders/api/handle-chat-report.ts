import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client.ts'
import { chatReportKeys } from './keys.ts'

/** Closes a report with what staff did about it (kept in the audit log); answers the server's words. */
export function handleChatReport({ id, note }: { id: number; note: string }): Promise<string> {
  return api.postForMessage(`/chat-reports/${id}/handle`, { note })
}

export function useHandleChatReport() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: handleChatReport,
    // A failure usually means a colleague handled it first: the list is stale either way.
    onSettled: () => queryClient.invalidateQueries({ queryKey: chatReportKeys.all }),
  })
}
