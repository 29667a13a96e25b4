import { Button } from 'antd-mobile'
import type { ReactNode } from 'react'
import { useNavigate } from 'react-router'
import { EmptyState } from '@/components/empty-state.tsx'
import { splitPodium } from '../ranking-format.ts'
import { Podium, type PodiumEntry } from './podium.tsx'
import styles from './ranking-board.module.css'
import { RankingRow, type RankingRowProps } from './ranking-row.tsx'

/** How a reader gets on the board: a line saying so and the page where it starts. */
export interface RankingJoin {
  hint: string
  label: string
  to: string
}

interface RankingBoardProps {
  /** Under the tabs, on the banner: how the board is computed. */
  note: string
  /** Everyone on the board in rank order; the first three stand on the podium. */
  entries: (PodiumEntry & Pick<RankingRowProps, 'rank' | 'mine'>)[]
  empty: { title: string; description: string }
  join: RankingJoin
}

/**
 * A leaderboard: the podium on a banner, the rest in a list below it. An empty board says so and how
 * to get on it; a podium of one or two (a new deployment) stands only those, with the way to join.
 */
export function RankingBoard({ note, entries, empty, join }: RankingBoardProps) {
  const navigate = useNavigate()
  const { podium, rest } = splitPodium(entries)
  const go = (
    <Button color="primary" shape="rounded" size="small" onClick={() => navigate(join.to)}>
      {join.label}
    </Button>
  )
  let below: ReactNode = null
  if (entries.length === 0) {
    below = (
      <div className={styles.card}>
        <EmptyState title={empty.title} description={empty.description}>
          {go}
        </EmptyState>
      </div>
    )
  } else if (rest.length > 0) {
    below = (
      <ol className={styles.card} aria-label="排行榜">
        {rest.map(({ key, ...entry }) => (
          <RankingRow key={key} {...entry} />
        ))}
      </ol>
    )
  } else if (podium.length < 3) {
    below = (
      <section className={`${styles.card} ${styles.join}`} aria-label="如何上榜">
        <p className={styles.joinHint}>{join.hint}</p>
        {go}
      </section>
    )
  }
  return (
    <>
      <section className={`${styles.banner} ${entries.length === 0 ? styles.bare : ''}`}>
        <p className={styles.note}>{note}</p>
        {entries.length > 0 && <Podium label="前三名" places={podium} />}
      </section>
      {below}
    </>
  )
}
