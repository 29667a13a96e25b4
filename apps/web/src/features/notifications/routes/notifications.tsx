import { formatDate, type NotificationView } from '@dianjing/shared'
import { useQueryClient } from '@tanstack/react-query'
import { InfiniteScroll, PullToRefresh, Skeleton } from 'antd-mobile'
import { type ReactNode, useEffect } from 'react'
import { Link, useNavigate } from 'react-router'
import { EmptyState } from '@/components/empty-state.tsx'
import { LoadError } from '@/components/load-error.tsx'
import { PageNavBar } from '@/components/page-nav-bar.tsx'
import { MESSAGES_PATH } from '@/lib/order-chat.ts'
import { showToast } from '@/lib/toast.ts'
import { useNotifications } from '../api/get-notifications.ts'
import { notificationKeys } from '../api/keys.ts'
import { useMarkNotificationsRead } from '../api/mark-read.ts'
import { NotificationRow } from '../components/notification-row.tsx'
import { inAppPath } from '../notification-view.ts'
import styles from './notifications.module.css'

export const ALL_READ = '已全部标为已读'

/** /notifications (issue 22): what happened to the user's orders, money and standing, newest first. */
export function NotificationsRoute() {
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const notifications = useNotifications()
  const markRead = useMarkNotificationsRead()
  const unread = notifications.data?.pages[0]?.unread ?? 0

  // The bells show what the list says, without asking again.
  useEffect(() => {
    if (notifications.data) queryClient.setQueryData(notificationKeys.unread(), { unread })
  }, [notifications.data, unread, queryClient])

  const open = (notification: NotificationView) => {
    if (!notification.read) markRead.mutate({ id: notification.id })
    const path = inAppPath(notification.link)
    if (path) navigate(path)
  }

  const readAll = () => {
    if (unread === 0 || markRead.isPending) return
    markRead.mutate({}, { onSuccess: () => showToast(ALL_READ) })
  }

  const loadMore = async () => {
    const result = await notifications.fetchNextPage()
    // InfiniteScroll then offers to try again.
    if (result.isFetchNextPageError) throw result.error
  }

  let content: ReactNode
  if (notifications.isPending) {
    content = (
      <div className={styles.skeleton} role="status" aria-busy="true" aria-label="通知加载中">
        <Skeleton.Paragraph lineCount={5} animated />
      </div>
    )
  } else if (notifications.isError && !notifications.data) {
    content = (
      <LoadError
        title="通知加载失败"
        error={notifications.error}
        onRetry={() => notifications.refetch()}
        retrying={notifications.isFetching}
      />
    )
  } else {
    const list = notifications.data.pages.flatMap((page) => page.list)
    const today = formatDate(new Date())
    content =
      list.length === 0 ? (
        <EmptyState title="暂无通知" description="订单进展、结算和提现结果等会在这里通知您" />
      ) : (
        <>
          <ul className={styles.list} aria-label="通知列表">
            {list.map((notification) => (
              <NotificationRow
                key={notification.id}
                notification={notification}
                today={today}
                linked={inAppPath(notification.link) !== null}
                onOpen={open}
              />
            ))}
          </ul>
          <InfiniteScroll className={styles.more} loadMore={loadMore} hasMore={notifications.hasNextPage} />
        </>
      )
  }

  return (
    <div className={styles.page}>
      <PageNavBar
        title="通知"
        right={
          <button type="button" className={styles.readAll} disabled={unread === 0} onClick={readAll}>
            全部已读
          </button>
        }
      />
      <p className={styles.hint}>
        订单、资金和审核的变化在这里通知您；聊天请到<Link to={MESSAGES_PATH}>消息</Link>查看
      </p>
      <PullToRefresh onRefresh={() => notifications.refetch().then(() => undefined)}>{content}</PullToRefresh>
    </div>
  )
}
