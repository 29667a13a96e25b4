import type { WorkerCard as Worker } from '@dianjing/shared'
import { Skeleton } from 'antd-mobile'
import type { ReactNode } from 'react'
import { useSearchParams } from 'react-router'
import { EmptyState } from '@/components/empty-state.tsx'
import { LoadError } from '@/components/load-error.tsx'
import { PageNavBar } from '@/components/page-nav-bar.tsx'
import { useWorkers } from '../api/get-workers.ts'
import { WorkerCard } from '../components/worker-card.tsx'
import { WorkerSearchBar } from '../components/worker-search-bar.tsx'
import styles from './worker-list.module.css'

/** The search lives in the address (`?q=`), so coming back from a worker finds the same list. */
const SEARCH_PARAM = 'q'

function WorkerListSkeleton() {
  return (
    <div className={styles.cards} role="status" aria-busy="true" aria-label="打手加载中">
      {[0, 1, 2, 3].map((index) => (
        <div key={index} className={styles.cardSkeleton}>
          <Skeleton animated className={styles.avatarSkeleton} />
          <div className={styles.lines}>
            <Skeleton.Paragraph lineCount={3} animated />
          </div>
        </div>
      ))}
    </div>
  )
}

function summary(count: number, search: string, stale: boolean): string {
  if (stale) return '搜索中…'
  return search ? `找到 ${count} 位打手` : `共 ${count} 位打手 · 按综合评分排序`
}

function WorkerCards({ workers, search, stale }: { workers: Worker[]; search: string; stale: boolean }) {
  if (workers.length === 0) {
    return search ? (
      <EmptyState title="暂无匹配的打手" description="换个昵称试试" />
    ) : (
      <EmptyState title="暂无可约的打手" description="请稍后再来看看" />
    )
  }
  return (
    <>
      <p className={styles.summary} aria-live="polite">
        {summary(workers.length, search, stale)}
      </p>
      <div className={`${styles.cards} ${stale ? styles.stale : ''}`} aria-busy={stale}>
        {workers.map((worker) => (
          <WorkerCard key={worker.userId} worker={worker} />
        ))}
      </div>
    </>
  )
}

/** The players tab (spec §2): workers by overall rating, searched by nickname. */
export function WorkerListRoute() {
  const [searchParams, setSearchParams] = useSearchParams()
  const search = searchParams.get(SEARCH_PARAM) ?? ''
  const workers = useWorkers(search.trim())

  const changeSearch = (text: string) =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current)
        if (text) next.set(SEARCH_PARAM, text)
        else next.delete(SEARCH_PARAM)
        return next
      },
      // Each keystroke pause is not a page of its own: back leaves the list, not the last search.
      { replace: true, preventScrollReset: true },
    )

  let content: ReactNode
  if (workers.isPending) {
    content = <WorkerListSkeleton />
  } else if (workers.isError) {
    content = (
      <LoadError
        compact
        title="打手列表加载失败"
        error={workers.error}
        onRetry={() => workers.refetch()}
        retrying={workers.isFetching}
      />
    )
  } else {
    content = (
      <WorkerCards workers={workers.data ?? []} search={search.trim()} stale={workers.isPlaceholderData} />
    )
  }

  return (
    <div className={styles.page}>
      <header className={styles.top}>
        <PageNavBar title="陪玩" back={false} />
        <WorkerSearchBar value={search} onSearch={changeSearch} />
      </header>
      <main className={styles.list}>{content}</main>
    </div>
  )
}
