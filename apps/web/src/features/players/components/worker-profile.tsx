import type { ReviewView, WorkerDetails } from '@dianjing/shared'
import { Rate } from 'antd-mobile'
import { LevelTag } from '@/components/level-tag.tsx'
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

/** How many customers the overall rating stands on. */
export function ratingBasis(count: number): string {
  return count > 0 ? `基于 ${count} 条评价` : '暂无评价'
}

function RatingBlocks({ ratings, count }: { ratings: WorkerDetails['ratings']; count: number }) {
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
      <p className={styles.ratingBasis}>{ratingBasis(count)}</p>
    </section>
  )
}

function Reviews({ reviews, count }: { reviews: ReviewView[]; count: number }) {
  return (
    <section className={styles.card} aria-label="最新评价">
      <h2 className={styles.sectionTitle}>
        最新评价
        {count > 0 && <span className={styles.reviewCount}>共 {count} 条</span>}
      </h2>
      {reviews.length > 0 ? (
        <ul className={styles.reviews}>
          {reviews.map((review) => (
            // Reviews carry no id; who, when and what together tell them apart.
            <li
              key={`${review.createTime}|${review.nickName}|${review.stars}|${review.comment}`}
              className={styles.review}
            >
              <div className={styles.reviewHead}>
                <span className={styles.reviewer}>{review.nickName}</span>
                <Rate
                  className={styles.reviewStars}
                  value={review.stars}
                  readOnly
                  aria-label={`${review.stars} 星`}
                />
                <time className={styles.reviewTime}>{review.createTime.slice(0, 10)}</time>
              </div>
              <p className={review.comment ? styles.reviewText : styles.none}>
                {review.comment || '老板没有留下文字评价'}
              </p>
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.none}>还没有老板评价，快来成为第一个下单的老板吧</p>
      )}
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

      <RatingBlocks ratings={worker.ratings} count={worker.ratingCount} />

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

      <Reviews reviews={worker.reviews} count={worker.ratingCount} />
    </>
  )
}
