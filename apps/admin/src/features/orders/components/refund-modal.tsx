import { STAFF_REASON_MAX } from '@dianjing/shared'
import { App, Descriptions, Form, Input, Modal, Typography } from 'antd'
import { LotteryDraws } from '@/components/lottery-draws.tsx'
import { yuanText } from '@/lib/money.ts'
import { textCount } from '@/lib/text-limit.ts'
import type { OrderDetail } from '../api/get-order.ts'
import { useRefundOrder } from '../api/refund-order.ts'

interface RefundForm {
  reason: string
}

// The same words as the server's check of the body.
const reasonRules = [
  { required: true, whitespace: true, message: '请填写原因' },
  { max: STAFF_REASON_MAX, message: `原因不能超过${STAFF_REASON_MAX}个字符` },
]

/** A dispute ruled for the customer: the whole payment goes back, with the reason on the order's record. */
export function RefundModal({
  order,
  open,
  onClose,
}: {
  order: OrderDetail
  open: boolean
  onClose: () => void
}) {
  const [form] = Form.useForm<RefundForm>()
  const { message } = App.useApp()
  const refund = useRefundOrder()

  const submit = ({ reason }: RefundForm) =>
    refund.mutate(
      { orderId: order.id, reason: reason.trim() },
      {
        onSuccess: (msg) => {
          message.success(msg)
          onClose()
        },
      },
    )

  return (
    <Modal
      title="纠纷退款"
      open={open}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText="确认退款"
      okButtonProps={{ danger: true }}
      confirmLoading={refund.isPending}
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
          { key: 'customer', label: '客户', children: `${order.customerName}（${order.customerPhone}）` },
          {
            key: 'amount',
            label: '退款金额',
            children: <Typography.Text strong>{yuanText(order.amount)}</Typography.Text>,
          },
        ]}
      />
      {order.lottery && (
        <div style={{ marginTop: 16 }}>
          <LotteryDraws lottery={order.lottery} />
        </div>
      )}
      <Typography.Paragraph type="warning" style={{ margin: '16px 0 0' }}>
        将按原支付方式全额退回客户，打手不再获得该订单的服务费；提交后不可撤回，微信确认后订单变为已退款。
      </Typography.Paragraph>
      <Form<RefundForm>
        form={form}
        layout="vertical"
        preserve={false}
        onFinish={submit}
        style={{ marginTop: 16 }}
      >
        <Form.Item name="reason" label="裁定原因" rules={reasonRules}>
          <Input.TextArea
            placeholder="请说明纠纷情况与退款原因，将记录在订单进度中"
            count={textCount(STAFF_REASON_MAX)}
            autoSize={{ minRows: 3, maxRows: 6 }}
          />
        </Form.Item>
      </Form>
    </Modal>
  )
}
