import type { StaffRoleValue } from '@dianjing/shared'
import { Flex } from 'antd'
import type { ReactNode } from 'react'
import { CountedTabs } from './counted-tabs.tsx'
import { KeywordSearch } from './keyword-search.tsx'
import { ListCard, type ListQuery } from './list-card.tsx'
import { PageHeader } from './page-header.tsx'
import { ReadOnlyNotice } from './read-only-notice.tsx'
import { RefreshButton } from './refresh-button.tsx'

/**
 * A page of requests staff decide on (withdrawals, worker applications, refunds): tabs by outcome with
 * how many wait on the first, an optional search, the list, and, for a role that may only read, who
 * decides instead. The table with its approve and refuse actions is the page's own.
 */
export function ReviewQueuePage<Tab extends string>({
  section,
  subject,
  refusedText,
  tabs,
  tabLabels,
  tab,
  onTab,
  waiting,
  search,
  list,
  onRefresh,
  headerExtra,
  decider,
  children,
}: {
  section: { title: string; description: string }
  /** What is reviewed: 提现申请 (无权查看提现申请, 提现申请加载失败). */
  subject: string
  /** Why a refused role may not read the queue, where the page words it itself. */
  refusedText?: string
  /** The first tab holds what waits for a decision. */
  tabs: readonly Tab[]
  tabLabels: Record<Tab, string>
  tab: Tab
  onTab: (tab: Tab) => void
  /** How many wait, once known. */
  waiting: number | undefined
  search?: { keyword: string; placeholder: string; onSearch: (keyword: string) => void }
  list: ListQuery & { isFetching: boolean }
  onRefresh: () => unknown
  /** Before 刷新: 导出 CSV. */
  headerExtra?: ReactNode
  /** Who may decide; a role known to be read-only is told who does, on the first tab. */
  decider: { role: StaffRoleValue | undefined; mayDecide: boolean; decidedBy: string }
  children: ReactNode
}) {
  const refresh = <RefreshButton loading={list.isFetching} onRefresh={onRefresh} />
  return (
    <>
      <PageHeader
        title={section.title}
        description={section.description}
        extra={
          headerExtra ? (
            <Flex gap={8}>
              {headerExtra}
              {refresh}
            </Flex>
          ) : (
            refresh
          )
        }
      />
      <ListCard
        list={list}
        refusedTitle={`无权查看${subject}`}
        refusedText={refusedText}
        failedTitle={`${subject}加载失败`}
        tabbed
        toolbar={
          <CountedTabs
            tabs={tabs}
            labels={tabLabels}
            active={tab}
            waiting={waiting}
            onChange={onTab}
            extra={search && <KeywordSearch {...search} width={320} />}
          />
        }
        notice={
          tab === tabs[0] && (
            <ReadOnlyNotice
              role={decider.role}
              mayAct={decider.mayDecide}
              subject={subject}
              decidedBy={decider.decidedBy}
            />
          )
        }
      >
        {children}
      </ListCard>
    </>
  )
}
