import { BizStatus, hallCountText, type WorkerCenterSummary } from '@dianjing/shared'
import { useQueryClient } from '@tanstack/react-query'
import { PullToRefresh, Skeleton } from 'antd-mobile'
import type { ReactNode } from 'react'
import { LoadError } from '@/components/load-error.tsx'
import { MessagesEntry } from '@/components/messages-entry.tsx'
import { NotificationBell } from '@/components/notification-bell.tsx'
import { PageNavBar } from '@/components/page-nav-bar.tsx'
import { RichHtml } from '@/components/rich-html.tsx'
import { notificationUnreadKey } from '@/lib/notifications.ts'
import { chatUnreadKey } from '@/lib/order-chat.ts'
import { workerKeys } from '@/lib/worker-keys.ts'
import { usePlatformAnnouncement, useWorkerCenterSummary } from '../api/center.ts'
import { CenterCountBlock } from '../components/center-count-block.tsx'
import { CenterFunds } from '../components/center-funds.tsx'
import { CenterHeader } from '../components/center-header.tsx'
import { CenterLevelInfo } from '../components/center-level-info.tsx'
import { CenterWarnings } from '../components/center-warnings.tsx'
import styles from './dashou-center.module.css'

function Announcement() {
  const announcement = usePlatformAnnouncement()
  let body: ReactNode
  if (announcement.isPending) body = <Skeleton.Paragraph lineCount={3} animated />
  else if (announcement.isError) {
    body = (
      <LoadError
        compact
        title="公告加载失败"
        error={announcement.error}
        onRetry={() => announcement.refetch()}
        retrying={announcement.isFetching}
      />
    )
  } else if (announcement.data.trim()) body = <RichHtml html={announcement.data} />
  else body = <p className={styles.none}>暂无公告</p>
  return (
    <section className={styles.card} aria-label="平台公告">
      <h2 className={styles.cardTitle}>平台公告</h2>
      {body}
    </section>
  )
}

function CenterBody({ summary }: { summary: WorkerCenterSummary }) {
  const { counts } = summary
  return (
    <>
      <CenterHeader summary={summary} />
      <div className={styles.lift}>
        <CenterCountBlock
          title="我的订单"
          counts={[
            {
              label: '服务中',
              count: counts.inService,
              to: `/worker-order-list?bizStatus=${BizStatus.inService}`,
            },
            {
              label: '待结算',
              count: counts.pendingSettlement,
              to: `/worker-order-list?bizStatus=${BizStatus.awaitingClose}`,
            },
            {
              label: '已结算',
              count: counts.settled,
              to: `/worker-order-list?bizStatus=${BizStatus.completed}`,
            },
          ]}
        />
      </div>
      <MessagesEntry />
      <CenterWarnings summary={summary} />
      <CenterCountBlock
        title="接单大厅"
        more={{ label: '去接单', to: '/reception-hall' }}
        counts={[
          { label: '全部', count: hallCountText(counts.all), to: '/reception-hall' },
          { label: 'QQ区', count: hallCountText(counts.qq), to: '/reception-hall?gameRegion=0' },
          { label: '微信区', count: hallCountText(counts.wechat), to: '/reception-hall?gameRegion=1' },
        ]}
      />
      <CenterFunds summary={summary} />
      <Announcement />
      <CenterLevelInfo level={summary.level} completedOrders={summary.completedOrders} />
    </>
  )
}

/** /dashou-center (spec §2): the worker's home — who they are, their orders, the hall, their money. */
export function DashouCenterRoute() {
  const queryClient = useQueryClient()
  const summary = useWorkerCenterSummary()

  let content: ReactNode
  if (summary.data) content = <CenterBody summary={summary.data} />
  else if (summary.isError) {
    content = (
      <LoadError
        title="打手中心加载失败"
        error={summary.error}
        onRetry={() => summary.refetch()}
        retrying={summary.isFetching}
      />
    )
  } else {
    content = (
      <div className={styles.skeleton} role="status" aria-busy="true" aria-label="加载中">
        <Skeleton animated className={styles.headerSkeleton} />
        <Skeleton.Paragraph lineCount={6} animated />
      </div>
    )
  }

  return (
    <div className={styles.page}>
      <PageNavBar title="打手中心" right={<NotificationBell tone="dark" />} />
      <PullToRefresh
        onRefresh={() =>
          Promise.all([
            queryClient.refetchQueries({ queryKey: workerKeys.all, type: 'active' }),
            queryClient.refetchQueries({ queryKey: chatUnreadKey, type: 'active' }),
            queryClient.refetchQueries({ queryKey: notificationUnreadKey, type: 'active' }),
          ]).then(() => undefined)
        }
      >
        {content}
      </PullToRefresh>
    </div>
  )
}
