import { WorkerToasts } from '@dianjing/shared'
import { Dialog } from 'antd-mobile'
import type { ReactNode } from 'react'
import { payThroughWechat } from '@/lib/pay-through-wechat.ts'
import { isBusinessError } from '@/lib/request.ts'
import { showToast } from '@/lib/toast.ts'
import { createPayOrder, type WorkerPaymentOrder } from './api/payment-order.ts'
import { MEMBERSHIP_TOTAL } from './onboarding-money.ts'

interface WorkerPayment {
  order: WorkerPaymentOrder
  /** What the confirmation dialog says before anything is charged. */
  confirm: { title: string; content: ReactNode }
  /** Whether the server has the payment yet (the notification follows WeChat's 'ok' by a few seconds). */
  landed: () => Promise<boolean>
}

/**
 * A deposit top-up or the membership fee: a confirmation, the payment order, WeChat's sheet, then the
 * server's word. 'paid' or 'pending' once WeChat said ok; null when nothing was paid — declined,
 * cancelled in the sheet (no message: the worker chose it), or failed (the worker has been told).
 */
export async function payAsWorker({
  order,
  confirm,
  landed,
}: WorkerPayment): Promise<'paid' | 'pending' | null> {
  const confirmed = await Dialog.confirm({ ...confirm, confirmText: '确认支付', cancelText: '再想想' })
  if (!confirmed) return null
  let params: Awaited<ReturnType<typeof createPayOrder>>
  try {
    params = await createPayOrder(order)
  } catch (error) {
    showToast(
      isBusinessError(error)
        ? `${WorkerToasts.rechargeFailed}：${error.message}`
        : WorkerToasts.rechargeFailed,
    )
    return null
  }
  const result = await payThroughWechat(params, landed)
  if (result === 'fail') showToast(WorkerToasts.paymentFailed)
  return result === 'paid' || result === 'pending' ? result : null
}

/** The confirmation of the membership fee: the price, the year and that it is not refunded (spec §6). */
export const MEMBERSHIP_CONFIRM = {
  title: '确认开通会员',
  content: `会员费 ${MEMBERSHIP_TOTAL} 元，有效期 1 年，支付后不可退还。`,
}
