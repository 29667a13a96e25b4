import { chatUnreadKey } from '@/lib/order-chat.ts'

/** Query keys of the order chat; the unread count's key lives in lib/order-chat.ts with its query. */
export const chatKeys = {
  all: ['chat'] as const,
  page: (orderId: number) => [...chatKeys.all, 'page', orderId] as const,
  conversations: () => [...chatKeys.all, 'conversations'] as const,
  unread: () => chatUnreadKey,
}
