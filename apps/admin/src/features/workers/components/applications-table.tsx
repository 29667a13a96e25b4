import { ApplicationStatus, type QueueSort, REGION_LABELS } from '@dianjing/shared'
import { App, Empty, Flex, Table, type TableColumnsType, type TableProps, Tag, Typography } from 'antd'
import { ReviewActions } from '@/components/review-actions.tsx'
import { type TablePage, tablePagination } from '@/components/table-pagination.ts'
import { WaitingTime } from '@/components/waiting-time.tsx'
import { columnSortOrder, sortFromHeader } from '@/lib/queues.ts'
import { useApproveApplication } from '../api/approve-application.ts'
import type { ApplicationTab, WorkerApplication } from '../api/get-applications.ts'
import { LongText, Muted, minutes, Photos, Review, small } from './application-cells.tsx'

const EMPTY_TEXT: Record<ApplicationTab, string> = {
  pending: '暂无待审核的入驻申请',
  approved: '暂无已通过的入驻申请',
  rejected: '暂无已驳回的入驻申请',
  all: '暂无入驻申请',
}

const STATUS_TAGS: Record<number, { color: string; label: string }> = {
  [ApplicationStatus.pending]: { color: 'processing', label: '待审核' },
  [ApplicationStatus.approved]: { color: 'success', label: '已通过' },
  [ApplicationStatus.rejected]: { color: 'error', label: '已驳回' },
}

const SEX_LABELS: Record<string, string> = { '0': '男', '1': '女' }

/** The introduction takes what the fixed columns leave, and at least this much. */
const INTRO_MIN_WIDTH = 150
/** antd's checkbox column, outside `columns`. */
const SELECTION_WIDTH = 32

const tableWidth = (columns: TableColumnsType<WorkerApplication>, selectable: boolean) =>
  columns.reduce(
    (sum, column) => sum + (typeof column.width === 'number' ? column.width : INTRO_MIN_WIDTH),
    selectable ? SELECTION_WIDTH : 0,
  )

export function ApplicationsTable({
  tab,
  rows,
  loading,
  pagination,
  onPageChange,
  sort,
  onSort,
  targetMinutes,
  rowSelection,
  canAudit,
  onReject,
}: {
  tab: ApplicationTab
  rows: WorkerApplication[]
  loading: boolean
  pagination: TablePage
  onPageChange: (page: number, pageSize: number) => void
  sort: QueueSort | undefined
  onSort: (sort: QueueSort | undefined) => void
  /** How long an application may wait before it shows as overdue (队列设置). */
  targetMinutes: number
  /** The rows chosen for a bulk decision, on 待审核 for operators. */
  rowSelection?: TableProps<WorkerApplication>['rowSelection']
  /** Whether the signed-in staff may approve or reject; otherwise the table is read-only. */
  canAudit: boolean
  onReject: (row: WorkerApplication) => void
}) {
  const { message } = App.useApp()
  const approve = useApproveApplication()

  const confirmApproval = (row: WorkerApplication) =>
    // A failure is reported by the query client with the server's message; the confirmation just closes.
    approve.mutateAsync(row.id).then(
      (msg) => {
        message.success(msg || '已通过入驻申请')
      },
      () => undefined,
    )

  const actions = (row: WorkerApplication) =>
    row.status === ApplicationStatus.pending ? (
      <ReviewActions
        approve={{
          label: '通过',
          confirm: {
            title: '通过入驻申请',
            description: (
              <>
                通过后 {row.name}（{row.userPhone}）成为打手，缴纳会员费和保证金后即可接单。
              </>
            ),
            onConfirm: () => confirmApproval(row),
          },
        }}
        refuse={{ label: '驳回', onClick: () => onReject(row) }}
      />
    ) : null

  const columns: TableColumnsType<WorkerApplication> = [
    {
      title: '申请人',
      key: 'applicant',
      width: 128,
      fixed: 'left',
      render: (_, row) => (
        <Flex vertical>
          <Typography.Text ellipsis={{ tooltip: row.userNickName }}>
            {row.userNickName || '未设置昵称'}
          </Typography.Text>
          <Typography.Text type="secondary" style={small}>
            {row.userPhone}
          </Typography.Text>
        </Flex>
      ),
    },
    { title: '姓名', dataIndex: 'name', width: 76 },
    {
      title: '性别',
      dataIndex: 'sex',
      width: 52,
      render: (sex: string) => SEX_LABELS[sex] ?? <Muted>未知</Muted>,
    },
    {
      title: '区服',
      dataIndex: 'region',
      width: 68,
      render: (region: string) => REGION_LABELS[region] ?? <Muted>未知</Muted>,
    },
    {
      title: '简介',
      dataIndex: 'briefIntroduction',
      render: (intro: string) => <LongText text={intro} />,
    },
    {
      title: '资料图片',
      dataIndex: 'images',
      width: 150,
      render: (images: string[], row) => <Photos images={images} name={row.name} />,
    },
    ...(tab === 'pending'
      ? [
          {
            title: '已等待',
            key: 'since',
            width: 110,
            sorter: true,
            sortOrder: columnSortOrder(sort, 'since', true),
            render: (_: unknown, row: WorkerApplication) => (
              <WaitingTime since={row.createTime} targetMinutes={targetMinutes} />
            ),
          },
        ]
      : []),
    {
      title: '提交时间',
      dataIndex: 'createTime',
      // On 待审核 the wait beside it carries the order.
      key: tab === 'pending' ? 'createTime' : 'since',
      width: 140,
      sorter: tab !== 'pending',
      sortOrder: tab === 'pending' ? undefined : columnSortOrder(sort, 'since', false),
      render: (time: string) => minutes(time),
    },
    // On 待审核 every row is pending: the room goes to the wait.
    ...(tab === 'pending'
      ? []
      : [
          {
            title: '状态',
            dataIndex: 'status',
            width: 72,
            render: (status: number) => {
              const tag = STATUS_TAGS[status]
              return tag ? <Tag color={tag.color}>{tag.label}</Tag> : <Muted>未知</Muted>
            },
          },
        ]),
    ...(tab === 'pending'
      ? []
      : [
          {
            title: '审核',
            key: 'review',
            width: 150,
            render: (_: unknown, row: WorkerApplication) => <Review row={row} withReason={tab === 'all'} />,
          },
        ]),
    ...(tab === 'rejected'
      ? [
          {
            title: '驳回原因',
            dataIndex: 'rejectReason',
            width: 200,
            render: (reason: string) => <LongText text={reason} />,
          },
        ]
      : []),
    ...((tab === 'pending' || tab === 'all') && canAudit
      ? [
          {
            title: '操作',
            key: 'actions',
            width: 140,
            fixed: 'right' as const,
            render: (_: unknown, row: WorkerApplication) => actions(row),
          },
        ]
      : []),
  ]

  return (
    <Table<WorkerApplication>
      rowKey="id"
      columns={columns}
      dataSource={rows}
      loading={loading}
      tableLayout="fixed"
      size="middle"
      scroll={{ x: tableWidth(columns, rowSelection !== undefined) }}
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
