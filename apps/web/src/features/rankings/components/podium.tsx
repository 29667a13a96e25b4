import type { ReactNode } from 'react'
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
/** Second on the left, first in the middle, third on the right. */
const DISPLAY_ORDER = [1, 0, 2]

/** The top three of a board on their steps; a place nobody holds yet stays open. */
export function Podium({ places, label }: { places: (PodiumEntry | null)[]; label: string }) {
  return (
    <ol className={styles.podium} aria-label={label}>
      {DISPLAY_ORDER.map((index) => {
        const entry = places[index] ?? null
        const rank = index + 1
        return (
          <li key={rank} className={`${styles.place} ${PLACE_STYLES[index]}`} value={rank}>
            {entry ? (
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
            ) : (
              <div className={styles.who}>
                <span className={styles.vacant} aria-hidden="true">
                  ?
                </span>
                <span className={styles.vacantText}>虚位以待</span>
              </div>
            )}
            <span className={styles.step} aria-hidden="true">
              {rank}
            </span>
          </li>
        )
      })}
    </ol>
  )
}
