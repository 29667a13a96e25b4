import { formatCents } from '@dianjing/shared'
import { App, Form, Input, Modal, Typography } from 'antd'
import { schemaRule } from '@/lib/form-rules.ts'
import type { Withdrawal } from '../api/get-withdrawals.ts'
import { REJECT_REASON_MAX, rejectReasonSchema, useRejectWithdrawal } from '../api/reject-withdrawal.ts'
import { WithdrawalSummary } from './withdrawal-summary.tsx'

interface RejectForm {
  reason: string
}

/** Rejects a withdrawal with a reason the worker reads; the amount goes back to their available balance. */
export function RejectWithdrawalModal({
  withdrawal,
  onClose,
}: {
  withdrawal?: Withdrawal
  onClose: () => void
}) {
  const [form] = Form.useForm<RejectForm>()
  const { message } = App.useApp()
  const reject = useRejectWithdrawal()

  const submit = ({ reason }: RejectForm) => {
    if (!withdrawal) return
    reject.mutate(
      { id: withdrawal.id, reason: reason.trim() },
      {
        onSuccess: (msg) => {
          message.success(msg || '已驳回提现申请')
          onClose()
        },
      },
    )
  }

  return (
    <Modal
      title="驳回提现申请"
      open={withdrawal !== undefined}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText="驳回"
      okButtonProps={{ danger: true }}
      confirmLoading={reject.isPending}
      destroyOnHidden
      width={560}
    >
      {withdrawal && <WithdrawalSummary withdrawal={withdrawal} />}
      <Typography.Paragraph type="secondary" style={{ margin: '16px 0 0' }}>
        驳回后 ¥{withdrawal ? formatCents(withdrawal.amount) : ''}{' '}
        将退回打手的可用余额，打手会在资金明细中看到驳回原因。
      </Typography.Paragraph>
      <Form<RejectForm>
        form={form}
        layout="vertical"
        preserve={false}
        onFinish={submit}
        style={{ marginTop: 16 }}
      >
        <Form.Item name="reason" label="驳回原因" rules={[schemaRule(rejectReasonSchema)]} required>
          <Input.TextArea
            placeholder="请说明驳回原因，例如收款码无法识别"
            maxLength={REJECT_REASON_MAX}
            showCount
            autoSize={{ minRows: 3, maxRows: 6 }}
          />
        </Form.Item>
      </Form>
    </Modal>
  )
}
