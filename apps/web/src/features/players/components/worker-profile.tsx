import type { WorkerDetails } from '@dianjing/shared'
import { LevelTag } from './level-tag.tsx'
import styles from './worker-profile.module.css'

/** Spec §3, worker application: sex '0' is male, '1' female. */
const SEX = {
  '0': { label: '男', symbol: '♂', tone: styles.male },
  '1': { label: '女', symbol: '♀', tone: styles.female },
} as Record<string, { label: string; symbol: string; tone: string | undefined } | undefined>

function SexBadge({ sex }: { sex: string }) {
  const shown = SEX[sex]
  if (!shown) return null
  return (
    <span className={`${styles.sex} ${shown.tone}`}>
      <span aria-hidden="true">{shown.symbol}</span>
      {shown.label}
    </span>
  )
}

function RatingBlocks({ ratings }: { ratings: WorkerDetails['ratings'] }) {
  const blocks = [
    { label: '综合评分', value: ratings.overall },
    { label: '技术', value: ratings.technique },
    { label: '态度', value: ratings.attitude },
    { label: '准时', value: ratings.punctuality },
  ]
  return (
    <section className={`${styles.card} ${styles.ratings}`} aria-label="评分">
      {blocks.map((block, index) => (
        <div key={block.label} className={`${styles.rating} ${index === 0 ? styles.overall : ''}`}>
          <strong className={styles.ratingValue}>{block.value}</strong>
          <span className={styles.ratingLabel}>{block.label}</span>
        </div>
      ))}
    </section>
  )
}

/** A worker's page above the order button: who they are, how they are rated, what they play. */
export function WorkerProfile({ worker }: { worker: WorkerDetails }) {
  return (
    <>
      <header className={styles.hero}>
        <img className={styles.avatar} src={worker.avatar} alt="" decoding="async" />
        <div className={styles.identity}>
          <div className={styles.nameRow}>
            <h1 className={styles.name}>{worker.nickName}</h1>
            <SexBadge sex={worker.sex} />
          </div>
          <div className={styles.tags}>
            <LevelTag level={worker.level} />
            {worker.region && <span className={styles.region}>{worker.region}</span>}
          </div>
          <p className={styles.orders}>已接 {worker.completedOrders} 单</p>
        </div>
      </header>

      <RatingBlocks ratings={worker.ratings} />

      <section className={styles.card}>
        <h2 className={styles.sectionTitle}>个人简介</h2>
        {worker.briefIntroduction.trim() ? (
          <p className={styles.intro}>{worker.briefIntroduction}</p>
        ) : (
          <p className={styles.none}>这位打手还没有写简介</p>
        )}
      </section>

      <section className={styles.card}>
        <h2 className={styles.sectionTitle}>服务游戏</h2>
        {worker.games.length > 0 ? (
          <ul className={styles.games}>
            {worker.games.map((game) => (
              <li key={game.id} className={styles.game}>
                <img className={styles.gameIcon} src={game.icon} alt="" loading="lazy" decoding="async" />
                <span className={styles.gameName}>{game.name}</span>
              </li>
            ))}
          </ul>
        ) : (
          <p className={styles.none}>暂未设置服务游戏</p>
        )}
      </section>
    </>
  )
}
