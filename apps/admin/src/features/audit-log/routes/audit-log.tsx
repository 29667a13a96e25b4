import { ReloadOutlined } from '@ant-design/icons'
import { ResultCode } from '@dianjing/shared'
import { Alert, Button, Card, Result } from 'antd'
import { PageHeader } from '@/components/page-header.tsx'
import { ApiError } from '@/lib/api-client.ts'
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
                onPageChange={paged.turnPage}
              />
            )}
          </>
        )}
      </Card>
    </>
  )
}
