import { formatCents } from '@dianjing/shared'
import { App, Typography } from 'antd'
import { ReasonModal } from '@/components/reason-modal.tsx'
import type { Withdrawal } from '../api/get-withdrawals.ts'
import { REJECT_REASON_MAX, rejectReasonSchema, useRejectWithdrawal } from '../api/reject-withdrawal.ts'
import { WithdrawalSummary } from './withdrawal-summary.tsx'

/** Rejects a withdrawal with a reason the worker reads; the amount goes back to their available balance. */
export function RejectWithdrawalModal({
  withdrawal,
  onClose,
}: {
  withdrawal?: Withdrawal
  onClose: () => void
}) {
  const { message } = App.useApp()
  const reject = useRejectWithdrawal()

  const submit = (reason: string) => {
    if (!withdrawal) return
    reject.mutate(
      { id: withdrawal.id, reason },
      {
        onSuccess: (msg) => {
          message.success(msg || '已驳回提现申请')
          onClose()
        },
      },
    )
  }

  return (
    <ReasonModal
      title="驳回提现申请"
      open={withdrawal !== undefined}
      onClose={onClose}
      onSubmit={submit}
      pending={reject.isPending}
      okText="驳回"
      danger
      width={560}
      reason={{
        label: '驳回原因',
        schema: rejectReasonSchema,
        maxLength: REJECT_REASON_MAX,
        placeholder: '请说明驳回原因，例如收款码无法识别',
      }}
    >
      {withdrawal && <WithdrawalSummary withdrawal={withdrawal} />}
      <Typography.Paragraph type="secondary" style={{ margin: '16px 0 0' }}>
        驳回后 ¥{withdrawal ? formatCents(withdrawal.amount) : ''}{' '}
        将退回打手的可用余额，打手会在资金明细中看到驳回原因。
      </Typography.Paragraph>
    </ReasonModal>
  )
}
