import type { DrawCounts } from '../lottery-order.ts'
import styles from './draw-stats.module.css'

/** Total, used and remaining draws (spec §2). */
export function DrawStats({ counts }: { counts: DrawCounts }) {
  const items = [
    { label: '总次数', value: counts.total },
    { label: '已抽', value: counts.used },
    { label: '剩余', value: counts.remaining },
  ]
  return (
    <section className={styles.card} aria-label="抽奖次数">
      {items.map((item) => (
        <div key={item.label} className={styles.item}>
          <span className={styles.value}>{item.value}</span>
          <span className={styles.label}>{item.label}</span>
        </div>
      ))}
    </section>
  )
}
