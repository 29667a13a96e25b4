import { STAFF_REASON_MAX, WorkerStanding } from '@dianjing/shared'
import { Alert, App, Descriptions } from 'antd'
import { ReasonModal } from '@/components/reason-modal.tsx'
import type { WorkerDetail } from '../api/get-worker.ts'
import { suspendReasonSchema, useSetWorkerSuspended } from '../api/suspend-worker.ts'
import { workerLabel } from './worker-picker.tsx'

/** Suspends an active worker's order taking or restores it, with the reason the audit log keeps. */
export function WorkerSuspendModal({
  worker,
  open,
  onClose,
}: {
  worker: WorkerDetail
  open: boolean
  onClose: () => void
}) {
  const { message } = App.useApp()
  const setSuspended = useSetWorkerSuspended()
  const suspending = worker.status !== WorkerStanding.suspended
  const action = suspending ? '暂停接单' : '恢复接单'

  const submit = (reason: string) =>
    setSuspended.mutate(
      { userId: worker.userId, suspended: suspending, reason },
      {
        onSuccess: (msg) => {
          message.success(msg || (suspending ? '已暂停接单' : '已恢复接单资格'))
          onClose()
        },
      },
    )

  return (
    <ReasonModal
      title={action}
      open={open}
      onClose={onClose}
      onSubmit={submit}
      pending={setSuspended.isPending}
      okText={`确认${action}`}
      danger={suspending}
      reason={{
        label: suspending ? '暂停原因' : '恢复原因',
        schema: suspendReasonSchema,
        maxLength: STAFF_REASON_MAX,
        placeholder: suspending ? '请说明暂停原因，例如多次超时未完成订单' : '请说明恢复原因',
        extra: '原因将记入操作日志',
      }}
    >
      <Descriptions
        size="small"
        column={1}
        bordered
        style={{ marginTop: 16 }}
        items={[
          { key: 'worker', label: '打手', children: `${workerLabel(worker)} · ID ${worker.userId}` },
          { key: 'level', label: '等级', children: worker.levelName },
        ]}
      />
      <Alert
        type={suspending ? 'warning' : 'info'}
        showIcon
        style={{ marginTop: 16 }}
        title={
          suspending
            ? '暂停立即生效：该打手马上无法进入接单大厅、接单或查看自己的接单列表，直到恢复。进行中的订单如需继续服务，可在订单详情中改派。'
            : '恢复后该打手可以重新进入接单大厅接单。'
        }
      />
    </ReasonModal>
  )
}
