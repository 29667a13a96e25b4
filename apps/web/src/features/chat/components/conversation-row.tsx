import { CHAT_ROLE_LABELS, type ChatConversation } from '@dianjing/shared'
import { Badge } from 'antd-mobile'
import { Link } from 'react-router'
import { unreadBadge } from '@/components/unread-badge.ts'
import { orderChatPath } from '@/lib/order-chat.ts'
import { listTimeLabel } from '../thread.ts'
import styles from './conversation-row.module.css'

/** One order's chat in 消息: who, which order, the last line, when, and what is unread. */
export function ConversationRow({ conversation, today }: { conversation: ChatConversation; today: string }) {
  const peerRole = conversation.role === 'customer' ? 'worker' : 'customer'
  const peer = conversation.peerName || CHAT_ROLE_LABELS[peerRole]
  return (
    <li>
      <Link
        className={styles.row}
        to={orderChatPath(conversation.orderId)}
        aria-label={`${peer}，${conversation.title}${conversation.unread > 0 ? `，${conversation.unread}条未读` : ''}`}
      >
        <span className={`${styles.avatar} ${styles[peerRole]}`} aria-hidden>
          {[...peer][0]}
        </span>
        <span className={styles.main}>
          <span className={styles.line}>
            <span className={styles.peer}>{peer}</span>
            <span className={styles.role}>{CHAT_ROLE_LABELS[peerRole]}</span>
            {!conversation.open && <span className={styles.readOnly}>只读</span>}
            <span className={styles.time}>{listTimeLabel(conversation.lastTime, today)}</span>
          </span>
          <span className={styles.title}>{conversation.title || `订单 ${conversation.orderNum}`}</span>
          <span className={styles.line}>
            <span className={styles.last}>{conversation.lastText || '暂无消息'}</span>
            {conversation.unread > 0 && (
              <Badge className={styles.badge} content={unreadBadge(conversation.unread)} />
            )}
          </span>
        </span>
      </Link>
    </li>
  )
}
