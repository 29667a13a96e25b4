import type { UserLevel } from '@dianjing/shared'
import { ProgressBar, Skeleton } from 'antd-mobile'
import { RightOutline } from 'antd-mobile-icons'
import { useState } from 'react'
import { levelProgress } from '../level-progress.ts'
import { LevelBenefitsPopup } from './level-benefits-popup.tsx'
import styles from './level-card.module.css'

/** Level and growth points of /mine (spec §2), with the level-benefits popup behind a tap. */
export function LevelCard({ level }: { level: UserLevel | undefined }) {
  const [benefitsOpen, setBenefitsOpen] = useState(false)
  if (!level) {
    return (
      <section className={styles.card} role="status" aria-busy="true" aria-label="等级加载中">
        <Skeleton.Paragraph lineCount={2} animated className={styles.skeleton} />
      </section>
    )
  }
  const progress = levelProgress(level)
  return (
    <section className={styles.card} aria-label="会员等级">
      <div className={styles.head}>
        <span className={styles.name}>
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
            <path
              fill="currentColor"
              d="m3 8 4.5 3.5L12 5l4.5 6.5L21 8l-2 11H5L3 8Zm2.6 12.5h12.8V22H5.6v-1.5Z"
            />
          </svg>
          {level.currentLevel}
        </span>
        <button type="button" className={styles.benefits} onClick={() => setBenefitsOpen(true)}>
          等级权益
          <RightOutline />
        </button>
      </div>
      <ProgressBar
        className={styles.bar}
        percent={progress.percent}
        aria-label={`等级进度 ${progress.percent}%`}
      />
      <div className={styles.foot}>
        <span>
          成长值 <strong>{level.currentPoints}</strong>
        </span>
        <span>
          {progress.nextLevel
            ? `距${progress.nextLevel}还差 ${progress.pointsToNext} 成长值`
            : '已达最高等级'}
        </span>
      </div>
      <LevelBenefitsPopup
        visible={benefitsOpen}
        onClose={() => setBenefitsOpen(false)}
        levels={level.userLevelList}
        currentLevel={level.currentLevel}
      />
    </section>
  )
}
