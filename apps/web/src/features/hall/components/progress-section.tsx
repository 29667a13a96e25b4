import type { OrderProgressView } from '@dianjing/shared'
import type { UseQueryResult } from '@tanstack/react-query'
import { LoadedProgress, ProgressTimeline } from '@/components/progress-timeline.tsx'
import { shortTime } from '@/lib/order-progress.ts'
import styles from './progress-section.module.css'

/** What the worker is told while the first update is still to come. */
export function firstDueLine(progress: OrderProgressView): string {
  const due = shortTime(progress.firstDueTime)
  return progress.overdue ? `首次进度应在 ${due} 前更新，已超时，请尽快更新` : `请在 ${due} 前更新首次进度`
}

interface ProgressSectionProps {
  progress: UseQueryResult<OrderProgressView>
  /** In service: the worker may still post, so the first update's deadline is shown. */
  inService: boolean
}

/** 服务进度 on the worker's order: the first update's deadline, then the timeline. */
export function ProgressSection({ progress, inService }: ProgressSectionProps) {
  const body = (
    <LoadedProgress
      progress={progress}
      loaded={(data) => (
        <ProgressTimeline
          progress={data}
          emptyText={inService ? '点击下方「更新进度」，告诉客户打到哪了' : '没有进度记录'}
          notice={
            inService &&
            data.firstDueTime !== '' && (
              <p className={`${styles.due} ${data.overdue ? styles.overdue : ''}`} role="status">
                {firstDueLine(data)}
              </p>
            )
          }
        />
      )}
    />
  )
  return (
    <section className={styles.card} aria-label="服务进度">
      <h2 className={styles.heading}>服务进度</h2>
      {body}
    </section>
  )
}
