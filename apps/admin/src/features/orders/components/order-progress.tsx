import { BizStatus, OrderStatus } from '@dianjing/shared'
import { Alert, Button, Card, Empty, Flex, Image, Progress, Skeleton, Tag, Timeline, Typography } from 'antd'
import { apiErrorOf } from '@/lib/api-client.ts'
import type { OrderDetail } from '../api/get-order.ts'
import { type OrderProgress, useOrderProgress } from '../api/get-order-progress.ts'

type ProgressUpdate = OrderProgress['updates'][number]

/** `2026-11-24 10:30:00` as a moment; both times are Shanghai's, so only their difference matters. */
const moment = (dateTime: string) => Date.parse(`${dateTime.replace(' ', 'T')}Z`)

/**
 * How many minutes the worker had for the first update: from accepting to the deadline the server
 * computed with the configured time. Null when either time is missing.
 */
export function firstProgressLimit(acceptTime: string, firstDueTime: string): number | null {
  if (!acceptTime || !firstDueTime) return null
  const minutes = Math.round((moment(firstDueTime) - moment(acceptTime)) / 60_000)
  return Number.isFinite(minutes) && minutes >= 0 ? minutes : null
}

/** What the overdue alert says: the limit and the deadline that passed. */
export function overdueText(order: Pick<OrderDetail, 'acceptTime'>, progress: OrderProgress): string {
  const limit = firstProgressLimit(order.acceptTime, progress.firstDueTime)
  const late = limit === null ? '打手接单后未按时更新进度' : `打手接单后${limit}分钟内未更新进度`
  return progress.firstDueTime ? `${late}（应于 ${progress.firstDueTime} 前首次更新）` : late
}

const inService = (order: Pick<OrderDetail, 'status' | 'bizStatus'>) =>
  order.status === OrderStatus.paid && order.bizStatus === BizStatus.inService

/** A 进度超时 tag beside the order's state in the page header, once the first update is late. */
export function ProgressOverdueTag({ order }: { order: Pick<OrderDetail, 'id' | 'workerId'> }) {
  const progress = useOrderProgress(order.workerId ? order.id : null)
  if (!progress.data?.overdue) return null
  return (
    <Tag color="error" style={{ marginInlineEnd: 0 }}>
      进度超时
    </Tag>
  )
}

function UpdateImages({ paths }: { paths: string[] }) {
  if (paths.length === 0) return null
  return (
    <Image.PreviewGroup>
      <Flex gap={8} wrap>
        {paths.map((path, index) => (
          <Image
            key={path}
            src={path}
            alt={`进度截图 ${index + 1}`}
            width={72}
            height={72}
            style={{ objectFit: 'cover', borderRadius: 6 }}
          />
        ))}
      </Flex>
    </Image.PreviewGroup>
  )
}

function UpdateItem({ update }: { update: ProgressUpdate }) {
  return (
    <Flex vertical gap={6} data-progress-update={update.id}>
      <Flex gap={8} align="baseline" wrap>
        <Typography.Text strong>{update.percent}%</Typography.Text>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {update.time}
        </Typography.Text>
      </Flex>
      {update.note && (
        <Typography.Paragraph style={{ margin: 0, whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
          {update.note}
        </Typography.Paragraph>
      )}
      <UpdateImages paths={update.images} />
    </Flex>
  )
}

/** Before the first update: how long the worker has, in red once the time is up. */
function FirstUpdateDue({ order, progress }: { order: OrderDetail; progress: OrderProgress }) {
  if (progress.overdue) {
    return <Alert type="error" showIcon title="进度超时" description={overdueText(order, progress)} />
  }
  if (!inService(order) || !progress.firstDueTime) {
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="打手未更新过进度" />
  }
  const limit = firstProgressLimit(order.acceptTime, progress.firstDueTime)
  return (
    <Alert
      type="info"
      showIcon
      title="打手尚未更新进度"
      description={`首次进度应于 ${progress.firstDueTime} 前更新${limit === null ? '' : `（接单后${limit}分钟内）`}`}
    />
  )
}

function ProgressBody({ order, progress }: { order: OrderDetail; progress: OrderProgress }) {
  if (progress.updates.length === 0) return <FirstUpdateDue order={order} progress={progress} />
  return (
    <Flex vertical gap={16}>
      <Flex align="center" gap={16}>
        <Typography.Text type="secondary" style={{ flex: 'none' }}>
          当前进度
        </Typography.Text>
        <Progress
          percent={progress.percent}
          status={progress.percent === 100 ? 'success' : 'normal'}
          aria-label="当前进度"
          style={{ margin: 0, flex: 1 }}
        />
      </Flex>
      <Timeline
        items={progress.updates.map((update, index) => ({
          key: update.id,
          color: index === 0 ? (update.percent === 100 ? 'green' : 'blue') : 'gray',
          content: <UpdateItem update={update} />,
        }))}
      />
    </Flex>
  )
}

/**
 * 服务进度: how far the worker says the order is, each update with its note and screenshots, newest
 * first; before the first one its deadline, and in red once that passed.
 */
export function OrderProgressCard({ order }: { order: OrderDetail }) {
  const progress = useOrderProgress(order.id)
  const count = progress.data?.updates.length ?? 0
  return (
    <Card
      title="服务进度"
      extra={
        count > 0 && (
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            共 {count} 次更新
          </Typography.Text>
        )
      }
    >
      {progress.data ? (
        <ProgressBody order={order} progress={progress.data} />
      ) : progress.isError ? (
        <Alert
          type="error"
          showIcon
          title="服务进度加载失败"
          description={apiErrorOf(progress.error)?.message ?? '请稍后重试'}
          action={
            <Button size="small" onClick={() => progress.refetch()}>
              重试
            </Button>
          }
        />
      ) : (
        <Skeleton active paragraph={{ rows: 3 }} />
      )}
    </Card>
  )
}
