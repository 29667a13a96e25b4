import type { ChatMessageView } from '@dianjing/shared'
import { useMutation } from '@tanstack/react-query'
import { http } from '@/lib/request.ts'

export interface ChatSend {
  orderId: number
  body: string
  /** Paths answered by the upload. */
  images: string[]
}

/** Answers the stored message: contact details masked (`masked`), its mark 已发送. */
export function sendChatMessage(message: ChatSend): Promise<ChatMessageView> {
  return http.post<ChatMessageView>('/v1/dEsports/orderChat/send', message)
}

export function useSendChatMessage() {
  return useMutation({ mutationFn: sendChatMessage })
}
