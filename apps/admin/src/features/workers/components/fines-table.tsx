import { RollbackOutlined } from '@ant-design/icons'
import { Button, Empty, Flex, Table, type TableColumnsType, Typography } from 'antd'
import { type TablePage, tablePagination } from '@/components/table-pagination.ts'
import { yuanText } from '@/lib/money.ts'
import type { LedgerEntry } from '../api/get-worker-ledger.ts'
import { EntryOrder, FineStanding } from './fine-cells.tsx'

const muted = <Typography.Text type="secondary">—</Typography.Text>

const small = { fontSize: 12 } as const

/** How a fine was taken when issued: off the balance, and what the balance could not cover, owed. */
function FineAmount({ fine }: { fine: LedgerEntry }) {
  return (
    <Flex vertical align="flex-end">
      <Typography.Text strong type="danger">
        {yuanText(fine.amount)}
      </Typography.Text>
      {fine.availableChange !== 0 && (
        <Typography.Text type="secondary" style={small}>
          余额扣除 {yuanText(-fine.availableChange)}
        </Typography.Text>
      )}
      {fine.owedChange !== 0 && (
        <Typography.Text type="warning" style={small}>
          记为欠款 {yuanText(fine.owedChange)}
        </Typography.Text>
      )}
    </Flex>
  )
}

/** Why the worker was fined, and the order it is about when staff named one. */
function FineReason({ fine }: { fine: LedgerEntry }) {
  return (
    <Flex vertical gap={2}>
      {fine.remarks ? (
        <Typography.Paragraph ellipsis={{ rows: 2, tooltip: fine.remarks }} style={{ margin: 0 }}>
          {fine.remarks}
        </Typography.Paragraph>
      ) : (
        muted
      )}
      {fine.orderNum && (
        <Typography.Text type="secondary" style={small}>
          关联订单 <EntryOrder entry={fine} />
        </Typography.Text>
      )}
    </Flex>
  )
}

/**
 * Sized to fit beside the side menu at 1440×900 (1,110 px) with room for the reason, the revoke action
 * included: the split of the amount sits under it, the order under the reason.
 */
const columns: TableColumnsType<LedgerEntry> = [
  { title: '时间', dataIndex: 'createTime', width: 170 },
  {
    title: '打手',
    key: 'worker',
    width: 150,
    render: (_, entry) => (
      <Flex vertical>
        <span>{entry.workerName || '未设置昵称'}</span>
        <Typography.Text type="secondary" style={small}>
          ID {entry.workerId}
        </Typography.Text>
      </Flex>
    ),
  },
  {
    title: '罚款金额',
    key: 'amount',
    width: 160,
    align: 'right',
    render: (_, fine) => <FineAmount fine={fine} />,
  },
  { title: '罚款原因', key: 'reason', render: (_, fine) => <FineReason fine={fine} /> },
  {
    title: '开具人',
    dataIndex: 'staffName',
    width: 100,
    render: (name: string) => name || muted,
  },
  {
    title: '状态',
    dataIndex: 'revocation',
    width: 190,
    render: (revocation: LedgerEntry['revocation']) => <FineStanding revocation={revocation} />,
  },
]

/** The action column for those who may revoke: a fine in force can be revoked, once. */
const revokeColumn = (onRevoke: (fine: LedgerEntry) => void): TableColumnsType<LedgerEntry>[number] => ({
  title: '操作',
  key: 'actions',
  width: 80,
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
      scroll={{ x: 1000 }}
      pagination={tablePagination(pagination, onPageChange)}
      locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无罚款记录" /> }}
    />
  )
}
