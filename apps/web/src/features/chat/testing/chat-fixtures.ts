import type { ChatMessageView, ChatPage } from '@dianjing/shared'

/** A message of the order's chat as the server answers it, from the customer's side by default. */
export function chatMessage(patch: Partial<ChatMessageView> & { id: number }): ChatMessageView {
  return {
    orderId: 7,
    role: 'worker',
    mine: false,
    senderName: '阿杰',
    body: `消息 ${patch.id}`,
    images: [],
    masked: false,
    mark: '',
    time: '2026-11-24 20:00:00',
    ...patch,
  }
}

export function chatPage(patch: Partial<ChatPage> = {}): ChatPage {
  return {
    orderId: 7,
    orderNum: 'DJ202611240001',
    title: '王者荣耀 钻石上星耀',
    peerName: '阿杰',
    role: 'customer',
    messages: [],
    hasMore: false,
    open: true,
    closedReason: '',
    ...patch,
  }
}
