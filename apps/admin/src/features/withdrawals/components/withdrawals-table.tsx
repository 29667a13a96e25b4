import { formatCents, WITHDRAWAL_STATUS_LABELS } from '@dianjing/shared'
import { Empty, Flex, Image, Table, type TableColumnsType, Tag, Typography } from 'antd'
import { ReviewActions } from '@/components/review-actions.tsx'
import { type TablePage, tablePagination } from '@/components/table-pagination.ts'
import { type Withdrawal, WithdrawalStatus, type WithdrawalTab } from '../api/get-withdrawals.ts'

const EMPTY_TEXT: Record<WithdrawalTab, string> = {
  pending: '暂无待打款的提现申请',
  paid: '暂无已打款的提现',
  rejected: '暂无已驳回的提现申请',
  all: '暂无提现申请',
}

const STATUS_COLORS: Record<number, string> = {
  [WithdrawalStatus.pending]: 'warning',
  [WithdrawalStatus.paid]: 'success',
  [WithdrawalStatus.rejected]: 'error',
}

const small = { fontSize: 12 } as const
const muted = <Typography.Text type="secondary">—</Typography.Text>

/** `2026-11-21 20:15:03` → `2026-11-21 20:15`: seconds only widen the column. */
const minutes = (dateTime: string) => dateTime.slice(0, 16)

/** Who handled it and when, then the Alipay reference of a payment or the reason of a rejection. */
function Outcome({ row }: { row: Withdrawal }) {
  if (!row.handledTime) return muted
  return (
    <Flex vertical>
      <span>
        {row.staffName || '—'}
        <Typography.Text type="secondary" style={{ ...small, marginInlineStart: 8 }}>
          {minutes(row.handledTime)}
        </Typography.Text>
      </span>
      {row.alipayReference && (
        <Typography.Text style={small} copyable={{ text: row.alipayReference }}>
          转账单号 {row.alipayReference}
        </Typography.Text>
      )}
      {row.rejectReason && (
        <Typography.Paragraph
          type="danger"
          style={{ ...small, margin: 0 }}
          ellipsis={{ rows: 2, tooltip: row.rejectReason }}
        >
          驳回原因：{row.rejectReason}
        </Typography.Paragraph>
      )}
    </Flex>
  )
}

/** The outcome column takes what the fixed columns leave, and at least this much. */
const OUTCOME_MIN_WIDTH = 240

export function WithdrawalsTable({
  tab,
  rows,
  loading,
  pagination,
  onPageChange,
  canHandle,
  onPay,
  onReject,
}: {
  tab: WithdrawalTab
  rows: Withdrawal[]
  loading: boolean
  pagination: TablePage
  onPageChange: (page: number, pageSize: number) => void
  /** Whether the signed-in staff may pay or reject; otherwise the table is read-only. */
  canHandle: boolean
  onPay: (row: Withdrawal) => void
  onReject: (row: Withdrawal) => void
}) {
  const handledShown = tab !== 'pending'
  const actionsShown = canHandle && (tab === 'pending' || tab === 'all')

  const columns: TableColumnsType<Withdrawal> = [
    {
      title: '打手',
      key: 'worker',
      width: 128,
      render: (_, row) => (
        <Flex vertical>
          <span>{row.workerName}</span>
          <Typography.Text type="secondary" style={small}>
            {row.workerPhone}
          </Typography.Text>
        </Flex>
      ),
    },
    {
      title: '金额',
      dataIndex: 'amount',
      width: 100,
      align: 'right',
      render: (cents: number) => <Typography.Text strong>¥{formatCents(cents)}</Typography.Text>,
    },
    { title: '支付宝姓名', dataIndex: 'alipayName', width: 96 },
    {
      title: '支付宝手机号',
      dataIndex: 'alipayPhone',
      width: 136,
      render: (phone: string) => <Typography.Text copyable>{phone}</Typography.Text>,
    },
    {
      title: '收款码',
      dataIndex: 'alipayPaymentCode',
      width: 72,
      render: (src: string, row) =>
        src ? (
          <Image
            src={src}
            alt={`${row.alipayName}的支付宝收款码`}
            width={48}
            height={48}
            style={{ borderRadius: 4, objectFit: 'cover' }}
          />
        ) : (
          muted
        ),
    },
    { title: '申请时间', dataIndex: 'createTime', width: 140, render: minutes },
    {
      title: '状态',
      dataIndex: 'status',
      width: 84,
      render: (status: number) => (
        <Tag color={STATUS_COLORS[status]}>{WITHDRAWAL_STATUS_LABELS[status] ?? '未知'}</Tag>
      ),
    },
    ...(handledShown
      ? [
          {
            title: '处理结果',
            key: 'handled',
            render: (_: unknown, row: Withdrawal) => <Outcome row={row} />,
          },
        ]
      : []),
    ...(actionsShown
      ? [
          {
            title: '操作',
            key: 'actions',
            width: 140,
            fixed: 'right' as const,
            render: (_: unknown, row: Withdrawal) =>
              row.status === WithdrawalStatus.pending ? (
                <ReviewActions
                  icons={false}
                  approve={{ label: '标记已打款', onClick: () => onPay(row) }}
                  refuse={{ label: '驳回', onClick: () => onReject(row) }}
                />
              ) : null,
          },
        ]
      : []),
  ]

  return (
    <Table<Withdrawal>
      rowKey="id"
      columns={columns}
      dataSource={rows}
      loading={loading}
      tableLayout="fixed"
      size="middle"
      scroll={{
        x: columns.reduce(
          (sum, column) => sum + (typeof column.width === 'number' ? column.width : OUTCOME_MIN_WIDTH),
          0,
        ),
      }}
      pagination={tablePagination(pagination, onPageChange)}
      locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={EMPTY_TEXT[tab]} /> }}
    />
  )
}
