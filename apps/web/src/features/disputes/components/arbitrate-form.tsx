import {
  ARBITRATION_GROUND_LABELS,
  type ArbitrationGround,
  arbitrateBody,
  DISPUTE_REASON_MAX,
  DisputeMessages,
} from '@dianjing/shared'
import { Button } from 'antd-mobile'
import { useState } from 'react'
import { showToast } from '@/lib/toast.ts'
import { validate } from '@/lib/validate.ts'
import { useOpenArbitration } from '../api/open-arbitration.ts'
import styles from './arbitrate-form.module.css'
import { CountedText } from './counted-text.tsx'
import { DisputeCard } from './dispute-card.tsx'

interface ArbitrateFormProps {
  orderId: number
  ground: ArbitrationGround
}

/** 申请平台仲裁: why it may be asked for now (the server's ground), and the caller's reason. */
export function ArbitrateForm({ orderId, ground }: ArbitrateFormProps) {
  const arbitrate = useOpenArbitration(orderId)
  const [reason, setReason] = useState('')
  const [error, setError] = useState('')
  const submit = () => {
    if (arbitrate.isPending) return
    const checked = validate(arbitrateBody, { orderId, reason })
    if (!checked.ok) {
      setError(checked.message)
      return
    }
    setError('')
    arbitrate.mutate(checked.data, {
      onSuccess: () => {
        showToast(DisputeMessages.arbitrationOpened)
        setReason('')
      },
    })
  }
  return (
    <DisputeCard title="申请平台仲裁">
      <p className={styles.ground}>
        <span className={styles.groundLabel}>可申请原因</span>
        {ARBITRATION_GROUND_LABELS[ground]}
      </p>
      <p className={styles.hint}>
        仲裁开启后双方需在举证截止前提交证据，订单聊天记录会一并提交，平台将据此裁决退款金额。
      </p>
      <CountedText
        id="arbitration-reason"
        label="仲裁理由"
        value={reason}
        onChange={setReason}
        max={DISPUTE_REASON_MAX}
        placeholder="说明争议的经过和您的诉求"
        error={error}
      />
      <Button block color="warning" shape="rounded" loading={arbitrate.isPending} onClick={submit}>
        提交仲裁申请
      </Button>
    </DisputeCard>
  )
}
