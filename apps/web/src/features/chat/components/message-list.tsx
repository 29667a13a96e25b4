import { type ChatMessageView, formatDate } from '@dianjing/shared'
import { DotLoading } from 'antd-mobile'
import { DownOutline } from 'antd-mobile-icons'
import { useEffect, useLayoutEffect, useRef, useState } from 'react'
import type { PeerMarks } from '../api/live-chat.ts'
import { markOf, timelineOf } from '../thread.ts'
import { ChatMessage } from './chat-message.tsx'
import styles from './message-list.module.css'

/** Within this of the bottom the user is following the chat: new messages scroll into view. */
const FOLLOW_PX = 80
/** Within this of the top, the page before is asked for. */
const LOAD_OLDER_PX = 80

interface MessageListProps {
  messages: ChatMessageView[]
  peerMarks: PeerMarks
  hasMore: boolean
  loadingOlder: boolean
  onLoadOlder: () => void
  onActions: (message: ChatMessageView) => void
  /** Said while there is no message yet. */
  emptyHint: string
}

/**
 * The messages, oldest at the top. Opens at the newest; older pages load when scrolled to the top
 * without moving what is on screen; a new message scrolls into view when the user is at the bottom
 * (or wrote it), and is counted on a 新消息 button otherwise.
 */
export function MessageList(props: MessageListProps) {
  const { messages, peerMarks, hasMore, loadingOlder, onLoadOlder, onActions, emptyHint } = props
  const scroller = useRef<HTMLDivElement>(null)
  const following = useRef(true)
  // Where the list stood when older messages were asked for, to stand there again after.
  const anchor = useRef<{ height: number; top: number } | null>(null)
  const shown = useRef<{ firstId?: number; lastId?: number }>({})
  const [seenUpTo, setSeenUpTo] = useState(0)

  const firstId = messages[0]?.id
  const last = messages.at(-1)
  const lastId = last?.id

  useLayoutEffect(() => {
    const list = scroller.current
    if (!list) return
    const before = shown.current
    shown.current = { firstId, lastId }
    if (firstId !== before.firstId && before.firstId !== undefined && anchor.current) {
      list.scrollTop = list.scrollHeight - anchor.current.height + anchor.current.top
      anchor.current = null
    }
    if (lastId !== before.lastId && lastId !== undefined) {
      if (before.lastId === undefined || following.current || last?.mine) {
        list.scrollTop = list.scrollHeight
        following.current = true
        setSeenUpTo(lastId)
      }
    }
  }, [firstId, lastId, last?.mine])

  // The list grows shorter when the input bar does (images picked, more lines, the keyboard opening):
  // a user following the chat keeps seeing its newest message.
  useEffect(() => {
    const list = scroller.current
    if (!list || typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(() => {
      if (following.current) list.scrollTop = list.scrollHeight
    })
    observer.observe(list)
    return () => observer.disconnect()
  }, [])

  const onScroll = () => {
    const list = scroller.current
    if (!list) return
    following.current = list.scrollHeight - list.scrollTop - list.clientHeight < FOLLOW_PX
    if (following.current && lastId !== undefined) setSeenUpTo(lastId)
    // Asked again after a page that failed: the anchor is simply set anew.
    if (list.scrollTop < LOAD_OLDER_PX && hasMore && !loadingOlder) {
      anchor.current = { height: list.scrollHeight, top: list.scrollTop }
      onLoadOlder()
    }
  }

  const unseen = messages.filter((message) => message.id > seenUpTo && !message.mine).length
  const today = formatDate(new Date())

  return (
    <div className={styles.wrap}>
      <div className={styles.list} ref={scroller} onScroll={onScroll} aria-label="聊天记录" role="log">
        {hasMore ? (
          <p className={styles.top}>{loadingOlder ? <DotLoading /> : '上滑查看更早的消息'}</p>
        ) : (
          messages.length > 0 && <p className={styles.top}>聊天记录将作为订单凭证保存</p>
        )}
        {messages.length === 0 && <p className={styles.empty}>{emptyHint}</p>}
        {timelineOf(messages, today).map((item) =>
          item.kind === 'time' ? (
            <p key={item.key} className={styles.time}>
              {item.label}
            </p>
          ) : (
            <ChatMessage
              key={item.key}
              message={item.message}
              mark={markOf(item.message, peerMarks)}
              onActions={onActions}
            />
          ),
        )}
      </div>
      {unseen > 0 && (
        <button
          type="button"
          className={styles.newBelow}
          onClick={() => {
            const list = scroller.current
            if (list) list.scrollTop = list.scrollHeight
            following.current = true
            if (lastId !== undefined) setSeenUpTo(lastId)
          }}
        >
          <DownOutline />
          {unseen}条新消息
        </button>
      )}
    </div>
  )
}
