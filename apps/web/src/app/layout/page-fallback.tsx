import 'antd-mobile/es/components/spin-loading/spin-loading.css'
import type { CSSProperties } from 'react'
import styles from './page-fallback.module.css'

const CIRCUMFERENCE = 15 * Math.PI * 2

/**
 * Shown only while the first page of a visit is still loading its code: antd-mobile's SpinLoading
 * (primary) drawn with a CSS animation of the same arc, since the component animates it with
 * react-spring, which would otherwise be in every first download.
 */
export function PageFallback() {
  return (
    <div className={styles.fallback}>
      <div className="adm-spin-loading" style={{ '--color': 'var(--adm-color-primary)' } as CSSProperties}>
        <svg className="adm-spin-loading-svg" viewBox="0 0 32 32" aria-hidden="true">
          <circle
            className={`adm-spin-loading-fill ${styles.arc}`}
            fill="transparent"
            strokeWidth="2"
            strokeDasharray={CIRCUMFERENCE}
            strokeLinecap="square"
            r={15}
            cx={16}
            cy={16}
          />
        </svg>
      </div>
    </div>
  )
}
