import { SyncOutlined } from '@ant-design/icons'
import type { QueueSort } from '@dianjing/shared'
import {
  App,
  Empty,
  Flex,
  Table,
  type TableColumnsType,
  type TableProps,
  Tag,
  Tooltip,
  Typography,
} from 'antd'
import { DRAWN_REFUND_NOTE, drawsUsedText, LotteryDraws } from '@/components/lottery-draws.tsx'
import { ReviewActions } from '@/components/review-actions.tsx'
import { type TablePage, tablePagination } from '@/components/table-pagination.ts'
import { WaitingTime } from '@/components/waiting-time.tsx'
import { yuanText } from '@/lib/money.ts'
import { columnSortOrder, sortFromHeader } from '@/lib/queues.ts'
import { useApproveRefund } from '../api/approve-refund.ts'
import type { RefundApplication, RefundTab } from '../api/get-refunds.ts'
import { useRetryRefund } from '../api/retry-refund.ts'

const EMPTY_TEXT: Record<RefundTab, string> = {
  pending: '暂无待处理的退款申请',
  refused: '暂无已拒绝的退款申请',
  refunded: '暂无已退款的订单',
}

/** What the row's last change was on each tab (the server's `updateTime`). */
const UPDATE_LABEL: Record<RefundTab, string> = {
  pending: '申请',
  refused: '更新',
  refunded: '退款',
}

const small = { fontSize: 12 } as const

/** `2026-11-21 20:15:03` → `2026-11-21 20:15`: seconds only widen the column. */
const minutes = (dateTime: string) => dateTime.slice(0, 16)

function LongText({ text }: { text: string }) {
  return text ? (
    <Typography.Paragraph ellipsis={{ rows: 2, tooltip: text }} style={{ margin: 0 }}>
      {text}
    </Typography.Paragraph>
  ) : (
    <Typography.Text type="secondary">未填写</Typography.Text>
  )
}

export function RefundsTable({
  tab,
  rows,
  loading,
  pagination,
  onPageChange,
  sort,
  onSort,
  targetMinutes,
  rowSelection,
  canDecide,
  submitted,
  onApproved,
  onRefuse,
}: {
  tab: RefundTab
  rows: RefundApplication[]
  loading: boolean
  pagination: TablePage
  onPageChange: (page: number, pageSize: number) => void
  sort: QueueSort | undefined
  onSort: (sort: QueueSort | undefined) => void
  /** How long an application may wait before it shows as overdue (队列设置). */
  targetMinutes: number
  /** The rows chosen for a bulk decision, on 待处理 for finance. */
  rowSelection?: TableProps<RefundApplication>['rowSelection']
  /** Whether the signed-in staff may approve or refuse; otherwise the table is read-only. */
  canDecide: boolean
  /** Approved here, still waiting for WeChat to confirm the refund. */
  submitted: ReadonlySet<number>
  onApproved: (orderId: number) => void
  onRefuse: (row: RefundApplication) => void
}) {
  const { message } = App.useApp()
  const approve = useApproveRefund()
  const retry = useRetryRefund()

  const confirmApproval = (row: RefundApplication) =>
    // A failure is reported by the query client with the server's message; the confirmation just closes.
    approve.mutateAsync(row.orderId).then(
      () => {
        onApproved(row.orderId)
        message.success('已提交退款，微信确认后订单将变为已退款')
      },
      () => undefined,
    )

  const confirmRetry = (row: RefundApplication) =>
    retry.mutateAsync(row.orderId).then(
      () => message.success('已重新提交微信退款'),
      () => undefined,
    )

  const actions = (row: RefundApplication) => {
    const trouble = row.refundTrouble
    if (trouble?.waitsForFinance) {
      return (
        <Flex vertical gap={6} align="start">
          <Tooltip
            title={`微信未受理这笔退款，已自动尝试 ${trouble.tries} 次。微信最后的回复：${trouble.answer}`}
          >
            <Tag color="error" style={{ marginInlineEnd: 0 }}>
              退款异常
            </Tag>
          </Tooltip>
          <Typography.Text type="secondary" style={small}>
            {trouble.answer}
          </Typography.Text>
          <ReviewActions
            approve={{
              label: '重试退款',
              confirm: {
                title: '重试微信退款',
                description: (
                  <>
                    将以同一退款单号再次向微信提交{' '}
                    <Typography.Text strong>{yuanText(row.amount)}</Typography.Text>{' '}
                    的退款，微信确认后订单将变为已退款。
                  </>
                ),
                onConfirm: () => confirmRetry(row),
              },
            }}
            refuse={{ label: '拒绝', onClick: () => onRefuse(row) }}
          />
        </Flex>
      )
    }
    if (row.refundInProgress || submitted.has(row.orderId)) {
      return (
        <Tooltip
          title={
            trouble
              ? `微信暂未受理，系统会自动重试（已尝试 ${trouble.tries} 次）。微信最后的回复：${trouble.answer}`
              : '已提交微信退款，确认到账后移至「已退款」'
          }
        >
          <Tag
            icon={<SyncOutlined spin />}
            color={trouble ? 'warning' : 'processing'}
            style={{ marginInlineEnd: 0 }}
          >
            {trouble ? '退款重试中' : '退款处理中'}
          </Tag>
        </Tooltip>
      )
    }
    return (
      <ReviewActions
        approve={{
          label: '同意退款',
          confirm: {
            title: '同意退款',
            description: (
              <>
                将向 {row.customerName} 原路退回{' '}
                <Typography.Text strong>{yuanText(row.amount)}</Typography.Text>
                （微信支付），提交后不可撤回。
                {row.lottery && row.lottery.drawsUsed > 0 && (
                  <Typography.Paragraph type="warning" style={{ margin: '8px 0 0' }}>
                    {drawsUsedText(row.lottery)}，已中：{row.lottery.prizes.join('、') || '无记录'}。
                    {DRAWN_REFUND_NOTE}。
                  </Typography.Paragraph>
                )}
              </>
            ),
            onConfirm: () => confirmApproval(row),
          },
        }}
        refuse={{ label: '拒绝', onClick: () => onRefuse(row) }}
      />
    )
  }

  const columns: TableColumnsType<RefundApplication> = [
    {
      title: '订单号',
      dataIndex: 'orderNum',
      width: 210,
      render: (orderNum: string, row) => (
        <Flex vertical>
          <Typography.Text copyable>{orderNum}</Typography.Text>
          <Tooltip title="微信支付商户订单号，在商户平台核对时使用" placement="bottomLeft">
            <Typography.Text type="secondary" style={small}>
              {row.outTradeNo}
            </Typography.Text>
          </Tooltip>
        </Flex>
      ),
    },
    {
      title: '商品',
      dataIndex: 'title',
      render: (title: string, row) => (
        <Flex vertical gap={4}>
          <LongText text={title} />
          <LotteryDraws lottery={row.lottery} note={false} />
        </Flex>
      ),
    },
    {
      title: '客户',
      key: 'customer',
      width: 140,
      render: (_, row) => (
        <Flex vertical>
          <Typography.Text ellipsis={{ tooltip: row.customerName }}>{row.customerName}</Typography.Text>
          <Typography.Text type="secondary" style={small}>
            {row.customerPhone}
          </Typography.Text>
        </Flex>
      ),
    },
    {
      title: '退款金额',
      dataIndex: 'amount',
      key: 'amount',
      width: 120,
      align: 'right',
      sorter: true,
      sortOrder: columnSortOrder(sort, 'amount', tab === 'pending'),
      render: (amount: number) => <Typography.Text strong>{yuanText(amount)}</Typography.Text>,
    },
    {
      title: '退款理由',
      dataIndex: 'refundReason',
      render: (reason: string) => <LongText text={reason} />,
    },
    ...(tab === 'refused'
      ? [
          {
            title: '拒绝理由',
            dataIndex: 'refuseRefundReason',
            render: (reason: string) => <LongText text={reason} />,
          },
        ]
      : []),
    ...(tab === 'pending'
      ? [
          {
            title: '已等待',
            key: 'since',
            width: 120,
            sorter: true,
            sortOrder: columnSortOrder(sort, 'since', true),
            render: (_: unknown, row: RefundApplication) => (
              <WaitingTime since={row.updateTime} targetMinutes={targetMinutes} />
            ),
          },
        ]
      : []),
    {
      title: '时间',
      key: tab === 'pending' ? 'times' : 'since',
      width: 170,
      sorter: tab !== 'pending',
      sortOrder: tab === 'pending' ? undefined : columnSortOrder(sort, 'since', false),
      render: (_, row) => (
        <Flex vertical>
          <Typography.Text type="secondary" style={small}>
            下单 {minutes(row.createTime)}
          </Typography.Text>
          <Typography.Text style={small}>
            {UPDATE_LABEL[tab]} {minutes(row.updateTime)}
          </Typography.Text>
        </Flex>
      ),
    },
    ...(tab === 'pending' && canDecide
      ? [
          {
            title: '操作',
            key: 'actions',
            width: 170,
            fixed: 'right' as const,
            render: (_: unknown, row: RefundApplication) => actions(row),
          },
        ]
      : []),
  ]

  return (
    <Table<RefundApplication>
      rowKey="orderId"
      columns={columns}
      dataSource={rows}
      loading={loading}
      pagination={tablePagination(pagination, onPageChange)}
      onChange={(_pagination, _filters, sorter, { action }) => {
        if (action !== 'sort' || Array.isArray(sorter)) return
        onSort(sortFromHeader(sorter.columnKey, sorter.order))
      }}
      rowSelection={rowSelection}
      tableLayout="fixed"
      scroll={{ x: 1240 }}
      locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={EMPTY_TEXT[tab]} /> }}
    />
  )
}
