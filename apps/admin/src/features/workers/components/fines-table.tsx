import { RollbackOutlined } from '@ant-design/icons'
import { Button, Empty, Flex, Table, type TableColumnsType, Typography } from 'antd'
import { type TablePage, tablePagination } from '@/components/table-pagination.ts'
import { yuanText } from '@/lib/money.ts'
import type { LedgerEntry } from '../api/get-worker-ledger.ts'
import { EntryOrder, FineStanding } from './fine-cells.tsx'

const muted = <Typography.Text type="secondary">—</Typography.Text>

/** A fine's ledger entry says what it took from the balance (a negative change) and what it left owed. */
const columns: TableColumnsType<LedgerEntry> = [
  { title: '时间', dataIndex: 'createTime', width: 170 },
  {
    title: '打手',
    key: 'worker',
    width: 160,
    render: (_, entry) => (
      <Flex vertical>
        <span>{entry.workerName || '未设置昵称'}</span>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          ID {entry.workerId}
        </Typography.Text>
      </Flex>
    ),
  },
  {
    title: '罚款金额',
    dataIndex: 'amount',
    width: 120,
    align: 'right',
    render: (cents: number) => (
      <Typography.Text strong type="danger">
        {yuanText(cents)}
      </Typography.Text>
    ),
  },
  {
    title: '余额扣除',
    dataIndex: 'availableChange',
    width: 120,
    align: 'right',
    render: (change: number) => (change === 0 ? muted : yuanText(-change)),
  },
  {
    title: '记为欠款',
    dataIndex: 'owedChange',
    width: 120,
    align: 'right',
    render: (change: number) =>
      change === 0 ? muted : <Typography.Text type="warning">{yuanText(change)}</Typography.Text>,
  },
  {
    title: '罚款原因',
    dataIndex: 'remarks',
    render: (reason: string) =>
      reason ? (
        <Typography.Paragraph ellipsis={{ rows: 2, tooltip: reason }} style={{ margin: 0 }}>
          {reason}
        </Typography.Paragraph>
      ) : (
        muted
      ),
  },
  {
    title: '关联订单',
    key: 'order',
    width: 200,
    render: (_, entry) => <EntryOrder entry={entry} />,
  },
  {
    title: '开具人',
    dataIndex: 'staffName',
    width: 120,
    render: (name: string) => name || muted,
  },
  {
    title: '状态',
    dataIndex: 'revocation',
    width: 220,
    render: (revocation: LedgerEntry['revocation']) => <FineStanding revocation={revocation} />,
  },
]

/** The action column for those who may revoke: a fine in force can be revoked, once. */
const revokeColumn = (onRevoke: (fine: LedgerEntry) => void): TableColumnsType<LedgerEntry>[number] => ({
  title: '操作',
  key: 'actions',
  width: 110,
  fixed: 'right',
  render: (_, fine) =>
    fine.revocation ? (
      muted
    ) : (
      <Button
        type="link"
        danger
        icon={<RollbackOutlined />}
        onClick={() => onRevoke(fine)}
        style={{ paddingInline: 0 }}
      >
        撤销
      </Button>
    ),
})

export function FinesTable({
  rows,
  loading,
  pagination,
  onPageChange,
  onRevoke,
}: {
  rows: LedgerEntry[]
  loading: boolean
  pagination: TablePage
  onPageChange: (page: number, pageSize: number) => void
  /** Given to those who may revoke a fine. */
  onRevoke?: (fine: LedgerEntry) => void
}) {
  return (
    <Table<LedgerEntry>
      rowKey="id"
      columns={onRevoke ? [...columns, revokeColumn(onRevoke)] : columns}
      dataSource={rows}
      loading={loading}
      tableLayout="fixed"
      scroll={{ x: 1500 }}
      pagination={tablePagination(pagination, onPageChange)}
      locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无罚款记录" /> }}
    />
  )
}
