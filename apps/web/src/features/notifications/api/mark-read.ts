import type { NotificationPage } from '@dianjing/shared'
import { type InfiniteData, useMutation, useQueryClient } from '@tanstack/react-query'
import { http } from '@/lib/request.ts'
import { notificationKeys } from './keys.ts'

type Pages = InfiniteData<NotificationPage>

/** Marks one notification read, or every one without an id. */
export function markNotificationsRead(body: { id?: number }): Promise<null> {
  return http.post<null>('/v1/dEsports/notifications/read', body)
}

/** The list and the bells with `id` (or all) read. */
function readIn(pages: Pages, id: number | undefined): Pages {
  let unread = 0
  const marked = pages.pages.map((page) => ({
    ...page,
    list: page.list.map((notification) => {
      if (notification.read || (id !== undefined && notification.id !== id)) return notification
      unread += 1
      return { ...notification, read: true }
    }),
  }))
  return {
    ...pages,
    pages: marked.map((page) => ({
      ...page,
      unread: id === undefined ? 0 : Math.max(0, page.unread - unread),
    })),
  }
}

/**
 * Marked at once on screen (a tap goes on to the notification's page without waiting); the count is
 * asked again once the server has it, and the list too if it refused.
 */
export function useMarkNotificationsRead() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: markNotificationsRead,
    onMutate: async ({ id }) => {
      await queryClient.cancelQueries({ queryKey: notificationKeys.list() })
      queryClient.setQueryData<Pages>(notificationKeys.list(), (pages) => pages && readIn(pages, id))
      queryClient.setQueryData<{ unread: number }>(notificationKeys.unread(), (count) => {
        if (!count) return count
        return { unread: id === undefined ? 0 : Math.max(0, count.unread - 1) }
      })
    },
    onError: () => queryClient.invalidateQueries({ queryKey: notificationKeys.list() }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.unread() }),
  })
}
