import { WarningOutlined } from '@ant-design/icons'
import { REGION_LABELS, WorkerStanding } from '@dianjing/shared'
import { Button, Empty, Flex, Table, type TableColumnsType, Tag, Tooltip, Typography } from 'antd'
import { Link, useLocation } from 'react-router'
import { type TablePage, tablePagination } from '@/components/table-pagination.ts'
import { yuanText } from '@/lib/money.ts'
import type { Worker } from '../api/get-workers.ts'
import { WorkerStatusTag } from './worker-status-tag.tsx'

const small = { fontSize: 12 } as const

/** Today as `YYYY-MM-DD` in the staff's own time zone, to compare with the server's dates. */
function today(): string {
  const now = new Date()
  const pad = (value: number) => String(value).padStart(2, '0')
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`
}

/** The membership runs through its expiry date; empty means never paid. */
export function membershipLapsed(expiresAt: string, on: string = today()): boolean {
  return !expiresAt || expiresAt < on
}

function Money({ cents, danger }: { cents: number; danger?: boolean }) {
  return (
    <Typography.Text type={danger && cents > 0 ? 'danger' : undefined}>{yuanText(cents)}</Typography.Text>
  )
}

export function WorkersTable({
  rows,
  loading,
  pagination,
  onPageChange,
  canFine,
  onLedger,
  onFine,
}: {
  rows: Worker[]
  loading: boolean
  pagination: TablePage
  onPageChange: (page: number, pageSize: number) => void
  canFine: boolean
  onLedger: (worker: Worker) => void
  onFine: (worker: Worker) => void
}) {
  const now = today()
  // The worker's page comes back to this list with its search and page.
  const { search } = useLocation()
  // At 1440×900 the console leaves the table about 1,110 px beside the side menu: the columns add up to
  // less, so none slides under the fixed actions. Pairs that belong together share a cell (real name
  // and region, level and rating, available and frozen balance) instead of each taking a column.
  const columns: TableColumnsType<Worker> = [
    {
      title: '打手',
      key: 'worker',
      width: 148,
      fixed: 'left',
      render: (_, worker) => (
        <Flex vertical>
          <Typography.Text strong ellipsis={{ tooltip: worker.nickName }}>
            {worker.nickName || '未设置昵称'}
          </Typography.Text>
          <Typography.Text type="secondary" style={small}>
            {worker.phone} · ID {worker.userId}
          </Typography.Text>
        </Flex>
      ),
    },
    {
      title: '状态',
      dataIndex: 'status',
      width: 100,
      render: (status: number, worker) => (
        <Flex vertical align="start" gap={2}>
          <WorkerStatusTag status={status} />
          {status === WorkerStanding.active && (
            <Typography.Text type={worker.onDuty ? 'success' : 'secondary'} style={{ fontSize: 12 }}>
              {worker.onDuty ? '● 接单中' : '○ 休息中'}
            </Typography.Text>
          )}
        </Flex>
      ),
    },
    {
      title: '实名 / 区服',
      key: 'identity',
      width: 88,
      render: (_, worker) => (
        <Flex vertical>
          <Typography.Text ellipsis={{ tooltip: worker.realName }}>{worker.realName || '—'}</Typography.Text>
          <Typography.Text type="secondary" style={small}>
            {REGION_LABELS[worker.region] ?? '—'}
          </Typography.Text>
        </Flex>
      ),
    },
    {
      title: '等级 / 评分',
      key: 'level',
      width: 100,
      render: (_, worker) => (
        <Flex vertical align="flex-start">
          <Tag color="purple">{worker.levelName}</Tag>
          <Typography.Text type="secondary" style={small}>
            评分 {worker.rating}
          </Typography.Text>
        </Flex>
      ),
    },
    { title: '完成单数', dataIndex: 'completedOrders', width: 76, align: 'right' },
    {
      title: '会员到期',
      dataIndex: 'membershipExpiresAt',
      width: 100,
      render: (expiresAt: string) =>
        membershipLapsed(expiresAt, now) ? (
          <Tooltip title="会员已过期或未开通，不能接单">
            <Typography.Text type="danger">
              <WarningOutlined /> {expiresAt || '未开通'}
            </Typography.Text>
          </Tooltip>
        ) : (
          expiresAt
        ),
    },
    {
      title: '保证金',
      dataIndex: 'deposit',
      width: 100,
      align: 'right',
      render: (cents: number) => <Money cents={cents} />,
    },
    {
      title: '可用余额 / 冻结',
      key: 'balance',
      width: 116,
      align: 'right',
      render: (_, worker) => (
        <Flex vertical>
          <Money cents={worker.availableBalance} />
          <Typography.Text type="secondary" style={small}>
            冻结 {yuanText(worker.frozenBalance)}
          </Typography.Text>
        </Flex>
      ),
    },
    {
      title: '欠缴罚款',
      dataIndex: 'fineOwed',
      width: 92,
      align: 'right',
      render: (cents: number) => <Money cents={cents} danger />,
    },
    {
      title: '操作',
      key: 'actions',
      width: canFine ? 156 : 116,
      fixed: 'right',
      render: (_, worker) => (
        <Flex gap={12} style={{ whiteSpace: 'nowrap' }}>
          <Link to={`/workers/${worker.userId}`} state={{ from: `/workers${search}` }}>
            详情
          </Link>
          <Button type="link" onClick={() => onLedger(worker)} style={{ padding: 0, height: 'auto' }}>
            资金流水
          </Button>
          {canFine && (
            <Button type="link" danger onClick={() => onFine(worker)} style={{ padding: 0, height: 'auto' }}>
              罚款
            </Button>
          )}
        </Flex>
      ),
    },
  ]

  return (
    <Table<Worker>
      rowKey="userId"
      columns={columns}
      dataSource={rows}
      loading={loading}
      tableLayout="fixed"
      size="middle"
      scroll={{ x: columns.reduce((sum, column) => sum + Number(column.width), 0) }}
      pagination={tablePagination(pagination, onPageChange)}
      locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无打手" /> }}
    />
  )
}
