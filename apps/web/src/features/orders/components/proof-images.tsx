import { ImageViewer } from 'antd-mobile'
import styles from './proof-images.module.css'

interface ProofImagesProps {
  images: string[]
  /** How many thumbnails fit; the last one shown tells how many more there are. */
  limit?: number
  /** Small thumbnails in a row (on an order card). */
  compact?: boolean
}

/** The worker's proof of service: thumbnails that open full screen, swipeable. */
export function ProofImages({ images, limit = images.length, compact = false }: ProofImagesProps) {
  if (images.length === 0) return null
  const shown = images.slice(0, limit)
  const more = images.length - shown.length
  const open = (index: number) => ImageViewer.Multi.show({ images, defaultIndex: index })
  return (
    <ul className={`${styles.grid} ${compact ? styles.compact : ''}`} aria-label="服务凭证">
      {shown.map((image, index) => (
        <li key={image}>
          <button
            type="button"
            className={styles.thumb}
            aria-label={`查看凭证 ${index + 1}`}
            onClick={() => open(index)}
          >
            <img src={image} alt="" loading="lazy" decoding="async" />
            {more > 0 && index === shown.length - 1 && <span className={styles.more}>+{more}</span>}
          </button>
        </li>
      ))}
    </ul>
  )
}
