import { FundRecordType } from '@dianjing/shared'
import { Alert, Button, Empty, Flex, Table, type TableColumnsType, Tag, Tooltip, Typography } from 'antd'
import { useState } from 'react'
import { tablePagination } from '@/components/table-pagination.ts'
import { ApiError } from '@/lib/api-client.ts'
import { yuanText } from '@/lib/money.ts'
import { turnedPage } from '@/lib/paged-params.ts'
import { type LedgerEntry, useWorkerLedger } from '../api/get-worker-ledger.ts'
import { EntryOrder } from './fine-cells.tsx'
import { ledgerEventLabel } from './ledger-labels.ts'
import { SignedAmount } from './money-text.tsx'

const TYPE_COLORS: Record<number, string> = {
  [FundRecordType.income]: 'green',
  [FundRecordType.withdrawal]: 'blue',
  [FundRecordType.fine]: 'red',
  [FundRecordType.deposit]: 'purple',
}

const BALANCES = [
  { change: 'availableChange', after: 'availableAfter', label: '可用' },
  { change: 'frozenChange', after: 'frozenAfter', label: '冻结' },
  { change: 'owedChange', after: 'owedAfter', label: '欠款' },
  { change: 'depositChange', after: 'depositAfter', label: '保证金' },
] as const

const small = { fontSize: 12 } as const

function Changes({ entry }: { entry: LedgerEntry }) {
  const moved = BALANCES.filter(({ change }) => entry[change] !== 0)
  if (moved.length === 0) return <Typography.Text type="secondary">—</Typography.Text>
  return (
    <Flex vertical>
      {moved.map(({ change, label }) => (
        <span key={change} style={small}>
          {label} <SignedAmount cents={entry[change]} />
        </span>
      ))}
    </Flex>
  )
}

function BalancesAfter({ entry }: { entry: LedgerEntry }) {
  return (
    <Flex vertical>
      {BALANCES.map(({ after, label }) => (
        <span key={after} style={small}>
          <Typography.Text type="secondary" style={small}>
            {label}
          </Typography.Text>{' '}
          {yuanText(entry[after])}
        </span>
      ))}
    </Flex>
  )
}

const columns: TableColumnsType<LedgerEntry> = [
  { title: '时间', dataIndex: 'createTime', width: 160 },
  {
    title: '类型',
    key: 'type',
    width: 130,
    render: (_, entry) => (
      <Flex vertical gap={4} align="flex-start">
        <Tag color={TYPE_COLORS[entry.type]}>{ledgerEventLabel(entry)}</Tag>
        {entry.revocation && (
          <Tooltip
            title={`${entry.revocation.staffName || '员工'} 于 ${entry.revocation.createTime} 撤销：${entry.revocation.reason}`}
          >
            <Tag>已撤销</Tag>
          </Tooltip>
        )}
      </Flex>
    ),
  },
  {
    title: '金额',
    dataIndex: 'amount',
    width: 110,
    align: 'right',
    render: (amount: number) => <Typography.Text strong>{yuanText(amount)}</Typography.Text>,
  },
  { title: '余额变动', key: 'changes', width: 140, render: (_, entry) => <Changes entry={entry} /> },
  { title: '变动后余额', key: 'after', width: 150, render: (_, entry) => <BalancesAfter entry={entry} /> },
  {
    title: '订单号',
    key: 'order',
    width: 190,
    render: (_, entry) => <EntryOrder entry={entry} />,
  },
  {
    title: '备注',
    dataIndex: 'remarks',
    render: (remarks: string) =>
      remarks ? (
        <Typography.Paragraph ellipsis={{ rows: 2, tooltip: remarks }} style={{ margin: 0 }}>
          {remarks}
        </Typography.Paragraph>
      ) : (
        <Typography.Text type="secondary">—</Typography.Text>
      ),
  },
  {
    title: '经办人',
    dataIndex: 'staffName',
    width: 100,
    render: (name: string) => name || <Typography.Text type="secondary">系统</Typography.Text>,
  },
]

/** Every change of one worker's money, newest first, with the balances after it, a page at a time. */
export function LedgerTable({ userId }: { userId: number }) {
  const [paging, setPaging] = useState({ page: 1, pageSize: 20 })
  const ledger = useWorkerLedger({ userId, ...paging })
  const error = ledger.error instanceof ApiError ? ledger.error.message : undefined

  return (
    <>
      {ledger.isError && (
        <Alert
          type="error"
          showIcon
          title="资金流水加载失败"
          description={error ?? '请稍后重试'}
          action={
            <Button size="small" onClick={() => ledger.refetch()}>
              重试
            </Button>
          }
          style={{ marginBottom: 16 }}
        />
      )}
      {(ledger.data || !ledger.isError) && (
        <Table<LedgerEntry>
          rowKey="id"
          size="small"
          columns={columns}
          dataSource={ledger.data?.list ?? []}
          loading={ledger.isFetching}
          tableLayout="fixed"
          scroll={{ x: 1100 }}
          pagination={tablePagination({ ...paging, total: ledger.data?.total ?? 0 }, (page, pageSize) =>
            setPaging(turnedPage(paging, page, pageSize)),
          )}
          locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无资金流水" /> }}
        />
      )}
    </>
  )
}
