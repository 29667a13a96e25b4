import { WORKER_LEVEL_THRESHOLDS } from '@dianjing/shared'
import { Collapse, Tag } from 'antd-mobile'
import styles from './center-level-info.module.css'
import { yuanInText } from './center-warnings.tsx'

type Threshold = (typeof WORKER_LEVEL_THRESHOLDS)[number]

/** The conditions of one level (spec §9), in the worker's words. */
export function levelConditions(level: Threshold): string[] {
  if (level.orders === 0) return ['通过入驻审核，开通会员并缴纳保证金即可接单']
  const conditions = [
    `累计完成订单 ${level.orders} 单以上`,
    `好评率达到 ${level.goodRatePercent}% 以上`,
    `积分达到 ${level.points} 分以上`,
  ]
  if (level.monthlyIncome > 0) conditions.push(`月收入达到 ${yuanInText(level.monthlyIncome)} 元以上`)
  return conditions
}

interface CenterLevelInfoProps {
  /** Index into WORKER_LEVEL_THRESHOLDS. */
  level: number
  completedOrders: number
}

/** 等级说明 on /dashou-center: every level's conditions, the worker's own level marked. */
export function CenterLevelInfo({ level, completedOrders }: CenterLevelInfoProps) {
  return (
    <section className={styles.card} aria-label="等级说明">
      <div className={styles.head}>
        <h2 className={styles.title}>等级说明</h2>
        <span className={styles.progress}>已完成 {completedOrders} 单 · 等级每日更新</span>
      </div>
      <Collapse>
        {WORKER_LEVEL_THRESHOLDS.map((threshold, index) => (
          <Collapse.Panel
            key={threshold.name}
            title={
              <span className={styles.panelTitle}>
                <span className={styles.levelName}>{threshold.name}</span>
                {index === level && (
                  <Tag color="primary" fill="outline">
                    当前等级
                  </Tag>
                )}
              </span>
            }
          >
            <ul className={styles.conditions}>
              {levelConditions(threshold).map((condition) => (
                <li key={condition}>{condition}</li>
              ))}
            </ul>
          </Collapse.Panel>
        ))}
      </Collapse>
    </section>
  )
}
