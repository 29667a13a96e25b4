import { ReloadOutlined } from '@ant-design/icons'
import { Alert, Button, Card, Descriptions, type DescriptionsProps, Skeleton, Tag } from 'antd'
import { ApiError } from '@/lib/api-client.ts'
import { type SystemStatus, useSystemStatus } from '../api/get-system-status.ts'

const DATABASE_LABELS: Record<SystemStatus['database'], string> = {
  pglite: 'PGlite（内置）',
  postgres: 'PostgreSQL',
}

/** 3 天 4 小时 / 2 小时 5 分钟 / 12 分钟: the two largest units are enough to read at a glance. */
export function formatUptime(totalSeconds: number): string {
  const days = Math.floor(totalSeconds / 86_400)
  const hours = Math.floor((totalSeconds % 86_400) / 3_600)
  const minutes = Math.floor((totalSeconds % 3_600) / 60)
  if (days > 0) return `${days} 天 ${hours} 小时`
  if (hours > 0) return `${hours} 小时 ${minutes} 分钟`
  if (minutes > 0) return `${minutes} 分钟`
  return '不到 1 分钟'
}

const count = (value: number) => value.toLocaleString('zh-CN')

function statusItems(status: SystemStatus): DescriptionsProps['items'] {
  return [
    { key: 'version', label: '服务版本', children: <Tag>v{status.version}</Tag> },
    { key: 'database', label: '数据库', children: DATABASE_LABELS[status.database] },
    { key: 'uptime', label: '已运行', children: formatUptime(status.uptimeSeconds) },
    { key: 'games', label: '游戏分类', children: count(status.games) },
    { key: 'products', label: '商品', children: count(status.products) },
    { key: 'users', label: '用户', children: count(status.users) },
  ]
}

/** The running server as the dashboard reports it; loads, fails and retries in place. */
export function SystemStatusCard() {
  const status = useSystemStatus()

  return (
    <Card
      title="系统状态"
      extra={
        <Button
          type="text"
          size="small"
          icon={<ReloadOutlined />}
          loading={status.isFetching}
          onClick={() => status.refetch()}
        >
          刷新
        </Button>
      }
    >
      {status.data ? (
        <Descriptions column={3} bordered size="middle" items={statusItems(status.data)} />
      ) : status.isError ? (
        <Alert
          type="warning"
          showIcon
          title="暂时无法获取系统状态"
          description={status.error instanceof ApiError ? status.error.message : '请稍后重试'}
        />
      ) : (
        <Skeleton active title={false} paragraph={{ rows: 3 }} />
      )}
    </Card>
  )
}
