import { Segmented } from 'antd'
import { useLocation, useNavigate } from 'react-router'
import { CountedTabs } from '@/components/counted-tabs.tsx'
import { ListCard } from '@/components/list-card.tsx'
import { PageHeader } from '@/components/page-header.tsx'
import { ReadOnlyNotice } from '@/components/read-only-notice.tsx'
import { RefreshButton } from '@/components/refresh-button.tsx'
import { useMe } from '@/lib/me.ts'
import { readPage, useLastPageClamp, usePagedParams } from '@/lib/paged-params.ts'
import { useQueueSettings } from '@/lib/queues.ts'
import { tabParam } from '@/lib/search-params.ts'
import {
  ARBITRATION_TABS,
  type ArbitrationQuery,
  type ArbitrationRow,
  type ArbitrationSort,
  type ArbitrationTab,
  canRuleArbitrations,
  useArbitrations,
  useOpenArbitrationCount,
  useRefreshArbitrations,
} from '../api/get-arbitrations.ts'
import { ArbitrationsTable } from '../components/arbitrations-table.tsx'

const TAB_LABELS: Record<ArbitrationTab, string> = { open: '待裁决', ruled: '已裁决' }

const SORT_OPTIONS: { value: ArbitrationSort; label: string }[] = [
  { value: 'oldest', label: '最早发起在前' },
  { value: 'newest', label: '最新发起在前' },
]

const sortOf = (text: string | null): ArbitrationSort | undefined =>
  text === 'oldest' || text === 'newest' ? text : undefined

/** The tab, order and page live in the address, so a link or a reload opens the same list. */
const readQuery = (params: URLSearchParams): ArbitrationQuery => ({
  status: tabParam(params.get('status'), ARBITRATION_TABS),
  sort: sortOf(params.get('sort')),
  ...readPage(params),
})

/**
 * 仲裁处理: orders whose customer and worker could not agree, the longest wait first. Operators and finance
 * open each to rule a split; support reads the queue to answer those who ask.
 */
export function ArbitrationsRoute({ section }: { section: { title: string; description: string } }) {
  const paged = usePagedParams(readQuery)
  const { query } = paged
  const navigate = useNavigate()
  const { pathname, search } = useLocation()
  const role = useMe().data?.role
  const canRule = canRuleArbitrations(role)
  const settings = useQueueSettings()
  const arbitrations = useArbitrations(query)
  const openCount = useOpenArbitrationCount()
  const refresh = useRefreshArbitrations()
  useLastPageClamp(paged, arbitrations)

  const from = `${pathname}${search}`
  const open = (row: ArbitrationRow) => navigate(`/arbitrations/${row.id}`, { state: { from } })

  return (
    <>
      <PageHeader
        title={section.title}
        description={section.description}
        extra={<RefreshButton loading={arbitrations.isFetching} onRefresh={refresh} />}
      />
      <ListCard
        list={arbitrations}
        refusedTitle="无权查看仲裁"
        failedTitle="仲裁加载失败"
        tabbed
        toolbar={
          <CountedTabs
            tabs={ARBITRATION_TABS}
            labels={TAB_LABELS}
            active={query.status}
            waiting={openCount}
            onChange={(status) => paged.filter({ status })}
            extra={
              <Segmented<ArbitrationSort>
                aria-label="排序"
                options={SORT_OPTIONS}
                value={query.sort ?? 'oldest'}
                onChange={(sort) => paged.filter({ sort })}
              />
            }
          />
        }
        notice={
          query.status === 'open' && (
            <ReadOnlyNotice role={role} mayAct={canRule} subject="仲裁" decidedBy="裁决由运营或财务处理" />
          )
        }
      >
        <ArbitrationsTable
          tab={query.status}
          rows={arbitrations.data?.list ?? []}
          loading={arbitrations.isFetching}
          pagination={{ page: query.page, pageSize: query.pageSize, total: arbitrations.data?.total ?? 0 }}
          onPageChange={paged.turnPage}
          sort={query.sort}
          onSort={(sort) => paged.filter({ sort })}
          targetMinutes={settings.targets.arbitrations}
          canRule={canRule}
          from={from}
          onOpen={open}
        />
      </ListCard>
    </>
  )
}
