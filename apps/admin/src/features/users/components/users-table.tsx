import { Button, Empty, Table, type TableColumnsType, Typography } from 'antd'
import { type TablePage, tablePagination } from '@/components/table-pagination.ts'
import { yuanText } from '@/lib/money.ts'
import type { UserRow } from '../api/get-users.ts'
import { Muted, minutes, small, UserIdentity, UserStatusTag } from './user-cells.tsx'

const columnsFor = (onOpen: (user: UserRow) => void): TableColumnsType<UserRow> => [
  { title: '用户', key: 'user', render: (_, user) => <UserIdentity user={user} /> },
  { title: 'ID', dataIndex: 'id', width: 64 },
  { title: '手机号', dataIndex: 'phone', width: 118 },
  {
    title: '状态',
    dataIndex: 'status',
    width: 76,
    render: (status: number) => <UserStatusTag status={status} />,
  },
  { title: '成长值', dataIndex: 'growthPoints', width: 72, align: 'right' },
  {
    title: '余额',
    dataIndex: 'balance',
    width: 96,
    align: 'right',
    render: (cents: number) => yuanText(cents),
  },
  { title: '订单数', dataIndex: 'orderCount', width: 68, align: 'right' },
  {
    title: '消费总额',
    dataIndex: 'paidTotal',
    width: 104,
    align: 'right',
    render: (cents: number) => yuanText(cents),
  },
  {
    title: '邀请人',
    dataIndex: 'inviterName',
    width: 100,
    render: (name: string) =>
      name ? <Typography.Text ellipsis={{ tooltip: name }}>{name}</Typography.Text> : <Muted>—</Muted>,
  },
  {
    title: '注册时间',
    dataIndex: 'createTime',
    width: 136,
    render: (time: string) => <span style={small}>{minutes(time)}</span>,
  },
  {
    title: '操作',
    key: 'actions',
    width: 60,
    render: (_, user) => (
      <Button
        type="link"
        style={{ padding: 0, height: 'auto' }}
        onClick={(event) => {
          event.stopPropagation()
          onOpen(user)
        }}
      >
        详情
      </Button>
    ),
  },
]

/** The users of one page; a click on a row opens that user's page. */
export function UsersTable({
  rows,
  loading,
  pagination,
  emptyText,
  onPageChange,
  onOpen,
}: {
  rows: UserRow[]
  loading: boolean
  pagination: TablePage
  emptyText: string
  onPageChange: (page: number, pageSize: number) => void
  onOpen: (user: UserRow) => void
}) {
  return (
    <Table<UserRow>
      rowKey="id"
      columns={columnsFor(onOpen)}
      dataSource={rows}
      loading={loading}
      tableLayout="fixed"
      size="middle"
      scroll={{ x: 1090 }}
      pagination={tablePagination(pagination, onPageChange)}
      onRow={(user) => ({
        onClick: () => onOpen(user),
        style: { cursor: 'pointer' },
      })}
      locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} /> }}
    />
  )
}
