import type { OrderProgressView } from '@dianjing/shared'
import { ProgressBar } from 'antd-mobile'
import { ExclamationCircleFill } from 'antd-mobile-icons'
import { LoadedProgress, ProgressTimeline } from '@/components/progress-timeline.tsx'
import { minutesOverdue, shortTime, useOrderProgress } from '@/lib/order-progress.ts'
import styles from './order-progress.module.css'

export const OVERDUE_TITLE = '打手超时未更新进度'

/** Before the first update: when it is due, or only that none came yet. */
export function awaitingFirstUpdate(progress: OrderProgressView): string {
  return progress.firstDueTime
    ? `打手将在 ${shortTime(progress.firstDueTime)} 前更新首次进度`
    : '打手暂未更新进度'
}

/** The deadline that passed and by how long: the ground the customer may later cancel on. */
export function overdueDetail(progress: OrderProgressView, now = Date.now()): string {
  return `首次进度应在 ${shortTime(progress.firstDueTime)} 前更新，已超时 ${minutesOverdue(progress.firstDueTime, now)} 分钟。可先联系打手了解情况。`
}

function OverdueWarning({ progress }: { progress: OrderProgressView }) {
  return (
    <div className={styles.warning} role="alert">
      <ExclamationCircleFill className={styles.warningIcon} />
      <div>
        <strong className={styles.warningTitle}>{OVERDUE_TITLE}</strong>
        <p className={styles.warningText}>{overdueDetail(progress)}</p>
      </div>
    </div>
  )
}

/** 服务进度 in the order's details: the warning when the first update is late, the bar and timeline. */
export function OrderProgressSection({ orderId }: { orderId: number }) {
  const progress = useOrderProgress(orderId)
  const body = (
    <LoadedProgress
      progress={progress}
      loaded={(data) => (
        <ProgressTimeline
          progress={data}
          emptyText={data.overdue ? '打手暂未更新进度' : awaitingFirstUpdate(data)}
          notice={data.overdue && <OverdueWarning progress={data} />}
        />
      )}
    />
  )
  return (
    <section className={styles.section} aria-label="服务进度">
      <h3 className={styles.title}>服务进度</h3>
      {body}
    </section>
  )
}

/** On the card of an order in service: the latest percentage, or the warning when the first is late. */
export function OrderProgressLine({ orderId }: { orderId: number }) {
  const progress = useOrderProgress(orderId).data
  if (!progress) return null
  if (progress.overdue) {
    return (
      <p className={styles.lineOverdue} role="alert">
        <ExclamationCircleFill />
        {OVERDUE_TITLE}（应在 {shortTime(progress.firstDueTime)} 前）
      </p>
    )
  }
  if (progress.updates.length === 0) {
    return (
      <p className={styles.line}>
        <span className={styles.lineLabel}>服务进度</span>
        <span className={styles.lineWaiting}>{awaitingFirstUpdate(progress)}</span>
      </p>
    )
  }
  return (
    <div className={styles.line}>
      <span className={styles.lineLabel}>服务进度</span>
      <ProgressBar className={styles.lineBar} percent={progress.percent} />
      <span className={styles.linePercent}>{progress.percent}%</span>
    </div>
  )
}
