import { type WorkerRanking, WorkerToasts } from '@dianjing/shared'
import { PullToRefresh, Skeleton, Tabs } from 'antd-mobile'
import type { ReactNode } from 'react'
import { useSearchParams } from 'react-router'
import { LevelTag } from '@/components/level-tag.tsx'
import { LoadError } from '@/components/load-error.tsx'
import { PageNavBar } from '@/components/page-nav-bar.tsx'
import { useWorkerRanking } from '../api/get-worker-ranking.ts'
import { MyRankBar } from '../components/my-rank-bar.tsx'
import { RankingBoard, type RankingJoin } from '../components/ranking-board.tsx'
import {
  pickTab,
  rankingValue,
  updateNote,
  WORKER_RANKING_TABS,
  type WorkerRankingType,
} from '../ranking-format.ts'
import styles from './ranking-page.module.css'

const TYPES = WORKER_RANKING_TABS.map((tab) => tab.type)
const WORKER_JOIN: RankingJoin = {
  hint: '前三名还有空位，完成订单即可上榜',
  label: '去接单',
  to: '/reception-hall',
}

function Board({ ranking, type }: { ranking: WorkerRanking; type: WorkerRankingType }) {
  return (
    <>
      <RankingBoard
        note={`TOP 100 · ${updateNote(ranking.updateTime)}`}
        entries={ranking.data.map((entry) => ({
          key: entry.id,
          rank: entry.sort,
          avatar: entry.avatar,
          name: entry.nickName,
          tag: <LevelTag level={entry.level} />,
          value: rankingValue(type, entry.count),
          mine: entry.id === ranking.my.id,
        }))}
        empty={{ title: '暂无上榜打手', description: '排行榜每日更新，完成订单即可上榜' }}
        join={WORKER_JOIN}
      />
      <MyRankBar my={ranking.my} type={type} />
    </>
  )
}

/** /worker-ranking (spec §2): the top 100 workers by orders or by this month's income, own rank pinned. */
export function WorkerRankingRoute() {
  const [searchParams, setSearchParams] = useSearchParams()
  const type = pickTab(TYPES, searchParams.get('type'))
  const ranking = useWorkerRanking(type)

  let content: ReactNode
  if (ranking.isPending) {
    content = (
      <div className={styles.skeleton} role="status" aria-busy="true" aria-label="排行榜加载中">
        <Skeleton animated className={styles.bannerSkeleton} />
        <Skeleton.Paragraph lineCount={5} animated />
      </div>
    )
  } else if (ranking.isError) {
    content = (
      <LoadError
        title={WorkerToasts.rankingFailed}
        error={ranking.error}
        onRetry={() => ranking.refetch()}
        retrying={ranking.isFetching}
      />
    )
  } else {
    content = <Board ranking={ranking.data} type={type} />
  }

  return (
    <div className={`${styles.page} ${ranking.data ? styles.withMyBar : ''}`}>
      <PageNavBar title="打手排行榜" />
      <div className={styles.tabs}>
        <Tabs activeKey={type} onChange={(key) => setSearchParams({ type: key }, { replace: true })} stretch>
          {WORKER_RANKING_TABS.map((tab) => (
            <Tabs.Tab key={tab.type} title={tab.label} />
          ))}
        </Tabs>
      </div>
      <PullToRefresh onRefresh={() => ranking.refetch().then(() => undefined)}>{content}</PullToRefresh>
    </div>
  )
}
