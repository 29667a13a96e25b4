import { Button, Empty, Flex, Table, type TableColumnsType, Typography } from 'antd'
import { Link, useLocation } from 'react-router'
import { type TablePage, tablePagination } from '@/components/table-pagination.ts'
import { WaitingTime } from '@/components/waiting-time.tsx'
import type { ChatReport, ChatReportTab } from '../api/get-chat-reports.ts'
import { ChatImages, ChatSender, ChatText } from './chat-message.tsx'

/** A report should be looked into within a day; older ones show in red. */
export const CHAT_REPORT_TARGET_MINUTES = 24 * 60

const EMPTY_TEXT: Record<ChatReportTab, string> = {
  pending: '暂无待处理的聊天举报',
  handled: '暂无已处理的聊天举报',
}

const small = { fontSize: 12 } as const

/** `2026-11-21 20:15:03` → `2026-11-21 20:15`: seconds only widen the column. */
const minutes = (dateTime: string) => dateTime.slice(0, 16)

function Reason({ text }: { text: string }) {
  return (
    <Typography.Paragraph ellipsis={{ rows: 3, tooltip: text }} style={{ margin: 0 }}>
      {text}
    </Typography.Paragraph>
  )
}

/** The reported messages: what was written, by whom, who reported it and why, and what was done. */
export function ChatReportsTable({
  tab,
  rows,
  loading,
  pagination,
  onPageChange,
  onHandle,
}: {
  tab: ChatReportTab
  rows: ChatReport[]
  loading: boolean
  pagination: TablePage
  onPageChange: (page: number, pageSize: number) => void
  /** 处理, for staff who may close a waiting report; none leaves the table read-only. */
  onHandle?: (row: ChatReport) => void
}) {
  const { pathname, search } = useLocation()

  const columns: TableColumnsType<ChatReport> = [
    {
      title: '被举报的消息',
      key: 'message',
      render: (_, row) => (
        <Flex vertical gap={6} align="start">
          <ChatSender role={row.senderRole} name={row.senderName} />
          <ChatText text={row.body} rows={3} />
          <ChatImages paths={row.images} size={48} />
        </Flex>
      ),
    },
    {
      title: '举报人',
      key: 'reporter',
      width: 170,
      render: (_, row) => (
        <Flex vertical gap={4} align="start">
          <ChatSender role={row.reporterRole} name={row.reporterName} />
          <Typography.Text type="secondary" style={small}>
            举报于 {minutes(row.createTime)}
          </Typography.Text>
        </Flex>
      ),
    },
    {
      title: '举报原因',
      dataIndex: 'reason',
      width: tab === 'pending' ? 200 : 160,
      render: (reason: string) => <Reason text={reason} />,
    },
    {
      title: '订单号',
      dataIndex: 'orderNum',
      width: 180,
      render: (orderNum: string, row) => (
        <Link to={`/orders/${row.orderId}`} state={{ from: `${pathname}${search}` }}>
          {orderNum}
        </Link>
      ),
    },
    ...(tab === 'pending'
      ? [
          {
            title: '已等待',
            key: 'since',
            width: 110,
            render: (_: unknown, row: ChatReport) => (
              <WaitingTime since={row.createTime} targetMinutes={CHAT_REPORT_TARGET_MINUTES} />
            ),
          },
        ]
      : [
          {
            title: '处理结果',
            dataIndex: 'handledNote',
            width: 200,
            render: (note: string) => <Reason text={note} />,
          },
          {
            title: '处理人',
            key: 'handled',
            width: 140,
            render: (_: unknown, row: ChatReport) => (
              <Flex vertical>
                <Typography.Text ellipsis={{ tooltip: row.handledBy }}>
                  {row.handledBy || '—'}
                </Typography.Text>
                <Typography.Text type="secondary" style={small}>
                  {minutes(row.handledTime)}
                </Typography.Text>
              </Flex>
            ),
          },
        ]),
    ...(tab === 'pending' && onHandle
      ? [
          {
            title: '操作',
            key: 'actions',
            width: 72,
            fixed: 'right' as const,
            render: (_: unknown, row: ChatReport) => (
              <Button type="link" style={{ padding: 0, height: 'auto' }} onClick={() => onHandle(row)}>
                处理
              </Button>
            ),
          },
        ]
      : []),
  ]

  return (
    <Table<ChatReport>
      rowKey="id"
      columns={columns}
      dataSource={rows}
      loading={loading}
      pagination={tablePagination(pagination, onPageChange)}
      tableLayout="fixed"
      // Fits the console at 1440 wide; narrower windows scroll, keeping the message readable.
      scroll={{ x: 1100 }}
      locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={EMPTY_TEXT[tab]} /> }}
    />
  )
}
