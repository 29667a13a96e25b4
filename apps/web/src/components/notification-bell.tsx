import { Badge } from 'antd-mobile'
import { BellOutline } from 'antd-mobile-icons'
import { Link } from 'react-router'
import { NOTIFICATIONS_PATH, useNotificationUnread } from '@/lib/notifications.ts'
import styles from './notification-bell.module.css'
import { unreadBadge } from './unread-badge.ts'

interface NotificationBellProps {
  /** 'light' on the purple headers of home and /mine, 'dark' on a white navigation bar. */
  tone?: 'light' | 'dark'
}

/**
 * The way into 通知 (what happened to the user's orders, money and standing) with the unread count.
 * Not 消息, which is the order chats: the two are kept apart.
 */
export function NotificationBell({ tone = 'light' }: NotificationBellProps) {
  const unread = useNotificationUnread()
  return (
    <Link
      className={`${styles.bell} ${styles[tone]}`}
      to={NOTIFICATIONS_PATH}
      aria-label={unread > 0 ? `通知，${unread}条未读` : '通知'}
    >
      <Badge content={unread > 0 ? unreadBadge(unread) : null} className={styles.badge}>
        <BellOutline className={styles.icon} />
      </Badge>
    </Link>
  )
}
