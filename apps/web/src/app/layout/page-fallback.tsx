import { SpinLoading } from 'antd-mobile'
import styles from './page-fallback.module.css'

/** Shown only while the first page of a visit is still loading its code. */
export function PageFallback() {
  return (
    <div className={styles.fallback}>
      <SpinLoading color="primary" />
    </div>
  )
}
