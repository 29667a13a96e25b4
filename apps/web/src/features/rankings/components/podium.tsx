import type { ReactNode } from 'react'
import { podiumOrder } from '../ranking-format.ts'
import styles from './podium.module.css'
import { RankAvatar } from './rank-avatar.tsx'

export interface PodiumEntry {
  key: number | string
  avatar: string
  name: string
  /** Shown under the name (a worker's level). */
  tag?: ReactNode
  value: string
}

const PLACE_STYLES = [styles.first, styles.second, styles.third]
/** The podium's width follows how many stand on it, so one or two are centred and nobody's place is faked. */
const WIDTH_STYLES = [styles.one, styles.two, styles.three]

/** The top of a board on their steps: the first three, or the one or two ranked so far. */
export function Podium({ places, label }: { places: PodiumEntry[]; label: string }) {
  return (
    <ol className={`${styles.podium} ${WIDTH_STYLES[places.length - 1] ?? ''}`} aria-label={label}>
      {podiumOrder(places.length).map((index) => {
        const entry = places[index]!
        const rank = index + 1
        return (
          <li key={rank} className={`${styles.place} ${PLACE_STYLES[index]}`} value={rank}>
            <div className={styles.who}>
              <span className={styles.avatarWrap}>
                {rank === 1 && (
                  <svg className={styles.crown} viewBox="0 0 24 18" aria-hidden="true">
                    <path d="M2 5l5 5 5-8 5 8 5-5-2 12H4z" />
                  </svg>
                )}
                <RankAvatar
                  className={styles.avatar}
                  src={entry.avatar}
                  name={entry.name}
                  size={rank === 1 ? 68 : 56}
                />
                <span className={styles.badge}>{rank}</span>
              </span>
              <span className={styles.name}>{entry.name}</span>
              {entry.tag}
              <span className={styles.value}>{entry.value}</span>
            </div>
            <span className={styles.step} aria-hidden="true">
              {rank}
            </span>
          </li>
        )
      })}
    </ol>
  )
}
