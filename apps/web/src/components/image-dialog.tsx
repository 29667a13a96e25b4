import { Dialog } from 'antd-mobile'
import styles from './image-dialog.module.css'

interface ImageDialogOptions {
  title: string
  /** The configured image; empty while staff have not set one. */
  image: string
  hint?: string
}

/**
 * An image in a dialog (the complaint and assessment entries of /mine). A plain `<img>` on purpose:
 * WeChat offers save and QR recognition on a long press of one.
 */
export function showImageDialog({ title, image, hint }: ImageDialogOptions): void {
  if (!image) {
    Dialog.alert({
      title,
      content: <p className={styles.text}>暂未开放，请联系客服</p>,
      confirmText: '我知道了',
    })
    return
  }
  Dialog.alert({
    title,
    closeOnMaskClick: true,
    content: (
      <div className={styles.body}>
        <img className={styles.image} src={image} alt={title} />
        {hint && <p className={styles.text}>{hint}</p>}
      </div>
    ),
    confirmText: '关闭',
  })
}
