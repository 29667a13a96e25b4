import { FulfilmentMessages, PROOF_IMAGES_MAX, WorkerToasts } from '@dianjing/shared'
import { Button, ImageUploader, type ImageUploadItem } from 'antd-mobile'
import { useEffect, useRef, useState } from 'react'
import { ImagePickButton, imagesToAdd, noUploadQueue } from '@/components/image-pick-button.tsx'
import { useObjectUrls } from '@/lib/object-urls.ts'
import { isBusinessError } from '@/lib/request.ts'
import { showToast } from '@/lib/toast.ts'
import { uploadImage } from '@/lib/upload-image.ts'
import { useUpdateOrderAttachment } from '../api/worker-orders.ts'
import { proofPaths } from '../worker-order-view.ts'
import styles from './proof-section.module.css'

export const KEEP_ONE_PROOF = '至少保留一张服务凭证'

/** Uploaded at once; answers its path, or throws after saying why. */
async function uploadProof(file: File): Promise<string> {
  const path = await uploadImage(file)
  if (typeof path !== 'string' || !path) {
    showToast(WorkerToasts.uploadFormat)
    throw new Error(WorkerToasts.uploadFormat)
  }
  return path
}

/** A proof image on screen: saved on the server (`url` is its path), or still uploading (a preview). */
type ProofImage = ImageUploadItem & { uploading?: boolean }

interface ProofEditorProps {
  orderId: number
  /** What the server holds, comma-joined. */
  attachment: string
  /** Told whether proof is on its way (uploading or saving), so 完成订单 waits for it. */
  onBusyChange: (busy: boolean) => void
}

/**
 * The worker's proof images while in service. Each change is saved as soon as no upload is running,
 * one save at a time, so the server always ends with the list on screen; a failed save waits for 重新保存.
 */
export function ProofEditor({ orderId, attachment, onBusyChange }: ProofEditorProps) {
  const save = useUpdateOrderAttachment()
  const [images, setImages] = useState<ProofImage[]>(() =>
    proofPaths(attachment).map((url) => ({ key: url, url })),
  )
  const [failed, setFailed] = useState<string | null>(null)
  const preview = useObjectUrls(images.map((image) => image.url))
  const uploading = images.some((image) => image.uploading)
  // One save at a time: a second one started before the first answered could land first.
  const inFlight = useRef(false)
  const current = images.map((image) => image.url).join(',')
  const saved = proofPaths(attachment).join(',')
  // What the server holds: the order's `attachment` catches up with a save a render after the save
  // says it is done, and a list saved once must not look unsaved in between (it would be sent again).
  const held = save.isSuccess ? save.variables.attachment : saved
  const dirty = current !== held

  const persist = () => {
    if (inFlight.current) return
    inFlight.current = true
    save.mutate(
      { orderId, attachment: current },
      {
        onSettled: () => {
          inFlight.current = false
        },
        onSuccess: () => {
          setFailed(null)
          showToast(FulfilmentMessages.proofSaved)
        },
        onError: (error) => {
          setFailed(current)
          if (!isBusinessError(error)) showToast(WorkerToasts.saveFailed)
        },
      },
    )
  }

  // Each picked file is shown at once from the phone, then stands for its uploaded path (or goes).
  const pick = (files: File[]) => {
    const room = PROOF_IMAGES_MAX - images.length
    const picked = imagesToAdd(files, room, FulfilmentMessages.proofImagesMax).map((file) => {
      const url = preview(file)
      return { file, image: { key: url, url, uploading: true } }
    })
    if (picked.length === 0) return
    setImages([...images, ...picked.map(({ image }) => image)])
    for (const { file, image } of picked) {
      const settle = (uploaded: string | null) =>
        setImages((current) =>
          uploaded === null
            ? current.filter((one) => one.key !== image.key)
            : current.map((one) => (one.key === image.key ? { key: image.key, url: uploaded } : one)),
        )
      uploadProof(file).then(settle, () => settle(null))
    }
  }

  useEffect(() => {
    if (uploading || save.isPending || !dirty || images.length === 0 || current === failed) return
    persist()
  })

  const busy = uploading || save.isPending || (dirty && images.length > 0 && current !== failed)
  useEffect(() => onBusyChange(busy), [busy, onBusyChange])

  let status: string
  if (uploading) status = '图片上传中…'
  else if (save.isPending) status = '凭证保存中…'
  else if (dirty && current === failed) status = '凭证未保存'
  else if (images.length > 0) status = `已保存 ${images.length} 张凭证`
  else status = '请上传游戏战绩、结算截图等服务凭证'

  return (
    <>
      <p className={styles.hint}>最多 {PROOF_IMAGES_MAX} 张，单张不超过5MB；上传后自动保存。</p>
      <ImageUploader
        className={styles.uploader}
        value={images}
        onChange={setImages}
        disableUpload
        upload={noUploadQueue}
        renderItem={(cell, image: ProofImage) =>
          image.uploading ? (
            <div className={styles.uploading}>
              {cell}
              <span className={styles.uploadingMask}>上传中…</span>
            </div>
          ) : (
            cell
          )
        }
        onDelete={(image: ProofImage) => {
          if (image.uploading) return false
          // The server keeps at least one image once there is proof; replace by adding first.
          if (images.length === 1 && saved) {
            showToast(KEEP_ONE_PROOF)
            return false
          }
          return true
        }}
        maxCount={PROOF_IMAGES_MAX}
        aria-label="上传服务凭证"
      >
        <ImagePickButton label="添加服务凭证" onPick={pick} />
      </ImageUploader>
      <div className={styles.status} aria-live="polite">
        <span className={dirty && current === failed ? styles.failed : undefined}>{status}</span>
        {dirty && current === failed && (
          <Button size="mini" color="primary" fill="outline" onClick={persist}>
            重新保存
          </Button>
        )}
      </div>
    </>
  )
}
