import { WORKER_STANDING_LABELS, WorkerStanding } from '@dianjing/shared'
import { Flex, Select } from 'antd'
import { useState } from 'react'
import { KeywordSearch } from '@/components/keyword-search.tsx'
import { ListCard } from '@/components/list-card.tsx'
import { PageHeader } from '@/components/page-header.tsx'
import { RefreshButton } from '@/components/refresh-button.tsx'
import { useMe } from '@/lib/me.ts'
import { readPage, useLastPageClamp, usePagedParams } from '@/lib/paged-params.ts'
import { keywordParam } from '@/lib/search-params.ts'
import {
  useRefreshWorkers,
  useWorkers,
  type Worker,
  type WorkerListQuery,
  type WorkerStatusFilter,
} from '../api/get-workers.ts'
import { canIssueFines } from '../api/issue-fine.ts'
import { FineModal } from '../components/fine-modal.tsx'
import { LedgerDrawer } from '../components/ledger-drawer.tsx'
import { WorkersTable } from '../components/workers-table.tsx'

const STATUS_OPTIONS: { value: WorkerStatusFilter; label: string }[] = [
  { value: '', label: '全部状态' },
  { value: 'active', label: WORKER_STANDING_LABELS[WorkerStanding.active]! },
  { value: 'suspended', label: WORKER_STANDING_LABELS[WorkerStanding.suspended]! },
  { value: 'left', label: WORKER_STANDING_LABELS[WorkerStanding.left]! },
]

/** A status from the address, or '' (every worker) for anything else. */
const statusFilterOf = (text: string | null): WorkerStatusFilter =>
  STATUS_OPTIONS.find((option) => option.value === text)?.value ?? ''

/** The search, status and page live in the address, so a link or a reload opens the same list. */
const readWorkerQuery = (params: URLSearchParams): WorkerListQuery => ({
  keyword: keywordParam(params),
  status: statusFilterOf(params.get('status')),
  ...readPage(params),
})

export function WorkersRoute({ section }: { section: { title: string; description: string } }) {
  const paged = usePagedParams(readWorkerQuery)
  const { query } = paged
  const canFine = canIssueFines(useMe().data?.role)
  const workers = useWorkers(query)
  const refresh = useRefreshWorkers()
  useLastPageClamp(paged, workers)

  const [ledgerOf, setLedgerOf] = useState<Worker | undefined>(undefined)
  const [fining, setFining] = useState<Worker | undefined>(undefined)

  return (
    <>
      <PageHeader
        title={section.title}
        description={section.description}
        extra={<RefreshButton loading={workers.isFetching} onRefresh={refresh} />}
      />
      <ListCard
        list={workers}
        refusedTitle="无权查看打手"
        failedTitle="打手列表加载失败"
        toolbar={
          <Flex justify="flex-end" gap={12} style={{ marginBottom: 16 }}>
            <Select<WorkerStatusFilter>
              aria-label="状态"
              value={query.status}
              options={STATUS_OPTIONS}
              onChange={(status) => paged.filter({ status })}
              style={{ width: 140 }}
            />
            <KeywordSearch
              keyword={query.keyword}
              placeholder="搜索手机号、昵称或真实姓名"
              onSearch={(keyword) => paged.filter({ keyword })}
            />
          </Flex>
        }
      >
        <WorkersTable
          rows={workers.data?.list ?? []}
          loading={workers.isFetching}
          pagination={{ page: query.page, pageSize: query.pageSize, total: workers.data?.total ?? 0 }}
          onPageChange={paged.turnPage}
          canFine={canFine}
          onLedger={setLedgerOf}
          onFine={setFining}
        />
      </ListCard>
      <LedgerDrawer
        key={`ledger-${ledgerOf?.userId ?? 'none'}`}
        worker={ledgerOf}
        onClose={() => setLedgerOf(undefined)}
      />
      <FineModal
        key={`fine-${fining?.userId ?? 'none'}`}
        worker={fining}
        open={fining !== undefined}
        onClose={() => setFining(undefined)}
      />
    </>
  )
}
