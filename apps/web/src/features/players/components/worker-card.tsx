import type { WorkerCard as Worker } from '@dianjing/shared'
import { Link } from 'react-router'
import { LevelTag } from '@/components/level-tag.tsx'
import styles from './worker-card.module.css'

export const workerDetailPath = (userId: number) => `/worker-detail?userId=${userId}`

/** A worker in the players list: who, how good (rating, orders done), where and which games. */
export function WorkerCard({ worker }: { worker: Worker }) {
  return (
    <Link to={workerDetailPath(worker.userId)} className={styles.card}>
      <img className={styles.avatar} src={worker.avatar} alt="" loading="lazy" decoding="async" />
      <div className={styles.body}>
        <div className={styles.nameRow}>
          <h3 className={styles.name}>{worker.nickName}</h3>
          <LevelTag level={worker.level} />
          <span className={styles.rating} title="综合评分">
            <span className={styles.star} aria-hidden="true">
              ★
            </span>
            {worker.rating}
          </span>
        </div>
        <p className={styles.meta}>
          {worker.region && <span>{worker.region}</span>}
          <span>已接 {worker.completedOrders} 单</span>
        </p>
        {worker.gameNames.length > 0 && (
          <ul className={styles.games} aria-label="擅长游戏">
            {worker.gameNames.map((name) => (
              <li key={name} className={styles.game}>
                {name}
              </li>
            ))}
          </ul>
        )}
      </div>
    </Link>
  )
}
