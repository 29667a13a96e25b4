import { Alert, App, Descriptions, Form, Input, Modal } from 'antd'
import { schemaRule } from '@/lib/form-rules.ts'
import { type WorkerDetail, WorkerStatus } from '../api/get-worker.ts'
import { SUSPEND_REASON_MAX, suspendReasonSchema, useSetWorkerSuspended } from '../api/suspend-worker.ts'
import { workerLabel } from './worker-picker.tsx'

interface ReasonForm {
  reason: string
}

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
  const [form] = Form.useForm<ReasonForm>()
  const { message } = App.useApp()
  const setSuspended = useSetWorkerSuspended()
  const suspending = worker.status !== WorkerStatus.suspended
  const action = suspending ? '暂停接单' : '恢复接单'

  const submit = ({ reason }: ReasonForm) =>
    setSuspended.mutate(
      { userId: worker.userId, suspended: suspending, reason: reason.trim() },
      {
        onSuccess: (msg) => {
          message.success(msg || (suspending ? '已暂停接单' : '已恢复接单资格'))
          onClose()
        },
      },
    )

  return (
    <Modal
      title={action}
      open={open}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={`确认${action}`}
      okButtonProps={{ danger: suspending }}
      confirmLoading={setSuspended.isPending}
      destroyOnHidden
      width={520}
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
      <Form<ReasonForm>
        form={form}
        layout="vertical"
        preserve={false}
        onFinish={submit}
        style={{ marginTop: 16 }}
      >
        <Form.Item
          name="reason"
          label={suspending ? '暂停原因' : '恢复原因'}
          rules={[schemaRule(suspendReasonSchema)]}
          required
          extra="原因将记入操作日志"
        >
          <Input.TextArea
            placeholder={suspending ? '请说明暂停原因，例如多次超时未完成订单' : '请说明恢复原因'}
            maxLength={SUSPEND_REASON_MAX}
            showCount
            autoSize={{ minRows: 3, maxRows: 6 }}
          />
        </Form.Item>
      </Form>
    </Modal>
  )
}
