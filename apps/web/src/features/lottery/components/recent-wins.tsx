import { DrawMessages, type DrawRecord } from '../lottery-order.ts'
import styles from './recent-wins.module.css'

/** The latest draws, newest first (spec §2), or a hint when there are none yet. */
export function RecentWins({ wins }: { wins: DrawRecord[] }) {
  return (
    <section className={styles.card} aria-labelledby="recent-wins-title">
      <h2 id="recent-wins-title" className={styles.title}>
        最近中奖
      </h2>
      {wins.length === 0 ? (
        <p className={styles.empty}>{DrawMessages.noWins}</p>
      ) : (
        <ul className={styles.list}>
          {wins.map((win) => (
            <li key={win.round} className={styles.item}>
              <span className={styles.prize}>{win.prize.name}</span>
              <span className={styles.round}>第{win.round}次</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
