import { formatCents } from '@dianjing/shared'
import { App, Descriptions, Typography } from 'antd'
import { ReasonModal } from '@/components/reason-modal.tsx'
import type { RefundApplication } from '../api/get-refunds.ts'
import { REFUSE_REASON_MAX, useRefuseRefund } from '../api/refuse-refund.ts'

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
  const { message } = App.useApp()
  const refuse = useRefuseRefund()

  const submit = (reason: string) => {
    if (!application) return
    refuse.mutate(
      { orderId: application.orderId, reason },
      {
        onSuccess: () => {
          message.success('已拒绝退款申请')
          onClose()
        },
      },
    )
  }

  return (
    <ReasonModal
      title="拒绝退款申请"
      open={open}
      onClose={onClose}
      onSubmit={submit}
      pending={refuse.isPending}
      okText="拒绝退款"
      danger
      width={560}
      reason={{
        label: '拒绝理由',
        rules: reasonRules,
        maxLength: REFUSE_REASON_MAX,
        placeholder: '请说明拒绝退款的原因',
      }}
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
    </ReasonModal>
  )
}
