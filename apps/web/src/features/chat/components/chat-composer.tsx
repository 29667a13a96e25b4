import { CHAT_IMAGES_MAX, CHAT_TEXT_MAX, ChatMessages } from '@dianjing/shared'
import { Button, TextArea } from 'antd-mobile'
import { CloseOutline, PictureOutline } from 'antd-mobile-icons'
import { useState } from 'react'
import { imagesToAdd } from '@/components/image-pick-button.tsx'
import { IMAGE_ACCEPT } from '@/lib/image-file.ts'
import { useObjectUrls } from '@/lib/object-urls.ts'
import { uploadImage } from '@/lib/upload-image.ts'
import styles from './chat-composer.module.css'

/** One chat page at a time: the field's id is fixed. */
const CHAT_INPUT_ID = 'chat-input'

/** Counted as the server counts: characters, not UTF-16 units, after trimming. */
export const chatTextLength = (text: string) => [...text.trim()].length

interface PickedImage {
  key: string
  /** A preview of the phone's file while uploading, then the uploaded path. */
  url: string
  uploading: boolean
}

export interface ChatDraft {
  body: string
  images: string[]
}

interface ChatComposerProps {
  sending: boolean
  /** Resolves true once the message is stored, and the draft is cleared; false keeps it. */
  onSend: (draft: ChatDraft) => Promise<boolean>
}

/** The input bar: text (counted against the limit), up to three images uploaded as picked, 发送. */
export function ChatComposer({ sending, onSend }: ChatComposerProps) {
  const [text, setText] = useState('')
  const [images, setImages] = useState<PickedImage[]>([])
  const preview = useObjectUrls(images.map((image) => image.url))
  const length = chatTextLength(text)
  const over = length > CHAT_TEXT_MAX
  const uploading = images.some((image) => image.uploading)
  const ready = !sending && !uploading && !over && (length > 0 || images.length > 0)

  const pick = (files: File[]) => {
    const picked = imagesToAdd(files, CHAT_IMAGES_MAX - images.length, ChatMessages.tooManyImages).map(
      (file) => {
        const url = preview(file)
        return { file, image: { key: url, url, uploading: true } }
      },
    )
    if (picked.length === 0) return
    setImages((current) => [...current, ...picked.map(({ image }) => image)])
    for (const { file, image } of picked) {
      const settle = (path: string | null) =>
        setImages((current) =>
          path === null
            ? current.filter((one) => one.key !== image.key)
            : current.map((one) => (one.key === image.key ? { ...one, url: path, uploading: false } : one)),
        )
      // A failed upload was toasted by the request client; its preview goes.
      uploadImage(file).then(
        (path) => settle(typeof path === 'string' && path ? path : null),
        () => settle(null),
      )
    }
  }

  const send = async () => {
    if (!ready) return
    const draft = { body: text.trim(), images: images.map((image) => image.url) }
    if (!(await onSend(draft))) return
    // Only what was sent goes: anything typed or picked while it was on its way stays.
    setText((current) => (current.trim() === draft.body ? '' : current))
    setImages((current) => current.filter((image) => !draft.images.includes(image.url)))
  }

  return (
    <div className={styles.composer}>
      {images.length > 0 && (
        <ul className={styles.picked} aria-label="待发送的图片">
          {images.map((image, index) => (
            <li key={image.key} className={styles.pickedImage}>
              <img src={image.url} alt="" />
              {image.uploading ? (
                <span className={styles.uploading}>上传中…</span>
              ) : (
                <button
                  type="button"
                  className={styles.remove}
                  aria-label={`移除图片 ${index + 1}`}
                  onClick={() => setImages((current) => current.filter((one) => one.key !== image.key))}
                >
                  <CloseOutline />
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      <div className={styles.row}>
        <label className={`${styles.pick} ${images.length >= CHAT_IMAGES_MAX ? styles.full : ''}`}>
          <PictureOutline />
          <input
            type="file"
            aria-label="选择图片"
            accept={IMAGE_ACCEPT}
            multiple
            disabled={images.length >= CHAT_IMAGES_MAX}
            onChange={(event) => {
              const files = [...(event.target.files ?? [])]
              event.target.value = ''
              pick(files)
            }}
          />
        </label>
        <div className={styles.field}>
          <label className={styles.label} htmlFor={CHAT_INPUT_ID}>
            输入消息
          </label>
          <TextArea
            id={CHAT_INPUT_ID}
            className={styles.input}
            placeholder="输入消息…"
            value={text}
            onChange={setText}
            rows={1}
            autoSize={{ minRows: 1, maxRows: 4 }}
            enterKeyHint="send"
            onEnterPress={(event) => {
              if (event.shiftKey || event.nativeEvent.isComposing) return
              event.preventDefault()
              void send()
            }}
          />
          {length > 0 && (
            <span className={`${styles.count} ${over ? styles.over : ''}`}>
              {over ? `超出${length - CHAT_TEXT_MAX}字 ` : ''}
              {length}/{CHAT_TEXT_MAX}
            </span>
          )}
        </div>
        <Button
          className={styles.send}
          color="primary"
          size="small"
          shape="rounded"
          disabled={!ready}
          loading={sending}
          onClick={() => void send()}
        >
          发送
        </Button>
      </div>
    </div>
  )
}

/** In place of the input bar when nobody may write: the server's reason. */
export function ChatClosedBar({ reason }: { reason: string }) {
  return (
    <div className={`${styles.composer} ${styles.closed}`} role="status">
      {reason}
    </div>
  )
}
