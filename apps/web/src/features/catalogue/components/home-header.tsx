import type { ReactNode } from 'react'
import styles from './home-header.module.css'

/** The brand at the top of home, and `action` at its right; the purple runs on behind the carousel. */
export function HomeHeader({ action }: { action?: ReactNode }) {
  return (
    <header className={styles.header}>
      <span className={styles.mark} aria-hidden="true">
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <path
            fill="currentColor"
            d="M7.5 7h9A5.5 5.5 0 0 1 22 12.5v.6a4 4 0 0 1-7.1 2.5l-.6-.6H9.7l-.6.6A4 4 0 0 1 2 13.1v-.6A5.5 5.5 0 0 1 7.5 7Zm-.5 3v1.5H5.5v1.5H7v1.5h1.5V13H10v-1.5H8.5V10H7Zm9.3.2a1.1 1.1 0 1 0 0 2.2 1.1 1.1 0 0 0 0-2.2Zm-1.9 2.2a1.1 1.1 0 1 0 0 2.2 1.1 1.1 0 0 0 0-2.2Zm3.8 0a1.1 1.1 0 1 0 0 2.2 1.1 1.1 0 0 0 0-2.2Z"
          />
        </svg>
      </span>
      <h1 className={styles.name}>电竞陪练</h1>
      {action && <span className={styles.action}>{action}</span>}
    </header>
  )
}
