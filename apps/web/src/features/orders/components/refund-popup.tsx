import { OrderMessages, REFUND_POPUP_HEIGHT, refundBody } from '@dianjing/shared'
import { Button, Popup, TextArea } from 'antd-mobile'
import { useState } from 'react'
import { showToast } from '@/lib/toast.ts'
import { validate } from '@/lib/validate.ts'
import { useApplyRefund } from '../api/apply-refund.ts'
import styles from './refund-popup.module.css'

interface RefundPopupProps {
  /** The order being refunded; null keeps the popup closed. */
  orderId: number | null
  onClose: () => void
}

export const REFUND_SUCCESS = '退款申请提交成功'
export const REFUND_FAILED = '退款申请失败，请重试'

/** Apply for a refund (spec §2): a 60% popup with the required reason (spec §5). */
export function RefundPopup({ orderId, onClose }: RefundPopupProps) {
  const [reason, setReason] = useState('')
  const refund = useApplyRefund()
  const close = () => {
    setReason('')
    onClose()
  }
  const submit = async () => {
    const checked = validate(refundBody, { orderId, refundReason: reason })
    if (!checked.ok) {
      showToast(checked.field === 'refundReason' ? checked.message : REFUND_FAILED)
      return
    }
    try {
      await refund.mutateAsync(checked.data)
      showToast(REFUND_SUCCESS)
      close()
    } catch (error) {
      const message = error instanceof Error ? error.message : ''
      showToast(message ? `${REFUND_FAILED}：${message}` : REFUND_FAILED)
    }
  }
  return (
    <Popup
      visible={orderId !== null}
      onClose={close}
      onMaskClick={close}
      showCloseButton
      bodyClassName={styles.body}
      bodyStyle={{ height: REFUND_POPUP_HEIGHT }}
    >
      <h2 className={styles.heading}>申请退款</h2>
      <label className={styles.label} htmlFor="refund-reason">
        退款理由<span className={styles.required}>*</span>
      </label>
      <TextArea
        id="refund-reason"
        className={styles.reason}
        placeholder={OrderMessages.refundReasonRequired}
        maxLength={200}
        showCount
        rows={5}
        value={reason}
        onChange={setReason}
      />
      <p className={styles.hint}>退款申请提交后由客服审核，审核通过后款项原路退回。</p>
      <Button block color="primary" shape="rounded" loading={refund.isPending} onClick={() => void submit()}>
        提交申请
      </Button>
    </Popup>
  )
}
