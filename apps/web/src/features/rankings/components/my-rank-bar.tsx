import { type RankingEntry, WorkerRankingKind } from '@dianjing/shared'
import { myRankText, rankingValue, type WorkerRankingType } from '../ranking-format.ts'
import styles from './my-rank-bar.module.css'
import { RankAvatar } from './rank-avatar.tsx'

/** The caller's own place, pinned under the board (spec §2: "the user's own rank is pinned"). */
export function MyRankBar({ my, type }: { my: RankingEntry; type: WorkerRankingType }) {
  return (
    <section className={styles.bar} aria-label="我的排名">
      <RankAvatar src={my.avatar} name={my.nickName} size={40} />
      <div className={styles.who}>
        <span className={styles.label}>我的排名</span>
        <strong className={`${styles.rank} ${my.sort > 0 ? '' : styles.unranked}`}>
          {myRankText(my.sort)}
        </strong>
      </div>
      <div className={styles.value}>
        <span className={styles.label}>
          {Number(type) === WorkerRankingKind.orders ? '已完成' : '本月收入'}
        </span>
        <strong>{rankingValue(type, my.count)}</strong>
      </div>
    </section>
  )
}
