import { queryOptions } from '@tanstack/react-query'
import { http } from './request.ts'
import { getToken } from './storage.ts'
import { useFirstScreenQuery } from './use-first-screen-query.ts'

/**
 * What the rest of the app needs of the notification centre (features/notifications): where it opens
 * and the unread count the bells show on home, /mine and the worker center. Here rather than in the
 * feature because those pages show the bell, and reading a notification changes the count.
 */
export const NOTIFICATIONS_PATH = '/notifications'

export const notificationUnreadKey = ['notifications', 'unread'] as const

/** Modest: asked again each minute while a bell is on screen and the page visible, and on coming back. */
const UNREAD_REFRESH_MS = 60_000

export function getNotificationUnread({
  signal,
}: {
  signal?: AbortSignal
} = {}): Promise<{ unread: number }> {
  return http.get<{ unread: number }>('/v1/dEsports/notifications/unread', undefined, { signal })
}

export const notificationUnreadQueryOptions = () =>
  queryOptions({
    queryKey: notificationUnreadKey,
    queryFn: ({ signal }) => getNotificationUnread({ signal }),
    refetchInterval: UNREAD_REFRESH_MS,
    refetchOnWindowFocus: true,
  })

/**
 * Unread notifications; 0 until known (a badge is no place for an error), and 0 for a visitor who has
 * not signed in — asking for them would be refused and send the visitor from home to the login page.
 * Home's first screen does without it: the count comes once its queries have taken over.
 */
export function useNotificationUnread(): number {
  const signedIn = Boolean(getToken())
  return (
    useFirstScreenQuery({ ...notificationUnreadQueryOptions(), enabled: signedIn }, { canWait: true }).data
      ?.unread ?? 0
  )
}
