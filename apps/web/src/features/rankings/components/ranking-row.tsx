import type { ReactNode } from 'react'
import { RankAvatar } from './rank-avatar.tsx'
import styles from './ranking-row.module.css'

export interface RankingRowProps {
  rank: number
  avatar: string
  name: string
  tag?: ReactNode
  value: string
  /** The caller's own row, marked on the board. */
  mine?: boolean
}

/** One line of a board below the podium: rank, who, how much. */
export function RankingRow({ rank, avatar, name, tag, value, mine = false }: RankingRowProps) {
  return (
    <li className={`${styles.row} ${mine ? styles.mine : ''}`} value={rank}>
      <span className={styles.rank}>{rank}</span>
      <RankAvatar src={avatar} name={name} size={40} />
      <span className={styles.who}>
        <span className={styles.name}>{name}</span>
        {tag}
      </span>
      <span className={styles.value}>{value}</span>
    </li>
  )
}
