import type { OrderProgressView } from '@dianjing/shared'
import type { UseQueryResult } from '@tanstack/react-query'
import { Skeleton } from 'antd-mobile'
import type { ReactNode } from 'react'
import { LoadError } from '@/components/load-error.tsx'
import { ProgressTimeline } from '@/components/progress-timeline.tsx'
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
  let body: ReactNode
  if (progress.data) {
    const due = inService && progress.data.firstDueTime !== ''
    body = (
      <ProgressTimeline
        progress={progress.data}
        emptyText={inService ? '点击下方「更新进度」，告诉客户打到哪了' : '没有进度记录'}
        notice={
          due && (
            <p className={`${styles.due} ${progress.data.overdue ? styles.overdue : ''}`} role="status">
              {firstDueLine(progress.data)}
            </p>
          )
        }
      />
    )
  } else if (progress.isError) {
    body = (
      <LoadError
        compact
        title="进度加载失败"
        error={progress.error}
        onRetry={() => progress.refetch()}
        retrying={progress.isFetching}
      />
    )
  } else {
    body = <Skeleton.Paragraph lineCount={2} animated />
  }
  return (
    <section className={styles.card} aria-label="服务进度">
      <h2 className={styles.heading}>服务进度</h2>
      {body}
    </section>
  )
}
