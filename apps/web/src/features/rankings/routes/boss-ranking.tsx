import { type BossRankingEntry, formatCents, WorkerToasts } from '@dianjing/shared'
import { PullToRefresh, Skeleton, Tabs } from 'antd-mobile'
import type { ReactNode } from 'react'
import { useSearchParams } from 'react-router'
import { LoadError } from '@/components/load-error.tsx'
import { PageNavBar } from '@/components/page-nav-bar.tsx'
import { useBossRanking } from '../api/get-boss-ranking.ts'
import { RankingBoard, type RankingJoin } from '../components/ranking-board.tsx'
import { BOSS_RANKING_TABS, type BossRankingPeriod, pickTab } from '../ranking-format.ts'
import styles from './ranking-page.module.css'

const PERIODS = BOSS_RANKING_TABS.map((tab) => tab.period)
const BOSS_JOIN: RankingJoin = { hint: '前三名还有空位，下单陪玩即有机会上榜', label: '去下单', to: '/home' }

function Board({ entries, period }: { entries: BossRankingEntry[]; period: BossRankingPeriod }) {
  const tab = BOSS_RANKING_TABS.find((candidate) => candidate.period === period)!
  return (
    <RankingBoard
      note={`${tab.label} · 按订单实付金额排名`}
      entries={entries.map((entry) => ({
        key: entry.rank,
        rank: entry.rank,
        avatar: entry.avatar,
        name: entry.nickName,
        value: `¥${formatCents(entry.amount)}`,
      }))}
      empty={{ title: tab.empty, description: '下单陪玩即有机会登上排行榜' }}
      join={BOSS_JOIN}
    />
  )
}

/** /ranking, a tab page (spec §2): the customers who spent most today, this week or this month. */
export function BossRankingRoute() {
  const [searchParams, setSearchParams] = useSearchParams()
  const period = pickTab(PERIODS, searchParams.get('period'))
  const ranking = useBossRanking(period)

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
    content = <Board entries={ranking.data} period={period} />
  }

  return (
    <div className={styles.tabPage}>
      <PageNavBar title="老板排行榜" back={false} />
      <div className={styles.tabs}>
        <Tabs
          activeKey={period}
          onChange={(key) => setSearchParams({ period: key }, { replace: true })}
          stretch
        >
          {BOSS_RANKING_TABS.map((tab) => (
            <Tabs.Tab key={tab.period} title={tab.label} />
          ))}
        </Tabs>
      </div>
      <PullToRefresh onRefresh={() => ranking.refetch().then(() => undefined)}>{content}</PullToRefresh>
    </div>
  )
}
