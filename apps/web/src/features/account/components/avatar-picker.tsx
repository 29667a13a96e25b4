import { Avatar, SpinLoading } from 'antd-mobile'
import { CameraOutline } from 'antd-mobile-icons'
import { type ChangeEvent, useRef } from 'react'
import { IMAGE_ACCEPT, imageFileProblem } from '@/lib/image-file.ts'
import { showToast } from '@/lib/toast.ts'
import { useUpdateAvatar } from '../api/update-avatar.ts'
import styles from './avatar-picker.module.css'

/**
 * The avatar of /edit-user-info: tap to pick an image, checked here (type, 5 MB) before it is sent,
 * saved at once on its own (spec §7: POST /v1/dEsports/user/updateAvatar), independent of the form's save.
 */
export function AvatarPicker({ avatar }: { avatar: string }) {
  const input = useRef<HTMLInputElement>(null)
  const update = useUpdateAvatar()

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0]
    // Cleared, so picking the same file again after a failure still fires a change.
    event.target.value = ''
    if (!file) return
    const problem = imageFileProblem(file)
    if (problem) {
      showToast(problem)
      return
    }
    update.mutate(file, { onSuccess: () => showToast('头像已更新') })
  }

  return (
    <div className={styles.picker}>
      <button
        type="button"
        className={styles.button}
        onClick={() => input.current?.click()}
        disabled={update.isPending}
        aria-label="更换头像"
      >
        <Avatar className={styles.avatar} src={avatar} alt="" />
        <span className={styles.camera} aria-hidden="true">
          <CameraOutline />
        </span>
        {update.isPending && (
          <span className={styles.busy}>
            <SpinLoading color="white" style={{ '--size': '24px' }} />
          </span>
        )}
      </button>
      <span className={styles.hint}>{update.isPending ? '正在上传…' : '点击更换头像'}</span>
      <input
        ref={input}
        className={styles.file}
        type="file"
        accept={IMAGE_ACCEPT}
        onChange={pick}
        aria-label="选择头像图片"
        tabIndex={-1}
      />
    </div>
  )
}
