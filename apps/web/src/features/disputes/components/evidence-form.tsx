import { DisputeMessages, EVIDENCE_IMAGES_MAX, EVIDENCE_TEXT_MAX, evidenceBody } from '@dianjing/shared'
import { Button, ImageUploader, type ImageUploadItem } from 'antd-mobile'
import { useState } from 'react'
import { ImagePickButton, imagesToAdd, noUploadQueue } from '@/components/image-pick-button.tsx'
import { useObjectUrls } from '@/lib/object-urls.ts'
import { showToast } from '@/lib/toast.ts'
import { uploadImage } from '@/lib/upload-image.ts'
import { validate } from '@/lib/validate.ts'
import { useSubmitEvidence } from '../api/submit-evidence.ts'
import { CountedText } from './counted-text.tsx'
import styles from './evidence-form.module.css'

/** An image on screen: a preview of the phone's file while it uploads, then its uploaded path. */
type EvidenceImage = ImageUploadItem & { uploading?: boolean }

interface EvidenceFormProps {
  orderId: number
  arbitrationId: number
}

/** 提交证据: a text, up to six images, or both, uploaded as the progress screenshots are. */
export function EvidenceForm({ orderId, arbitrationId }: EvidenceFormProps) {
  const submitEvidence = useSubmitEvidence(orderId)
  const [text, setText] = useState('')
  const [images, setImages] = useState<EvidenceImage[]>([])
  const [error, setError] = useState('')
  const preview = useObjectUrls(images.map((image) => image.url))
  const uploading = images.some((image) => image.uploading)

  const pick = (files: File[]) => {
    const room = EVIDENCE_IMAGES_MAX - images.length
    const added = imagesToAdd(files, room, DisputeMessages.tooManyImages).map((file) => {
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

  const submit = () => {
    if (uploading || submitEvidence.isPending) return
    const checked = validate(evidenceBody, {
      arbitrationId,
      text,
      images: images.map((image) => image.url),
    })
    if (!checked.ok) {
      setError(checked.message)
      return
    }
    setError('')
    submitEvidence.mutate(checked.data, {
      onSuccess: () => {
        showToast(DisputeMessages.evidenceSaved)
        setText('')
        setImages([])
      },
    })
  }

  return (
    <div className={styles.form}>
      <CountedText
        id="evidence-text"
        label="提交证据"
        value={text}
        onChange={setText}
        max={EVIDENCE_TEXT_MAX}
        placeholder="说明经过，如：打手中途离线两天未上号"
        error={error}
      />
      <p className={styles.label}>
        证据图片<span className={styles.optional}>（选填，最多{EVIDENCE_IMAGES_MAX}张）</span>
      </p>
      <ImageUploader
        className={styles.uploader}
        value={images}
        onChange={setImages}
        disableUpload
        upload={noUploadQueue}
        maxCount={EVIDENCE_IMAGES_MAX}
        onDelete={(image: EvidenceImage) => !image.uploading}
        renderItem={(cell, image: EvidenceImage) =>
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
        <ImagePickButton label="添加证据图片" onPick={pick} />
      </ImageUploader>
      <Button
        block
        color="primary"
        shape="rounded"
        disabled={uploading}
        loading={submitEvidence.isPending}
        loadingText="提交中"
        onClick={submit}
      >
        {uploading ? '图片上传中…' : '提交证据'}
      </Button>
    </div>
  )
}
