import type { NotificationKind } from '@dianjing/shared'

/**
 * Where a tap on a notification goes: the app path the server gave, or null for nowhere. Only a path of
 * this app (one leading slash), never another site: the link is data, not trusted to be a path.
 */
export function inAppPath(link: string): string | null {
  const path = link.trim()
  if (!path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return null
  return path
}

function previousDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`)
  date.setUTCDate(date.getUTCDate() - 1)
  return date.toISOString().slice(0, 10)
}

/** `14:30` today, `昨天 14:30`, `11-23 14:30` this year, the date before that. */
export function notificationTime(time: string, today: string): string {
  const day = time.slice(0, 10)
  const minute = time.slice(11, 16)
  if (day === today) return minute
  if (day === previousDay(today)) return `昨天 ${minute}`
  return day.slice(0, 4) === today.slice(0, 4) ? `${day.slice(5)} ${minute}` : day
}

export type NotificationGroup = 'order' | 'money' | 'chat' | 'account'

const GROUPS: Record<NotificationKind, NotificationGroup> = {
  paid: 'money',
  accepted: 'order',
  progress: 'order',
  completed: 'order',
  hallOrder: 'order',
  designatedOrder: 'order',
  settled: 'money',
  refunded: 'money',
  refundRefused: 'money',
  withdrawalPaid: 'money',
  withdrawalFailed: 'money',
  chatMessage: 'chat',
  applicationApproved: 'account',
  applicationRejected: 'account',
  membershipExpiring: 'account',
  cancelProposed: 'order',
  cancelAnswered: 'order',
  arbitrationOpened: 'order',
  evidenceClosed: 'order',
  negotiated: 'money',
  ruled: 'money',
}

/** What a notification is about, for its icon; a kind this app does not know yet counts as an order's. */
export function notificationGroup(kind: string): NotificationGroup {
  return GROUPS[kind as NotificationKind] ?? 'order'
}
