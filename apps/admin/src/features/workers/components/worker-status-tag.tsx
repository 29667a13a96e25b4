import { WORKER_STANDING_LABELS, WorkerStanding } from '@dianjing/shared'
import { Tag } from 'antd'

const COLORS: Record<number, string> = {
  [WorkerStanding.active]: 'success',
  [WorkerStanding.suspended]: 'error',
  [WorkerStanding.left]: 'default',
}

/** Whether the worker takes orders: 正常, 已暂停接单 or 已离职. */
export function WorkerStatusTag({ status }: { status: number }) {
  return <Tag color={COLORS[status] ?? 'default'}>{WORKER_STANDING_LABELS[status] ?? '未知'}</Tag>
}
