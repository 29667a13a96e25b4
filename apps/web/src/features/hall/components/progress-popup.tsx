import { PROGRESS_IMAGES_MAX, PROGRESS_NOTE_MAX, ProgressMessages, progressBody } from '@dianjing/shared'
import { Button, ImageUploader, type ImageUploadItem, Popup, Slider, Stepper, TextArea } from 'antd-mobile'
import { useState } from 'react'
import { ImagePickButton, imagesToAdd, noUploadQueue } from '@/components/image-pick-button.tsx'
import { useObjectUrls } from '@/lib/object-urls.ts'
import { showToast } from '@/lib/toast.ts'
import { uploadImage } from '@/lib/upload-image.ts'
import { validate } from '@/lib/validate.ts'
import { usePostProgress } from '../api/post-progress.ts'
import styles from './progress-popup.module.css'

/** Counted as the server counts (its schema trims, then measures the string). */
export const progressNoteLength = (note: string) => note.trim().length

const NOTE_ID = 'progress-note'
const SLIDER_MARKS = { 0: '0%', 25: '25%', 50: '50%', 75: '75%', 100: '100%' }

/** A screenshot on screen: a preview of the phone's file while it uploads, then its uploaded path. */
type Screenshot = ImageUploadItem & { uploading?: boolean }

interface ProgressPopupProps {
  orderId: number
  /** The latest percentage posted: where the slider starts until the worker moves it. */
  lastPercent: number
  visible: boolean
  onClose: () => void
}

/**
 * 更新进度 (issue 22): a percentage, a note and up to six screenshots. The draft stays while the popup
 * is closed and reopened; a posted update clears it.
 */
export function ProgressPopup({ orderId, lastPercent, visible, onClose }: ProgressPopupProps) {
  const post = usePostProgress()
  // null: not moved yet, so it follows the latest update.
  const [picked, setPicked] = useState<number | null>(null)
  const [note, setNote] = useState('')
  const [images, setImages] = useState<Screenshot[]>([])
  const preview = useObjectUrls(images.map((image) => image.url))
  const percent = picked ?? lastPercent
  const length = progressNoteLength(note)
  const over = length > PROGRESS_NOTE_MAX
  const uploading = images.some((image) => image.uploading)

  const pick = (files: File[]) => {
    const room = PROGRESS_IMAGES_MAX - images.length
    const added = imagesToAdd(files, room, ProgressMessages.tooManyImages).map((file) => {
      const url = preview(file)
      return { file, image: { key: url, url, uploading: true } }
    })
    if (added.length === 0) return
    setImages((current) => [...current, ...added.map(({ image }) => image)])
    for (const { file, image } of added) {
      const settle = (path: string | null) =>
        setImages((current) =>
          path === null
            ? current.filter((one) => one.key !== image.key)
            : current.map((one) => (one.key === image.key ? { key: image.key, url: path } : one)),
        )
      // A failed upload was toasted by the request client; its preview goes.
      uploadImage(file).then(
        (path) => settle(typeof path === 'string' && path ? path : null),
        () => settle(null),
      )
    }
  }

  const submit = async () => {
    if (uploading || post.isPending) return
    const checked = validate(progressBody, {
      orderId,
      percent,
      note,
      images: images.map((image) => image.url),
    })
    if (!checked.ok) {
      showToast(checked.message)
      return
    }
    try {
      await post.mutateAsync(checked.data)
    } catch {
      // The server's refusal, or the lost connection, was toasted by the request client.
      return
    }
    showToast(ProgressMessages.posted)
    setPicked(null)
    setNote('')
    setImages([])
    onClose()
  }

  return (
    <Popup
      visible={visible}
      onClose={onClose}
      onMaskClick={onClose}
      showCloseButton
      bodyClassName={styles.body}
    >
      <h2 className={styles.heading}>更新进度</h2>
      <div className={styles.percentRow}>
        <span className={styles.label} id="progress-percent-label">
          当前进度
        </span>
        <Stepper
          className={styles.stepper}
          min={0}
          max={100}
          step={5}
          digits={0}
          value={percent}
          onChange={(value) => setPicked(Math.round(value ?? 0))}
          aria-labelledby="progress-percent-label"
        />
        <span className={styles.unit}>%</span>
      </div>
      <Slider
        className={styles.slider}
        min={0}
        max={100}
        step={1}
        marks={SLIDER_MARKS}
        value={percent}
        onChange={(value) => setPicked(typeof value === 'number' ? value : value[1])}
        aria-label="进度百分比"
      />
      <div className={styles.noteHead}>
        <label className={styles.label} htmlFor={NOTE_ID}>
          进度说明
        </label>
        <span className={`${styles.count} ${over ? styles.over : ''}`} aria-live="polite">
          {over ? `超出${length - PROGRESS_NOTE_MAX}字 ` : ''}
          {length}/{PROGRESS_NOTE_MAX}
        </span>
      </div>
      <TextArea
        id={NOTE_ID}
        className={styles.note}
        placeholder="如：已打完3局，当前段位钻石II"
        rows={3}
        autoSize={{ minRows: 3, maxRows: 6 }}
        value={note}
        onChange={setNote}
      />
      <p className={styles.label}>
        进度截图<span className={styles.optional}>（选填，最多{PROGRESS_IMAGES_MAX}张）</span>
      </p>
      <ImageUploader
        className={styles.uploader}
        value={images}
        onChange={setImages}
        disableUpload
        upload={noUploadQueue}
        maxCount={PROGRESS_IMAGES_MAX}
        onDelete={(image: Screenshot) => !image.uploading}
        renderItem={(cell, image: Screenshot) =>
          image.uploading ? (
            <div className={styles.uploading}>
              {cell}
              <span className={styles.uploadingMask}>上传中…</span>
            </div>
          ) : (
            cell
          )
        }
      >
        <ImagePickButton label="添加进度截图" onPick={pick} />
      </ImageUploader>
      <p className={styles.hint}>填写说明或上传截图至少一项，客户会在订单中看到。</p>
      <Button
        block
        color="primary"
        shape="rounded"
        size="large"
        disabled={uploading}
        loading={post.isPending}
        loadingText="提交中"
        onClick={() => void submit()}
      >
        {uploading ? '截图上传中…' : '提交进度'}
      </Button>
    </Popup>
  )
}
