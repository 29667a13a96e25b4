import { DisputeMessages, FREE_CANCEL_LABELS, type FreeCancelGround, formatCents } from '@dianjing/shared'
import { Button, Dialog } from 'antd-mobile'
import { showToast } from '@/lib/toast.ts'
import { useFreeCancel } from '../api/free-cancel.ts'
import { DisputeCard } from './dispute-card.tsx'
import styles from './free-cancel-card.module.css'

interface FreeCancelCardProps {
  orderId: number
  amount: number
  ground: FreeCancelGround
}

/** The customer's cancel with everything back, when the worker let them down: no answer awaited. */
export function FreeCancelCard({ orderId, amount, ground }: FreeCancelCardProps) {
  const cancel = useFreeCancel(orderId)
  const start = async () => {
    const confirmed = await Dialog.confirm({
      title: '免费取消订单',
      content: `将全额退款并取消订单，实付 ¥${formatCents(amount)} 原路退回。`,
      confirmText: '确认取消',
      cancelText: '再想想',
    })
    if (!confirmed) return
    cancel.mutate({ orderId }, { onSuccess: () => showToast(DisputeMessages.freeCancelled) })
  }
  return (
    <DisputeCard title="免费取消">
      <p className={styles.ground}>{FREE_CANCEL_LABELS[ground]}</p>
      <Button
        block
        color="danger"
        fill="outline"
        shape="rounded"
        loading={cancel.isPending}
        onClick={() => void start()}
      >
        免费取消订单
      </Button>
    </DisputeCard>
  )
}
