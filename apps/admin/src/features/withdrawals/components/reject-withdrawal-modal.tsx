import { STAFF_REASON_MAX } from '@dianjing/shared'
import { RefusalModal } from '@/components/refusal-modal.tsx'
import { yuanText } from '@/lib/money.ts'
import type { Withdrawal } from '../api/get-withdrawals.ts'
import { rejectReasonSchema, useRejectWithdrawal } from '../api/reject-withdrawal.ts'
import { WithdrawalSummary } from './withdrawal-summary.tsx'

/** Rejects a withdrawal with a reason the worker reads; the amount goes back to their available balance. */
export function RejectWithdrawalModal({
  withdrawal,
  templates,
  onClose,
}: {
  withdrawal?: Withdrawal
  /** The reasons finance configured for rejecting a withdrawal (队列设置). */
  templates?: readonly string[]
  onClose: () => void
}) {
  const reject = useRejectWithdrawal()
  return (
    <RefusalModal
      row={withdrawal}
      onClose={onClose}
      title="驳回提现申请"
      okText="驳回"
      reason={{
        label: '驳回原因',
        schema: rejectReasonSchema,
        maxLength: STAFF_REASON_MAX,
        placeholder: '请说明驳回原因，例如收款码无法识别',
        templates,
      }}
      mutation={reject}
      variables={({ id }, reason) => ({ id, reason })}
      done="已驳回提现申请"
      details={(row) => <WithdrawalSummary withdrawal={row} />}
      consequence={
        <>
          驳回后 {withdrawal ? yuanText(withdrawal.amount) : ''}{' '}
          将退回打手的可用余额，打手会在资金明细中看到驳回原因。
        </>
      }
    />
  )
}
