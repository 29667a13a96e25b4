import { PlusOutlined } from '@ant-design/icons'
import { Button, Flex, Typography } from 'antd'
import { useState } from 'react'
import { KeywordSearch } from '@/components/keyword-search.tsx'
import { ListCard } from '@/components/list-card.tsx'
import { PageHeader } from '@/components/page-header.tsx'
import { ReadOnlyNotice } from '@/components/read-only-notice.tsx'
import { RefreshButton } from '@/components/refresh-button.tsx'
import { useMe } from '@/lib/me.ts'
import { readPage, useLastPageClamp, usePagedParams } from '@/lib/paged-params.ts'
import { keywordParam } from '@/lib/search-params.ts'
import { type FineListQuery, useFines, useRefreshFines } from '../api/get-fines.ts'
import type { LedgerEntry } from '../api/get-worker-ledger.ts'
import { canIssueFines } from '../api/issue-fine.ts'
import { FineModal } from '../components/fine-modal.tsx'
import { FinesTable } from '../components/fines-table.tsx'
import { RevokeFineModal } from '../components/revoke-fine-modal.tsx'

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
  const [revoking, setRevoking] = useState<LedgerEntry | undefined>(undefined)

  return (
    <>
      <PageHeader
        title={section.title}
        description={section.description}
        extra={
          <Flex gap={8}>
            <RefreshButton loading={fines.isFetching} onRefresh={refresh} />
            {canFine && (
              <Button type="primary" danger icon={<PlusOutlined />} onClick={() => setIssuing(true)}>
                开具罚款
              </Button>
            )}
          </Flex>
        }
      />
      <ListCard
        list={fines}
        refusedTitle="无权查看罚款记录"
        failedTitle="罚款记录加载失败"
        toolbar={
          <>
            <Flex justify="space-between" align="center" gap={16} style={{ marginBottom: 16 }}>
              <Typography.Text type="secondary">
                罚款先从可用余额扣除，余额不足的部分记为欠款，打手之后进入可用余额的收入会先抵扣欠款。误罚可撤销，整笔退还给打手。
              </Typography.Text>
              <KeywordSearch
                keyword={query.keyword}
                placeholder="搜索打手手机号、昵称、罚款原因或订单号"
                onSearch={(keyword) => paged.filter({ keyword })}
              />
            </Flex>
            <ReadOnlyNotice
              role={role}
              mayAct={canFine}
              subject="罚款记录"
              decidedBy="开具和撤销罚款由财务处理"
            />
          </>
        }
      >
        <FinesTable
          rows={fines.data?.list ?? []}
          loading={fines.isFetching}
          pagination={{ page: query.page, pageSize: query.pageSize, total: fines.data?.total ?? 0 }}
          onPageChange={paged.turnPage}
          onRevoke={canFine ? setRevoking : undefined}
        />
      </ListCard>
      {canFine && <FineModal key={String(issuing)} open={issuing} onClose={() => setIssuing(false)} />}
      {canFine && <RevokeFineModal fine={revoking} onClose={() => setRevoking(undefined)} />}
    </>
  )
}
