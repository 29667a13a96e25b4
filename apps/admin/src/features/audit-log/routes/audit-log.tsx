import { ReloadOutlined } from '@ant-design/icons'
import { ResultCode } from '@dianjing/shared'
import { Alert, Button, Card, Result } from 'antd'
import { useEffect } from 'react'
import { useSearchParams } from 'react-router'
import { PageHeader } from '@/components/page-header.tsx'
import { ApiError } from '@/lib/api-client.ts'
import { type AuditLogQuery, useAuditLog } from '../api/get-audit-log.ts'
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
  const [params, setParams] = useSearchParams()
  const query = readAuditQuery(params)
  const log = useAuditLog(query)
  const staff = useStaffNames()

  const show = (next: AuditLogQuery) => setParams(auditQuerySearch(next))
  const filter = (filters: Partial<AuditFilters>) => show(withFilters(query, filters))
  const turnPage = (page: number, pageSize: number) =>
    show({ ...query, page: pageSize === query.pageSize ? page : 1, pageSize })

  // A narrower filter can leave the address on a page that no longer exists; go to the last one.
  const lastPage = log.data ? Math.max(1, Math.ceil(log.data.total / query.pageSize)) : query.page
  const beyondLastPage = !log.isPlaceholderData && query.page > lastPage
  useEffect(() => {
    if (beyondLastPage) setParams(auditQuerySearch({ ...query, page: lastPage }), { replace: true })
  }, [beyondLastPage, lastPage, query, setParams])

  const error = log.error instanceof ApiError ? log.error : undefined
  const forbidden = error?.code === ResultCode.forbidden
  const { page, pageSize, ...filters } = query

  return (
    <>
      <PageHeader
        title={section.title}
        description={section.description}
        extra={
          <Button icon={<ReloadOutlined />} loading={log.isFetching} onClick={() => log.refetch()}>
            刷新
          </Button>
        }
      />
      <Card>
        {forbidden ? (
          <Result status="403" title="无权查看操作日志" subTitle={error.message} />
        ) : (
          <>
            <AuditFilterBar
              staff={staff.data}
              staffLoading={staff.isLoading}
              value={filters}
              onChange={filter}
            />
            {log.isError && (
              <Alert
                type="error"
                showIcon
                title="操作日志加载失败"
                description={error?.message ?? '请稍后重试'}
                action={
                  <Button size="small" onClick={() => log.refetch()}>
                    重试
                  </Button>
                }
                style={{ marginBottom: 16 }}
              />
            )}
            {(log.data || !log.isError) && (
              <AuditTable
                rows={log.data?.list ?? []}
                loading={log.isFetching}
                pagination={{ page, pageSize, total: log.data?.total ?? 0 }}
                onPageChange={turnPage}
              />
            )}
          </>
        )}
      </Card>
    </>
  )
}
