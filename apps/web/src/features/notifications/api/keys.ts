import { notificationUnreadKey } from '@/lib/notifications.ts'

/** Query keys of the notification centre; the unread count's key lives in lib/notifications.ts. */
export const notificationKeys = {
  all: ['notifications'] as const,
  list: () => [...notificationKeys.all, 'list'] as const,
  unread: () => notificationUnreadKey,
}
