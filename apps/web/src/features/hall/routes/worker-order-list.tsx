import { WORKER_ORDER_TABS, WorkerToasts } from '@dianjing/shared'
import { PullToRefresh, Skeleton, Tabs } from 'antd-mobile'
import { type ReactNode, useEffect } from 'react'
import { useSearchParams } from 'react-router'
import { EmptyState } from '@/components/empty-state.tsx'
import { LoadError } from '@/components/load-error.tsx'
import { PageNavBar } from '@/components/page-nav-bar.tsx'
import { isBusinessError } from '@/lib/request.ts'
import { showToast } from '@/lib/toast.ts'
import { useWorkerOrders } from '../api/worker-orders.ts'
import { WorkerOrderCard } from '../components/worker-order-card.tsx'
import { useCompleteOrder } from '../use-complete-order.ts'
import { workerOrderTab } from '../worker-order-view.ts'
import styles from './worker-order-list.module.css'

/** /worker-order-list?bizStatus (spec §2): the worker's orders in service, pending settlement, settled. */
export function WorkerOrderListRoute() {
  const [searchParams, setSearchParams] = useSearchParams()
  const bizStatus = workerOrderTab(searchParams.get('bizStatus'))
  const orders = useWorkerOrders(bizStatus)
  const complete = useCompleteOrder()
  const failure = orders.isError ? orders.error : null

  // Spec §8: 获取订单列表失败, unless the server said why (the request client has shown that).
  useEffect(() => {
    if (failure && !isBusinessError(failure)) showToast(WorkerToasts.orderListFailed)
  }, [failure])

  let content: ReactNode
  if (orders.isPending) {
    content = (
      <div className={styles.skeleton} role="status" aria-busy="true" aria-label="订单加载中">
        <Skeleton.Paragraph lineCount={4} animated />
      </div>
    )
  } else if (orders.isError) {
    content = (
      <LoadError
        title={WorkerToasts.orderListFailed}
        error={orders.error}
        onRetry={() => orders.refetch()}
        retrying={orders.isFetching}
      />
    )
  } else if (orders.data.length === 0) {
    content = <EmptyState title="暂无订单" />
  } else {
    content = orders.data.map((order) => (
      <WorkerOrderCard
        key={order.id}
        order={order}
        completing={complete.pendingId === order.id}
        onComplete={(chosen) => void complete.start(chosen.id)}
      />
    ))
  }

  return (
    <div className={styles.page}>
      <PageNavBar title="我的接单" />
      <div className={styles.tabs}>
        <Tabs
          activeKey={bizStatus}
          onChange={(key) => setSearchParams({ bizStatus: key }, { replace: true })}
          stretch
        >
          {WORKER_ORDER_TABS.map((tab) => (
            <Tabs.Tab key={tab.value} title={tab.label} />
          ))}
        </Tabs>
      </div>
      <PullToRefresh onRefresh={() => orders.refetch().then(() => undefined)}>
        <div className={styles.list}>{content}</div>
      </PullToRefresh>
    </div>
  )
}
