import { BizStatus, STAFF_REASON_MAX } from '@dianjing/shared'
import { App, Descriptions, Form, Input, Modal, Typography } from 'antd'
import { ReasonTemplates } from '@/components/reason-modal.tsx'
import { useQueueSettings } from '@/lib/queues.ts'
import { textCount } from '@/lib/text-limit.ts'
import type { OrderRow } from '../api/get-orders.ts'
import { useReassignOrder } from '../api/reassign-order.ts'
import { WorkerSelect } from './worker-select.tsx'

interface ReassignForm {
  workerId?: number
  reason?: string
}

/** What the dialog shows of the order: a row of the list or of the dispatch queue, or the order page's. */
export type AssignableOrder = Pick<
  OrderRow,
  'id' | 'orderNum' | 'title' | 'workerId' | 'workerName' | 'bizStatus'
>

/**
 * Gives the order to a worker staff pick, with a reason kept on its timeline under their name: dispatch
 * for a waiting order (it goes straight into service), reassignment for one in service. Only workers who
 * may take orders can be picked; the others show why not.
 */
export function ReassignModal({
  order,
  open,
  onClose,
}: {
  order: AssignableOrder
  open: boolean
  onClose: () => void
}) {
  const [form] = Form.useForm<ReassignForm>()
  const { message } = App.useApp()
  const reassign = useReassignOrder()
  const templates = useQueueSettings(open).reasonTemplates.dispatch
  const waiting = order.bizStatus === BizStatus.waiting
  const action = waiting ? '派单' : '改派'

  const submit = ({ workerId, reason }: ReassignForm) => {
    if (!workerId || !reason) return
    reassign.mutate(
      { orderId: order.id, workerId, reason: reason.trim() },
      {
        onSuccess: (msg) => {
          message.success(msg)
          onClose()
        },
      },
    )
  }

  return (
    <Modal
      title={waiting ? '派单' : '改派订单'}
      open={open}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={`确认${action}`}
      confirmLoading={reassign.isPending}
      destroyOnHidden
      width={600}
    >
      <Descriptions
        size="small"
        column={1}
        bordered
        style={{ marginTop: 16 }}
        items={[
          { key: 'order', label: '订单号', children: order.orderNum },
          { key: 'title', label: '商品', children: order.title },
          {
            key: 'worker',
            label: '当前打手',
            children: order.workerName || <Typography.Text type="secondary">未接单</Typography.Text>,
          },
        ]}
      />
      <Typography.Paragraph type="secondary" style={{ margin: '16px 0 0' }}>
        {waiting
          ? '派单后订单直接进入服务中，由所选打手负责。'
          : '改派后由所选打手继续服务，原打手将不再看到该订单。'}
        理由记录在订单时间线和操作日志中。
      </Typography.Paragraph>
      <Form<ReassignForm>
        form={form}
        layout="vertical"
        preserve={false}
        onFinish={submit}
        style={{ marginTop: 16 }}
      >
        <Form.Item
          name="workerId"
          label={waiting ? '派给' : '改派给'}
          rules={[{ required: true, message: '请选择打手' }]}
          extra="仅可选择会员有效、保证金充足且未被暂停的打手"
        >
          <WorkerSelect currentWorkerId={order.workerId} />
        </Form.Item>
        {templates.length > 0 && (
          <Form.Item label="常用理由" style={{ marginBottom: 8 }}>
            <ReasonTemplates templates={templates} onPick={(text) => form.setFieldsValue({ reason: text })} />
          </Form.Item>
        )}
        <Form.Item
          name="reason"
          label={`${action}理由`}
          rules={[
            { required: true, whitespace: true, message: '请填写派单理由' },
            { max: STAFF_REASON_MAX, message: `派单理由不能超过${STAFF_REASON_MAX}个字符` },
          ]}
        >
          <Input.TextArea
            placeholder={`说明为什么${action}给这位打手`}
            count={textCount(STAFF_REASON_MAX)}
            autoSize={{ minRows: 2, maxRows: 4 }}
          />
        </Form.Item>
      </Form>
    </Modal>
  )
}
