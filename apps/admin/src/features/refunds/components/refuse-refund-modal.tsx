import { STAFF_REASON_MAX } from '@dianjing/shared'
import { Descriptions, Typography } from 'antd'
import { RefusalModal } from '@/components/refusal-modal.tsx'
import { yuanText } from '@/lib/money.ts'
import type { RefundApplication } from '../api/get-refunds.ts'
import { useRefuseRefund } from '../api/refuse-refund.ts'

// The same words as the server's check of the body.
const reasonRules = [
  { required: true, whitespace: true, message: '请填写拒绝理由' },
  { max: STAFF_REASON_MAX, message: `拒绝理由不能超过${STAFF_REASON_MAX}个字符` },
]

/** Refuses one application with a reason the customer will read; the order goes back to the hall. */
export function RefuseRefundModal({
  application,
  templates,
  onClose,
}: {
  application?: RefundApplication
  /** The reasons finance configured for refusing a refund. */
  templates?: readonly string[]
  onClose: () => void
}) {
  const refuse = useRefuseRefund()
  return (
    <RefusalModal
      row={application}
      onClose={onClose}
      title="拒绝退款申请"
      okText="拒绝退款"
      reason={{
        label: '拒绝理由',
        rules: reasonRules,
        maxLength: STAFF_REASON_MAX,
        placeholder: '请说明拒绝退款的原因',
        templates,
      }}
      mutation={refuse}
      variables={({ orderId }, reason) => ({ orderId, reason })}
      done="已拒绝退款申请"
      details={(row) => (
        <Descriptions
          size="small"
          column={1}
          bordered
          style={{ marginTop: 16 }}
          items={[
            { key: 'order', label: '订单号', children: row.orderNum },
            { key: 'title', label: '商品', children: row.title },
            { key: 'customer', label: '客户', children: `${row.customerName}（${row.customerPhone}）` },
            {
              key: 'amount',
              label: '退款金额',
              children: <Typography.Text strong>{yuanText(row.amount)}</Typography.Text>,
            },
            { key: 'reason', label: '退款理由', children: row.refundReason || '未填写' },
          ]}
        />
      )}
      consequence="拒绝后订单回到接单大厅等待打手接单，客户将在订单详情中看到拒绝理由，且不能再次申请退款。"
    />
  )
}
