import { type QueueSort, WITHDRAWAL_STATUS_LABELS, WithdrawalStatus } from '@dianjing/shared'
import {
  Empty,
  Flex,
  Image,
  Table,
  type TableColumnsType,
  type TableProps,
  Tag,
  Tooltip,
  Typography,
} from 'antd'
import { type TablePage, tablePagination } from '@/components/table-pagination.ts'
import { WaitingTime } from '@/components/waiting-time.tsx'
import { yuanText } from '@/lib/money.ts'
import { columnSortOrder, sortFromHeader } from '@/lib/queues.ts'
import type { Withdrawal, WithdrawalTab } from '../api/get-withdrawals.ts'
import { payeeMatches } from './payee-check.tsx'
import { minutes, muted, Outcome, PendingActions, small } from './withdrawal-cells.tsx'

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

/** The outcome column takes what the fixed columns leave, and at least this much. */
const OUTCOME_MIN_WIDTH = 220
/** antd's checkbox column, outside `columns`. */
const SELECTION_WIDTH = 32

export function WithdrawalsTable({
  tab,
  rows,
  loading,
  pagination,
  onPageChange,
  sort,
  onSort,
  targetMinutes,
  rowSelection,
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
  sort: QueueSort | undefined
  onSort: (sort: QueueSort | undefined) => void
  /** How long a request may wait before it shows as overdue (队列设置). */
  targetMinutes: number
  /** The rows chosen for a bulk rejection, on 待打款 for finance. */
  rowSelection?: TableProps<Withdrawal>['rowSelection']
  /** Whether the signed-in staff may pay or reject; otherwise the table is read-only. */
  canHandle: boolean
  /** Pay by Alipay's transfer API, after the confirmation dialog. */
  onTransfer: (row: Withdrawal) => void
  /** Record a transfer made by hand in Alipay (outages). */
  onPay: (row: Withdrawal) => void
  onReject: (row: Withdrawal) => void
}) {
  const pending = tab === 'pending'
  const handledShown = !pending
  const actionsShown = canHandle && (pending || tab === 'all')

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
      key: 'amount',
      width: 110,
      align: 'right',
      sorter: true,
      sortOrder: columnSortOrder(sort, 'amount', pending),
      render: (cents: number) => <Typography.Text strong>{yuanText(cents)}</Typography.Text>,
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
    ...(pending
      ? [
          {
            title: '已等待',
            key: 'since',
            width: 110,
            sorter: true,
            sortOrder: columnSortOrder(sort, 'since', true),
            render: (_: unknown, row: Withdrawal) => (
              <WaitingTime since={row.createTime} targetMinutes={targetMinutes} />
            ),
          },
        ]
      : []),
    {
      title: '申请时间',
      dataIndex: 'createTime',
      // On 待打款 the wait beside it carries the order.
      key: pending ? 'createTime' : 'since',
      width: 140,
      sorter: !pending,
      sortOrder: pending ? undefined : columnSortOrder(sort, 'since', false),
      render: minutes,
    },
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
          rowSelection ? SELECTION_WIDTH : 0,
        ),
      }}
      pagination={tablePagination(pagination, onPageChange)}
      onChange={(_pagination, _filters, sorter, { action }) => {
        if (action !== 'sort' || Array.isArray(sorter)) return
        onSort(sortFromHeader(sorter.columnKey, sorter.order))
      }}
      rowSelection={rowSelection}
      locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={EMPTY_TEXT[tab]} /> }}
    />
  )
}
