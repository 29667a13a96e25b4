import type { NotificationPage } from '@dianjing/shared'
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query'
import { http } from '@/lib/request.ts'
import { notificationKeys } from './keys.ts'

/** The newest notifications, or the page older than `beforeId`. */
export function getNotifications(
  beforeId: number | undefined,
  { signal }: { signal?: AbortSignal } = {},
): Promise<NotificationPage> {
  return http.get<NotificationPage>('/v1/dEsports/notifications', { beforeId }, { signal })
}

/** Pages newest first, each asked for by the id of the oldest one so far; read afresh on each visit. */
export const notificationsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: notificationKeys.list(),
    queryFn: ({ pageParam, signal }) => getNotifications(pageParam, { signal }),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => (last.hasMore ? last.list.at(-1)?.id : undefined),
    staleTime: 0,
  })

export function useNotifications() {
  return useInfiniteQuery(notificationsQueryOptions())
}
