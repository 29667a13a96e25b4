import { BizStatus } from '@dianjing/shared'
import { App, Descriptions, Form, Modal, Typography } from 'antd'
import type { OrderDetail } from '../api/get-order.ts'
import { useReassignOrder } from '../api/reassign-order.ts'
import { WorkerSelect } from './worker-select.tsx'

interface ReassignForm {
  workerId?: number
}

/** Gives the order to a worker staff pick; a waiting order goes straight into service with them. */
export function ReassignModal({
  order,
  open,
  onClose,
}: {
  order: OrderDetail
  open: boolean
  onClose: () => void
}) {
  const [form] = Form.useForm<ReassignForm>()
  const { message } = App.useApp()
  const reassign = useReassignOrder()

  const submit = ({ workerId }: ReassignForm) => {
    if (!workerId) return
    reassign.mutate(
      { orderId: order.id, workerId },
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
      title="改派订单"
      open={open}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText="确认改派"
      confirmLoading={reassign.isPending}
      destroyOnHidden
      width={560}
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
        {order.bizStatus === BizStatus.waiting
          ? '改派后订单直接进入服务中，由所选打手负责。'
          : '改派后由所选打手继续服务，原打手将不再看到该订单。'}
      </Typography.Paragraph>
      <Form<ReassignForm>
        form={form}
        layout="vertical"
        preserve={false}
        onFinish={submit}
        style={{ marginTop: 16 }}
      >
        <Form.Item name="workerId" label="改派给" rules={[{ required: true, message: '请选择打手' }]}>
          <WorkerSelect currentWorkerId={order.workerId} />
        </Form.Item>
      </Form>
    </Modal>
  )
}
