import { Rate } from 'antd-mobile'
import styles from './given-stars.module.css'

/** The stars the customer gave the worker, read-only. */
export function GivenStars({ stars }: { stars: number }) {
  return (
    <span className={styles.given}>
      <span className={styles.label}>我的评价</span>
      <Rate className={styles.rate} value={stars} readOnly aria-label={`${stars} 星`} />
    </span>
  )
}
