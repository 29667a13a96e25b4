import { answerProposalBody, DISPUTE_REASON_MAX } from '@dianjing/shared'
import { Button, Popup } from 'antd-mobile'
import { useState } from 'react'
import { validate } from '@/lib/validate.ts'
import { CountedText } from './counted-text.tsx'
import styles from './refuse-popup.module.css'

interface RefusePopupProps {
  visible: boolean
  sending: boolean
  /** Rejects when the server refused (it said why in a toast): the note stays. */
  onRefuse: (note: string) => Promise<void>
  onClose: () => void
}

/** 拒绝 with an optional note, shown to the proposer. */
export function RefusePopup({ visible, sending, onRefuse, onClose }: RefusePopupProps) {
  const [note, setNote] = useState('')
  const [error, setError] = useState('')
  const submit = async () => {
    const checked = validate(answerProposalBody.shape.note, note)
    if (!checked.ok) {
      setError(checked.message)
      return
    }
    setError('')
    try {
      await onRefuse(checked.data)
      setNote('')
    } catch {
      // Toasted by the request client.
    }
  }
  return (
    <Popup
      visible={visible}
      onClose={onClose}
      onMaskClick={onClose}
      showCloseButton
      bodyClassName={styles.body}
    >
      <h2 className={styles.heading}>拒绝撤销申请</h2>
      <p className={styles.hint}>拒绝后订单继续进行；双方协商不成时，可以申请平台仲裁。</p>
      <CountedText
        id="refuse-note"
        label="拒绝理由"
        optional
        value={note}
        onChange={setNote}
        max={DISPUTE_REASON_MAX}
        placeholder="告诉对方拒绝的原因"
        error={error}
      />
      <Button
        block
        color="danger"
        shape="rounded"
        size="large"
        loading={sending}
        onClick={() => void submit()}
      >
        确认拒绝
      </Button>
    </Popup>
  )
}
