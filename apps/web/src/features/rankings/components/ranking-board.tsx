import { EmptyState } from '@/components/empty-state.tsx'
import { splitPodium } from '../ranking-format.ts'
import { Podium, type PodiumEntry } from './podium.tsx'
import styles from './ranking-board.module.css'
import { RankingRow, type RankingRowProps } from './ranking-row.tsx'

interface RankingBoardProps {
  /** Under the tabs, on the banner: how the board is computed. */
  note: string
  /** Everyone on the board in rank order; the first three stand on the podium. */
  entries: (PodiumEntry & Pick<RankingRowProps, 'rank' | 'mine'>)[]
  empty: { title: string; description: string }
}

/** A leaderboard: the podium on a banner, the rest in a list below it. */
export function RankingBoard({ note, entries, empty }: RankingBoardProps) {
  const { podium, rest } = splitPodium(entries)
  return (
    <>
      <section className={`${styles.banner} ${entries.length === 0 ? styles.bare : ''}`}>
        <p className={styles.note}>{note}</p>
        {entries.length > 0 && <Podium label="前三名" places={podium} />}
      </section>
      {entries.length === 0 ? (
        <div className={styles.card}>
          <EmptyState title={empty.title} description={empty.description} />
        </div>
      ) : (
        rest.length > 0 && (
          <ol className={styles.card} aria-label="排行榜">
            {rest.map(({ key, ...entry }) => (
              <RankingRow key={key} {...entry} />
            ))}
          </ol>
        )
      )}
    </>
  )
}
