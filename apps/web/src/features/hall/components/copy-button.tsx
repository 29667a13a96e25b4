import { copyText } from '@/lib/clipboard.ts'
import styles from './copy-button.module.css'

/** A small 复制 button beside a value the worker pastes elsewhere (the game account, the phone). */
export function CopyButton({ value, label }: { value: string; label: string }) {
  return (
    <button
      type="button"
      className={styles.copy}
      aria-label={`复制${label}`}
      onClick={() => void copyText(value)}
    >
      复制
    </button>
  )
}
