import { Badge } from 'antd-mobile'
import { MessageFill, RightOutline } from 'antd-mobile-icons'
import { Link } from 'react-router'
import { MESSAGES_PATH, useChatUnread } from '@/lib/order-chat.ts'
import styles from './messages-entry.module.css'
import { unreadBadge } from './unread-badge.ts'

/**
 * The way into 消息 (the user's order chats) with the unread count, on /mine and the worker center.
 */
export function MessagesEntry({ className }: { className?: string }) {
  const unread = useChatUnread()
  return (
    <Link
      className={`${styles.entry} ${className ?? ''}`}
      to={MESSAGES_PATH}
      aria-label={unread > 0 ? `消息，${unread}条未读` : '消息'}
    >
      <span className={styles.icon}>
        <MessageFill />
      </span>
      <span className={styles.text}>
        <span className={styles.title}>消息</span>
        <span className={styles.hint}>{unread > 0 ? `${unread}条未读消息` : '订单聊天记录'}</span>
      </span>
      {unread > 0 && <Badge className={styles.badge} content={unreadBadge(unread)} />}
      <RightOutline className={styles.arrow} />
    </Link>
  )
}
