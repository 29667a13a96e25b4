import { REGION_LABELS } from '@dianjing/shared'
import { InfiniteScroll, PullToRefresh, Skeleton, Tabs } from 'antd-mobile'
import { useSearchParams } from 'react-router'
import { EmptyState } from '@/components/empty-state.tsx'
import { LoadError } from '@/components/load-error.tsx'
import { PageNavBar } from '@/components/page-nav-bar.tsx'
import { isBusinessError } from '@/lib/request.ts'
import { useHallOrders } from '../api/hall-orders.ts'
import { HallOrderCard } from '../components/hall-order-card.tsx'
import { HallSearchBar } from '../components/hall-search-bar.tsx'
import { NotAWorker } from '../components/not-a-worker.tsx'
import { hallRegion } from '../worker-order-view.ts'
import styles from './reception-hall.module.css'

export const HALL_TABS = [
  { key: 'all', title: '全部' },
  { key: '0', title: REGION_LABELS['0']! },
  { key: '1', title: REGION_LABELS['1']! },
] as const

/** The search finds whole numbers (an order number also by its first 6 characters), not digits inside them. */
export const NO_MATCH = '没有匹配的订单，请输入完整的商品编号或订单号（订单号至少前6位）'

function HallList({ gameRegion, keyword }: { gameRegion: '0' | '1' | undefined; keyword: string }) {
  const orders = useHallOrders(gameRegion, keyword)

  const loadMore = async () => {
    const result = await orders.fetchNextPage()
    // The request client has shown the error; InfiniteScroll then offers to try again.
    if (result.isFetchNextPageError) throw result.error
  }

  if (orders.isPending) {
    return (
      <div className={styles.skeleton} role="status" aria-busy="true" aria-label="订单加载中">
        <Skeleton.Paragraph lineCount={5} animated />
      </div>
    )
  }
  if (orders.isError && !orders.data) {
    if (isBusinessError(orders.error)) return <NotAWorker message={orders.error.message} />
    return (
      <LoadError
        title="接单大厅加载失败"
        error={orders.error}
        onRetry={() => orders.refetch()}
        retrying={orders.isFetching}
      />
    )
  }
  const list = orders.data.pages.flatMap((page) => page.list)
  if (list.length === 0) {
    return (
      <EmptyState title="暂无可接订单" description={keyword ? NO_MATCH : '新订单会出现在这里，下拉可刷新'} />
    )
  }
  return (
    <>
      {list.map((order) => (
        <HallOrderCard key={order.id} order={order} />
      ))}
      <InfiniteScroll className={styles.more} loadMore={loadMore} hasMore={orders.hasNextPage} />
    </>
  )
}

/** /reception-hall (spec §2): paid orders waiting for a worker, by region, searched by number. */
export function ReceptionHallRoute() {
  const [searchParams, setSearchParams] = useSearchParams()
  const gameRegion = hallRegion(searchParams.get('gameRegion'))
  const keyword = searchParams.get('keyword') ?? ''
  const hall = useHallOrders(gameRegion, keyword)

  const change = (name: 'gameRegion' | 'keyword', value: string) =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current)
        if (value && value !== 'all') next.set(name, value)
        else next.delete(name)
        return next
      },
      // A tab or a search is not a page of its own: back leaves the hall.
      { replace: true, preventScrollReset: true },
    )

  return (
    <div className={styles.page}>
      <header className={styles.top}>
        <PageNavBar title="接单大厅" />
        <HallSearchBar value={keyword} onSearch={(text) => change('keyword', text)} />
        <div className={styles.tabs}>
          <Tabs activeKey={gameRegion ?? 'all'} onChange={(key) => change('gameRegion', key)} stretch>
            {HALL_TABS.map((tab) => (
              <Tabs.Tab key={tab.key} title={tab.title} />
            ))}
          </Tabs>
        </div>
      </header>
      <PullToRefresh onRefresh={() => hall.refetch().then(() => undefined)}>
        <div className={styles.list}>
          <HallList key={`${gameRegion ?? 'all'}|${keyword}`} gameRegion={gameRegion} keyword={keyword} />
        </div>
      </PullToRefresh>
    </div>
  )
}
