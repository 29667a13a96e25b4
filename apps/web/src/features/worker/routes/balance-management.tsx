import { FUND_RECORD_TYPE_LABELS, FundRecordType, WorkerToasts } from '@dianjing/shared'
import { InfiniteScroll, PullToRefresh, Skeleton, Tabs } from 'antd-mobile'
import { useSearchParams } from 'react-router'
import { EmptyState } from '@/components/empty-state.tsx'
import { LoadError } from '@/components/load-error.tsx'
import { PageNavBar } from '@/components/page-nav-bar.tsx'
import { showToast } from '@/lib/toast.ts'
import { useFundRecords, useWorkerBalance } from '../api/funds.ts'
import { FundsBalanceCard } from '../components/funds-balance-card.tsx'
import { FundsRecordRow } from '../components/funds-record-row.tsx'
import styles from './balance-management.module.css'

/** The record filters; `?type=` holds the key, so 提现记录 on /withdraw links straight to its tab. */
export const FUND_RECORD_TABS = [
  { key: 'all', title: '全部' },
  { key: String(FundRecordType.income), title: FUND_RECORD_TYPE_LABELS[FundRecordType.income]! },
  { key: String(FundRecordType.withdrawal), title: FUND_RECORD_TYPE_LABELS[FundRecordType.withdrawal]! },
  { key: String(FundRecordType.fine), title: FUND_RECORD_TYPE_LABELS[FundRecordType.fine]! },
  { key: String(FundRecordType.deposit), title: '保证金' },
] as const

function Balance() {
  const balance = useWorkerBalance()
  if (balance.data) return <FundsBalanceCard balance={balance.data} />
  if (balance.isError) {
    return (
      <div className={styles.card}>
        <LoadError
          compact
          title={WorkerToasts.balanceFailed}
          error={balance.error}
          onRetry={() => balance.refetch()}
          retrying={balance.isFetching}
        />
      </div>
    )
  }
  return <Skeleton animated className={styles.balanceSkeleton} />
}

function FundRecords({ type }: { type: number | undefined }) {
  const records = useFundRecords(type)

  const loadMore = async () => {
    const result = await records.fetchNextPage()
    if (result.isFetchNextPageError) {
      showToast(WorkerToasts.recordsFailed)
      // InfiniteScroll then offers to try again.
      throw result.error
    }
  }

  if (records.isPending) {
    return (
      <div role="status" aria-busy="true" aria-label="记录加载中">
        <Skeleton.Paragraph lineCount={5} animated />
      </div>
    )
  }
  if (records.isError && !records.data) {
    return (
      <LoadError
        compact
        title={WorkerToasts.recordsFailed}
        error={records.error}
        onRetry={() => records.refetch()}
        retrying={records.isFetching}
      />
    )
  }
  const list = records.data.pages.flatMap((page) => page.list)
  if (list.length === 0)
    return <EmptyState title="暂无资金记录" description="订单收入、提现、罚款和保证金的变动都会记录在这里" />
  return (
    <>
      <ul className={styles.list}>
        {list.map((record) => (
          <FundsRecordRow key={record.id} record={record} />
        ))}
      </ul>
      <InfiniteScroll className={styles.more} loadMore={loadMore} hasMore={records.hasNextPage} />
    </>
  )
}

/** /balance-management (spec §2): the worker's balances, 提现, and every change to them by type. */
export function BalanceManagementRoute() {
  const [searchParams, setSearchParams] = useSearchParams()
  const requested = searchParams.get('type') ?? 'all'
  const tab = FUND_RECORD_TABS.some((candidate) => candidate.key === requested) ? requested : 'all'
  const type = tab === 'all' ? undefined : Number(tab)
  const balance = useWorkerBalance()
  const records = useFundRecords(type)

  const refresh = async () => {
    await Promise.all([balance.refetch(), records.refetch()])
  }

  return (
    <div className={styles.page}>
      <PageNavBar title="余额管理" />
      <PullToRefresh onRefresh={refresh}>
        <Balance />
        <section className={styles.records} aria-label="资金明细">
          <div className={styles.tabs}>
            <Tabs
              activeKey={tab}
              onChange={(key) => setSearchParams(key === 'all' ? {} : { type: key }, { replace: true })}
            >
              {FUND_RECORD_TABS.map((item) => (
                <Tabs.Tab key={item.key} title={item.title} />
              ))}
            </Tabs>
          </div>
          <div className={styles.body}>
            <FundRecords key={tab} type={type} />
          </div>
        </section>
      </PullToRefresh>
    </div>
  )
}
