import { formatDate, type OrderProgressView, type ProgressUpdate } from '@dianjing/shared'
import type { UseQueryResult } from '@tanstack/react-query'
import { ImageViewer, ProgressBar, Skeleton } from 'antd-mobile'
import type { ReactNode } from 'react'
import { shortTime } from '@/lib/order-progress.ts'
import { LoadError } from './load-error.tsx'
import styles from './progress-timeline.module.css'

interface ProgressTimelineProps {
  progress: OrderProgressView
  /** Said instead of the bar and the timeline before the first update. */
  emptyText: string
  /** Between the bar and the timeline: the first update's deadline, or the warning that it passed. */
  notice?: ReactNode
}

function UpdateImages({ images }: { images: string[] }) {
  if (images.length === 0) return null
  return (
    <ul className={styles.images} aria-label="进度截图">
      {images.map((image, index) => (
        <li key={image}>
          <button
            type="button"
            className={styles.thumb}
            aria-label={`查看进度截图 ${index + 1}`}
            onClick={() => ImageViewer.Multi.show({ images, defaultIndex: index })}
          >
            <img src={image} alt="" loading="lazy" decoding="async" />
          </button>
        </li>
      ))}
    </ul>
  )
}

function UpdateItem({ update, latest, today }: { update: ProgressUpdate; latest: boolean; today: string }) {
  return (
    <li className={`${styles.update} ${latest ? styles.latest : ''}`}>
      <span className={styles.dot} aria-hidden />
      <div className={styles.head}>
        <strong className={styles.percent}>{update.percent}%</strong>
        <time className={styles.time} dateTime={update.time.replace(' ', 'T')}>
          {shortTime(update.time, today)}
        </time>
      </div>
      {update.note && <p className={styles.note}>{update.note}</p>}
      <UpdateImages images={update.images} />
    </li>
  )
}

/**
 * An order's progress as both sides see it (issue 22): the latest percentage as a bar, then every
 * update, newest first, with its note and screenshots (opened full screen).
 */
export function ProgressTimeline({ progress, emptyText, notice }: ProgressTimelineProps) {
  // Before the first update there is nothing to measure: no empty bar, only what is due.
  if (progress.updates.length === 0) {
    return (
      <>
        {notice}
        <p className={styles.empty}>{emptyText}</p>
      </>
    )
  }
  const today = formatDate(new Date())
  return (
    <>
      <div className={styles.summary}>
        <span className={styles.label}>当前进度</span>
        <strong className={styles.value}>{progress.percent}%</strong>
      </div>
      <ProgressBar
        className={styles.bar}
        percent={progress.percent}
        aria-label={`当前进度 ${progress.percent}%`}
      />
      {notice}
      <ol
        className={`${styles.timeline} ${progress.updates.length === 1 ? styles.single : ''}`}
        aria-label="进度记录"
      >
        {progress.updates.map((update, index) => (
          <UpdateItem key={update.id} update={update} latest={index === 0} today={today} />
        ))}
      </ol>
    </>
  )
}

/**
 * An order's progress as it loads: what `loaded` makes of it, the failure with a retry, or a skeleton
 * meanwhile. Both sides' 服务进度 sections show it this way.
 */
export function LoadedProgress({
  progress,
  loaded,
}: {
  progress: UseQueryResult<OrderProgressView>
  loaded: (data: OrderProgressView) => ReactNode
}) {
  if (progress.data) return loaded(progress.data)
  if (progress.isError) {
    return (
      <LoadError
        compact
        title="进度加载失败"
        error={progress.error}
        onRetry={() => progress.refetch()}
        retrying={progress.isFetching}
      />
    )
  }
  return <Skeleton.Paragraph lineCount={2} animated />
}
