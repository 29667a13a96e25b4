import {
  DISPUTE_REASON_MAX,
  DISPUTE_SIDE_LABELS,
  DisputeMessages,
  type DisputeSide,
  formatCents,
  splitOf,
  yuanToCents,
} from '@dianjing/shared'
import { Button, Input } from 'antd-mobile'
import { useState } from 'react'
import { showToast } from '@/lib/toast.ts'
import { useProposeCancel } from '../api/propose.ts'
import { checkProposal, peerOf, refundPicks, splitLines, splitText } from '../dispute-view.ts'
import { CountedText } from './counted-text.tsx'
import { DisputeCard } from './dispute-card.tsx'
import styles from './propose-form.module.css'

interface ProposeFormProps {
  orderId: number
  side: DisputeSide
  amount: number
  workerAmount: number
}

type Errors = Partial<Record<'refund' | 'reason', string>>

/** 协商撤销: how much of the paid amount goes back to the customer, and why. */
export function ProposeForm({ orderId, side, amount, workerAmount }: ProposeFormProps) {
  const propose = useProposeCancel(orderId)
  const [refund, setRefund] = useState('')
  const [reason, setReason] = useState('')
  const [errors, setErrors] = useState<Errors>({})
  const typed = yuanToCents(refund.trim())
  // What the split comes to, shown as it is typed (the worker's part to the worker only).
  const preview =
    typed !== null && typed <= amount
      ? splitText(splitLines(side, typed, splitOf({ amount, workerAmount }, typed).workerPart))
      : null

  const submit = () => {
    if (propose.isPending) return
    const checked = checkProposal(orderId, amount, { refund, reason })
    if (!checked.ok) {
      setErrors({ [checked.field === 'refund' ? 'refund' : 'reason']: checked.message })
      return
    }
    setErrors({})
    propose.mutate(checked.data, {
      onSuccess: () => {
        showToast(DisputeMessages.proposed)
        setRefund('')
        setReason('')
      },
    })
  }

  return (
    <DisputeCard title="发起协商撤销">
      <p className={styles.hint}>
        与{DISPUTE_SIDE_LABELS[peerOf(side)]}商定退还客户的金额后撤销订单；对方到期未答复视为同意。
      </p>
      <div className={styles.field}>
        <label className={styles.label} htmlFor="dispute-refund">
          退还客户金额（元）
        </label>
        <div className={styles.amountRow}>
          <span className={styles.currency}>¥</span>
          <Input
            id="dispute-refund"
            className={styles.amount}
            inputMode="decimal"
            placeholder={`0 ~ ${formatCents(amount)}`}
            value={refund}
            onChange={setRefund}
          />
        </div>
        <div className={styles.picks}>
          {refundPicks(amount).map((pick) => (
            <Button
              key={pick.label}
              size="small"
              shape="rounded"
              fill={typed === pick.cents ? 'solid' : 'outline'}
              color="primary"
              onClick={() => setRefund(formatCents(pick.cents))}
            >
              {pick.label}
            </Button>
          ))}
        </div>
        {preview && <p className={styles.preview}>{preview}</p>}
        {errors.refund && (
          <p className={styles.error} role="alert">
            {errors.refund}
          </p>
        )}
      </div>
      <CountedText
        id="dispute-reason"
        label="撤销原因"
        value={reason}
        onChange={setReason}
        max={DISPUTE_REASON_MAX}
        placeholder="说明为什么撤销，如：临时有事不想继续了"
        error={errors.reason}
      />
      <Button block color="primary" shape="rounded" loading={propose.isPending} onClick={submit}>
        提交撤销申请
      </Button>
    </DisputeCard>
  )
}
