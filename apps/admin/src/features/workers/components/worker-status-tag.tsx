import { WORKER_STANDING_LABELS } from '@dianjing/shared'
import { Tag } from 'antd'
import { WorkerStatus } from '../api/get-worker.ts'

const COLORS: Record<number, string> = {
  [WorkerStatus.active]: 'success',
  [WorkerStatus.suspended]: 'error',
  [WorkerStatus.left]: 'default',
}

/** Whether the worker takes orders: 正常, 已暂停接单 or 已离职. */
export function WorkerStatusTag({ status }: { status: number }) {
  return <Tag color={COLORS[status] ?? 'default'}>{WORKER_STANDING_LABELS[status] ?? '未知'}</Tag>
}
