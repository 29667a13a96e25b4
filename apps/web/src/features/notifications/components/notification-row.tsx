import { NOTIFICATION_KIND_LABELS, type NotificationKind, type NotificationView } from '@dianjing/shared'
import {
  FileOutline,
  MessageOutline,
  PayCircleOutline,
  RightOutline,
  UserSetOutline,
} from 'antd-mobile-icons'
import type { ReactNode } from 'react'
import { type NotificationGroup, notificationGroup, notificationTime } from '../notification-view.ts'
import styles from './notification-row.module.css'

const ICONS: Record<NotificationGroup, ReactNode> = {
  order: <FileOutline />,
  money: <PayCircleOutline />,
  chat: <MessageOutline />,
  account: <UserSetOutline />,
}

interface NotificationRowProps {
  notification: NotificationView
  today: string
  /** Whether a tap goes somewhere (the notification has a page of the app). */
  linked: boolean
  onOpen: (notification: NotificationView) => void
}

/** One notification: what happened, when, and whether it was read; a tap marks it read and opens it. */
export function NotificationRow({ notification, today, linked, onOpen }: NotificationRowProps) {
  const group = notificationGroup(notification.kind)
  const kindLabel = NOTIFICATION_KIND_LABELS[notification.kind as NotificationKind] ?? '通知'
  return (
    <li>
      <button
        type="button"
        className={`${styles.row} ${notification.read ? '' : styles.unread}`}
        aria-label={`${notification.read ? '' : '未读，'}${notification.title}`}
        onClick={() => onOpen(notification)}
      >
        <span className={`${styles.icon} ${styles[group]}`} title={kindLabel} aria-hidden>
          {ICONS[group]}
          {!notification.read && <span className={styles.dot} />}
        </span>
        <span className={styles.main}>
          <span className={styles.line}>
            <span className={styles.title}>{notification.title}</span>
            <span className={styles.time}>{notificationTime(notification.time, today)}</span>
          </span>
          <span className={styles.body}>{notification.body}</span>
        </span>
        {linked && <RightOutline className={styles.arrow} aria-hidden />}
      </button>
    </li>
  )
}
