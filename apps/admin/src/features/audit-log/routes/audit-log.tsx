import { ListCard } from '@/components/list-card.tsx'
import { PageHeader } from '@/components/page-header.tsx'
import { RefreshButton } from '@/components/refresh-button.tsx'
import { useLastPageClamp, usePagedParams } from '@/lib/paged-params.ts'
import { useAuditLog } from '../api/get-audit-log.ts'
import { useStaffNames } from '../api/get-staff-names.ts'
import { AuditFilterBar } from '../components/audit-filters.tsx'
import {
  type AuditFilters,
  auditQuerySearch,
  readAuditQuery,
  withFilters,
} from '../components/audit-query.ts'
import { AuditTable } from '../components/audit-table.tsx'

/** 操作日志: every change staff made, filtered by who, what, which record and when; the filters live in the address. */
export function AuditLogRoute({ section }: { section: { title: string; description: string } }) {
  const paged = usePagedParams(readAuditQuery, auditQuerySearch)
  const { query } = paged
  const log = useAuditLog(query)
  const staff = useStaffNames()
  useLastPageClamp(paged, log)

  const filter = (filters: Partial<AuditFilters>) => paged.show(withFilters(query, filters))
  const { page, pageSize, ...filters } = query

  return (
    <>
      <PageHeader
        title={section.title}
        description={section.description}
        extra={<RefreshButton loading={log.isFetching} onRefresh={log.refetch} />}
      />
      <ListCard
        list={log}
        refusedTitle="无权查看操作日志"
        failedTitle="操作日志加载失败"
        toolbar={
          <AuditFilterBar
            staff={staff.data}
            staffLoading={staff.isLoading}
            value={filters}
            onChange={filter}
          />
        }
      >
        <AuditTable
          rows={log.data?.list ?? []}
          loading={log.isFetching}
          pagination={{ page, pageSize, total: log.data?.total ?? 0 }}
          onPageChange={paged.turnPage}
        />
      </ListCard>
    </>
  )
}
