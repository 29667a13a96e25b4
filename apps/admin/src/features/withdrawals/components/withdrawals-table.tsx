import { formatCents, PayoutMethod, WITHDRAWAL_STATUS_LABELS, WithdrawalStatus } from '@dianjing/shared'
import { Button, Empty, Flex, Image, Table, type TableColumnsType, Tag, Tooltip, Typography } from 'antd'
import { type TablePage, tablePagination } from '@/components/table-pagination.ts'
import type { Withdrawal, WithdrawalTab } from '../api/get-withdrawals.ts'
import { payeeMatches } from './payee-check.tsx'

const EMPTY_TEXT: Record<WithdrawalTab, string> = {
  pending: '暂无待打款的提现申请',
  transferring: '暂无转账中的提现',
  paid: '暂无已打款的提现',
  failed: '暂无转账失败的提现',
  rejected: '暂无已驳回的提现申请',
  all: '暂无提现申请',
}

const STATUS_COLORS: Record<number, string> = {
  [WithdrawalStatus.pending]: 'warning',
  [WithdrawalStatus.transferring]: 'processing',
  [WithdrawalStatus.paid]: 'success',
  [WithdrawalStatus.failed]: 'error',
  [WithdrawalStatus.rejected]: 'default',
}

const small = { fontSize: 12 } as const
const muted = <Typography.Text type="secondary">—</Typography.Text>

/** `2026-11-21 20:15:03` → `2026-11-21 20:15`: seconds only widen the column. */
const minutes = (dateTime: string) => dateTime.slice(0, 16)

const METHOD_TAGS: Record<number, { text: string; color: string }> = {
  [PayoutMethod.alipayApi]: { text: '支付宝接口', color: 'blue' },
  [PayoutMethod.manual]: { text: '手动打款', color: 'orange' },
}

/**
 * Who handled it and when, how it was paid, then what came of it: Alipay's reference, the transfer
 * still awaited, Alipay's reason for a failure, or the reason of a rejection.
 */
function Outcome({ row }: { row: Withdrawal }) {
  if (!row.handledTime) return muted
  const method = row.payoutMethod === null ? undefined : METHOD_TAGS[row.payoutMethod]
  return (
    <Flex vertical>
      <span>
        {row.staffName || '—'}
        <Typography.Text type="secondary" style={{ ...small, marginInlineStart: 8 }}>
          {minutes(row.handledTime)}
        </Typography.Text>
        {method && (
          <Tag color={method.color} style={{ ...small, marginInlineStart: 8 }}>
            {method.text}
          </Tag>
        )}
      </span>
      {row.status === WithdrawalStatus.transferring && (
        <Typography.Text type="secondary" style={small}>
          等待支付宝转账结果，系统自动更新（商户单号 {row.outBizNo}）
        </Typography.Text>
      )}
      {row.status === WithdrawalStatus.failed && (
        <Typography.Paragraph
          type="danger"
          style={{ ...small, margin: 0 }}
          ellipsis={{ rows: 2, tooltip: row.failReason }}
        >
          支付宝失败原因：{row.failReason || '未说明'}；金额已退回打手可用余额
        </Typography.Paragraph>
      )}
      {row.alipayReference && (
        <Typography.Text
          style={{ ...small, wordBreak: 'break-all' }}
          copyable={{ text: row.alipayReference }}
        >
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

const link = { padding: 0, height: 'auto' } as const

/**
 * A pending request's decisions: pay by Alipay's API (the normal way), reject with a reason, or, when
 * Alipay's API is down, record a transfer made by hand.
 */
function PendingActions({
  row,
  onTransfer,
  onPay,
  onReject,
}: {
  row: Withdrawal
  onTransfer: (row: Withdrawal) => void
  onPay: (row: Withdrawal) => void
  onReject: (row: Withdrawal) => void
}) {
  return (
    <Flex vertical gap={4} align="start">
      <Flex gap={16} style={{ whiteSpace: 'nowrap' }}>
        <Button type="link" onClick={() => onTransfer(row)} style={{ ...link, fontWeight: 600 }}>
          支付宝打款
        </Button>
        <Button type="link" danger onClick={() => onReject(row)} style={link}>
          驳回
        </Button>
      </Flex>
      <Tooltip title="仅在支付宝接口故障时使用：在支付宝 App 转账后填写转账单号">
        <Button
          type="link"
          size="small"
          onClick={() => onPay(row)}
          style={{ ...link, ...small, color: '#8c8c8c' }}
        >
          手动打款（故障时）
        </Button>
      </Tooltip>
    </Flex>
  )
}

/** The outcome column takes what the fixed columns leave, and at least this much. */
const OUTCOME_MIN_WIDTH = 220

export function WithdrawalsTable({
  tab,
  rows,
  loading,
  pagination,
  onPageChange,
  canHandle,
  onTransfer,
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
  /** Pay by Alipay's transfer API, after the confirmation dialog. */
  onTransfer: (row: Withdrawal) => void
  /** Record a transfer made by hand in Alipay (outages). */
  onPay: (row: Withdrawal) => void
  onReject: (row: Withdrawal) => void
}) {
  const handledShown = tab !== 'pending'
  const actionsShown = canHandle && (tab === 'pending' || tab === 'all')

  const columns: TableColumnsType<Withdrawal> = [
    {
      title: '打手',
      key: 'worker',
      width: 120,
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
      width: 96,
      align: 'right',
      render: (cents: number) => <Typography.Text strong>¥{formatCents(cents)}</Typography.Text>,
    },
    {
      title: '支付宝姓名',
      dataIndex: 'alipayName',
      width: 112,
      render: (name: string, row) => (
        <Flex vertical align="start">
          <span>{name}</span>
          {!payeeMatches(row) && (
            <Tooltip title={`入驻申请实名：${row.workerRealName || '未找到'}`}>
              <Tag color="error" style={small}>
                与实名不符
              </Tag>
            </Tooltip>
          )}
        </Flex>
      ),
    },
    {
      title: '支付宝手机号',
      dataIndex: 'alipayPhone',
      width: 128,
      render: (phone: string) => <Typography.Text copyable>{phone}</Typography.Text>,
    },
    {
      title: '收款码',
      dataIndex: 'alipayPaymentCode',
      width: 64,
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
    { title: '申请时间', dataIndex: 'createTime', width: 128, render: minutes },
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
                <PendingActions row={row} onTransfer={onTransfer} onPay={onPay} onReject={onReject} />
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
