import { useMutation } from '@tanstack/react-query'
import { http } from '@/lib/request.ts'

/** Reports a message of the other side to staff (once per message). */
export function reportChatMessage(body: { messageId: number; reason: string }): Promise<null> {
  return http.post<null>('/v1/dEsports/orderChat/report', body)
}

export function useReportChatMessage() {
  return useMutation({ mutationFn: reportChatMessage })
}
