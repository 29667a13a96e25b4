import { PlusOutlined, ReloadOutlined } from '@ant-design/icons'
import { ResultCode, STAFF_ROLE_LABELS } from '@dianjing/shared'
import { Alert, Button, Card, Flex, Input, Result, Typography } from 'antd'
import { useState } from 'react'
import { PageHeader } from '@/components/page-header.tsx'
import { ApiError } from '@/lib/api-client.ts'
import { useMe } from '@/lib/me.ts'
import { readPage, useLastPageClamp, usePagedParams } from '@/lib/paged-params.ts'
import { keywordParam } from '@/lib/search-params.ts'
import { type FineListQuery, useFines, useRefreshFines } from '../api/get-fines.ts'
import { canIssueFines } from '../api/issue-fine.ts'
import { FineModal } from '../components/fine-modal.tsx'
import { FinesTable } from '../components/fines-table.tsx'

/** The search and page live in the address, so a link or a reload opens the same list. */
const readFineQuery = (params: URLSearchParams): FineListQuery => ({
  keyword: keywordParam(params),
  ...readPage(params),
})

export function FinesRoute({ section }: { section: { title: string; description: string } }) {
  const paged = usePagedParams(readFineQuery)
  const { query } = paged
  const role = useMe().data?.role
  const canFine = canIssueFines(role)
  const fines = useFines(query)
  const refresh = useRefreshFines()
  useLastPageClamp(paged, fines)
  const [issuing, setIssuing] = useState(false)

  const error = fines.error instanceof ApiError ? fines.error : undefined
  const forbidden = error?.code === ResultCode.forbidden

  return (
    <>
      <PageHeader
        title={section.title}
        description={section.description}
        extra={
          <Flex gap={8}>
            <Button icon={<ReloadOutlined />} loading={fines.isFetching} onClick={() => refresh()}>
              刷新
            </Button>
            {canFine && (
              <Button type="primary" danger icon={<PlusOutlined />} onClick={() => setIssuing(true)}>
                开具罚款
              </Button>
            )}
          </Flex>
        }
      />
      <Card>
        {forbidden ? (
          <Result status="403" title="无权查看罚款记录" subTitle={error.message} />
        ) : (
          <>
            <Flex justify="space-between" align="center" gap={16} style={{ marginBottom: 16 }}>
              <Typography.Text type="secondary">
                罚款先从可用余额扣除，余额不足的部分记为欠款，打手之后进入可用余额的收入会先抵扣欠款。
              </Typography.Text>
              <Input.Search
                key={query.keyword}
                defaultValue={query.keyword}
                placeholder="搜索打手手机号、昵称或罚款原因"
                allowClear
                enterButton="搜索"
                onSearch={(keyword) => paged.filter({ keyword: keyword.trim() })}
                style={{ width: 360 }}
              />
            </Flex>
            {role && !canFine && (
              <Alert
                type="info"
                showIcon
                title={`当前角色为${STAFF_ROLE_LABELS[role]}，可查看罚款记录；开具罚款由财务处理。`}
                style={{ marginBottom: 16 }}
              />
            )}
            {fines.isError && (
              <Alert
                type="error"
                showIcon
                title="罚款记录加载失败"
                description={error?.message ?? '请稍后重试'}
                action={
                  <Button size="small" onClick={() => fines.refetch()}>
                    重试
                  </Button>
                }
                style={{ marginBottom: 16 }}
              />
            )}
            {(fines.data || !fines.isError) && (
              <FinesTable
                rows={fines.data?.list ?? []}
                loading={fines.isFetching}
                pagination={{ page: query.page, pageSize: query.pageSize, total: fines.data?.total ?? 0 }}
                onPageChange={paged.turnPage}
              />
            )}
          </>
        )}
      </Card>
      {canFine && <FineModal key={String(issuing)} open={issuing} onClose={() => setIssuing(false)} />}
    </>
  )
}
