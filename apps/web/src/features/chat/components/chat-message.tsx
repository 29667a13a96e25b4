import { CHAT_ROLE_LABELS, CHAT_SAFETY_NOTICE, type ChatMark, type ChatMessageView } from '@dianjing/shared'
import { ExclamationShieldOutline } from 'antd-mobile-icons'
import { previewImages } from '@/components/image-preview.ts'
import { MARK_LABELS } from '../thread.ts'
import styles from './chat-message.module.css'
import { useLongPress } from './use-long-press.ts'

interface ChatMessageProps {
  message: ChatMessageView
  /** For my own messages: 已发送, 已送达 or 已读. */
  mark: ChatMark | null
  /** Copy, and report what the others wrote: on a long press, or a tap on the other side's text. */
  onActions: (message: ChatMessageView) => void
}

function Images({ images }: { images: string[] }) {
  return (
    <div className={`${styles.images} ${images.length === 1 ? styles.single : ''}`}>
      {images.map((image, index) => (
        <button
          key={image}
          type="button"
          className={styles.thumb}
          aria-label={`查看图片 ${index + 1}`}
          onClick={(event) => {
            event.stopPropagation()
            previewImages(images, index)
          }}
        >
          <img src={image} alt="" loading="lazy" />
        </button>
      ))}
    </div>
  )
}

/** One message: mine on the right, the other side's on the left, 平台客服 across the middle. */
export function ChatMessage({ message, mark, onActions }: ChatMessageProps) {
  const { handlers, justPressed } = useLongPress(() => onActions(message))
  const side = message.role === 'staff' ? styles.staff : message.mine ? styles.mine : styles.theirs
  const tapOpensActions = !message.mine && message.body !== ''

  return (
    <div className={`${styles.row} ${side}`} data-message-id={message.id}>
      <div className={styles.content} {...handlers}>
        {message.role === 'staff' && <span className={styles.staffLabel}>{CHAT_ROLE_LABELS.staff}</span>}
        {message.body && (
          <div
            className={styles.bubble}
            onClick={() => {
              if (tapOpensActions && !justPressed()) onActions(message)
            }}
          >
            {message.body}
          </div>
        )}
        {message.images.length > 0 && <Images images={message.images} />}
      </div>
      {message.masked && (
        <p className={styles.masked}>
          <ExclamationShieldOutline />
          {CHAT_SAFETY_NOTICE}
        </p>
      )}
      {mark && (
        <span className={`${styles.mark} ${mark === 'read' ? styles.read : ''}`}>{MARK_LABELS[mark]}</span>
      )}
    </div>
  )
}
