import { formatCents } from '@dianjing/shared'
import { App, Descriptions, Form, Input, Modal, Typography } from 'antd'
import type { RefundApplication } from '../api/get-refunds.ts'
import { REFUSE_REASON_MAX, useRefuseRefund } from '../api/refuse-refund.ts'

interface RefuseForm {
  reason: string
}

// The same words as the server's check of the body.
const reasonRules = [
  { required: true, whitespace: true, message: '请填写拒绝理由' },
  { max: REFUSE_REASON_MAX, message: `拒绝理由不能超过${REFUSE_REASON_MAX}个字符` },
]

/** Refuses one application with a reason the customer will read; the order goes back to the hall. */
export function RefuseRefundModal({
  application,
  open,
  onClose,
}: {
  application?: RefundApplication
  open: boolean
  onClose: () => void
}) {
  const [form] = Form.useForm<RefuseForm>()
  const { message } = App.useApp()
  const refuse = useRefuseRefund()

  const submit = ({ reason }: RefuseForm) => {
    if (!application) return
    refuse.mutate(
      { orderId: application.orderId, reason: reason.trim() },
      {
        onSuccess: () => {
          message.success('已拒绝退款申请')
          onClose()
        },
      },
    )
  }

  return (
    <Modal
      title="拒绝退款申请"
      open={open}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText="拒绝退款"
      okButtonProps={{ danger: true }}
      confirmLoading={refuse.isPending}
      destroyOnHidden
      width={560}
    >
      {application && (
        <Descriptions
          size="small"
          column={1}
          bordered
          style={{ marginTop: 16 }}
          items={[
            { key: 'order', label: '订单号', children: application.orderNum },
            { key: 'title', label: '商品', children: application.title },
            {
              key: 'customer',
              label: '客户',
              children: `${application.customerName}（${application.customerPhone}）`,
            },
            {
              key: 'amount',
              label: '退款金额',
              children: <Typography.Text strong>¥{formatCents(application.amount)}</Typography.Text>,
            },
            { key: 'reason', label: '退款理由', children: application.refundReason || '未填写' },
          ]}
        />
      )}
      <Typography.Paragraph type="secondary" style={{ margin: '16px 0 0' }}>
        拒绝后订单回到接单大厅等待打手接单，客户将在订单详情中看到拒绝理由，且不能再次申请退款。
      </Typography.Paragraph>
      <Form<RefuseForm>
        form={form}
        layout="vertical"
        preserve={false}
        onFinish={submit}
        style={{ marginTop: 16 }}
      >
        <Form.Item name="reason" label="拒绝理由" rules={reasonRules}>
          <Input.TextArea
            placeholder="请说明拒绝退款的原因"
            maxLength={REFUSE_REASON_MAX}
            showCount
            autoSize={{ minRows: 3, maxRows: 6 }}
          />
        </Form.Item>
      </Form>
    </Modal>
  )
}
