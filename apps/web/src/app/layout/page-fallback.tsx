import { SpinLoadingMarkup } from '@/lib/adapters/antd-mobile-markup.tsx'
import styles from './page-fallback.module.css'

/**
 * Shown only while the first page of a visit is still loading its code: antd-mobile's SpinLoading
 * (primary) drawn with a CSS animation of the same arc (lib/adapters/antd-mobile-markup.tsx), since the
 * component animates it with react-spring, which would otherwise be in every first download.
 */
export function PageFallback() {
  return (
    <div className={styles.fallback}>
      <SpinLoadingMarkup arcClassName={styles.arc} />
    </div>
  )
}
