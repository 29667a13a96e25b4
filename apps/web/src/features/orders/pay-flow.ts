import { OrderStatus, type PayResult } from '@dianjing/shared'
import { pollUntil } from '@/lib/poll.ts'
import { type BridgeParams, invokeWechatPay } from '@/lib/wechat-pay.ts'
import { getOrderDetails } from './api/get-my-orders.ts'

/**
 * paid: the server says so. pending: WeChat said ok but the server has not heard yet (the notification
 * is on its way). cancel / fail: what the customer saw in WeChat's sheet.
 */
export type PaymentResult = 'paid' | 'pending' | 'cancel' | 'fail'

export const CONFIRM_POLL = { intervalMs: 800, timeoutMs: 8000 } as const

/**
 * Runs WeChat's payment sheet and then waits for the server's word, since the bridge's 'ok' is only a
 * hint (WECHAT.md). `confirm` answers whether the server has the payment.
 */
export async function payThroughWechat(
  params: BridgeParams,
  confirm: () => Promise<boolean>,
  poll: { intervalMs: number; timeoutMs: number } = CONFIRM_POLL,
): Promise<PaymentResult> {
  const outcome = await invokeWechatPay(params)
  if (outcome !== 'ok') return outcome
  return (await pollUntil(confirm, poll)) ? 'paid' : 'pending'
}

/** An order's payment: already done when the balance paid it, else WeChat's sheet and the server's word. */
export async function settleOrderPayment(
  result: PayResult,
  poll: { intervalMs: number; timeoutMs: number } = CONFIRM_POLL,
): Promise<PaymentResult> {
  if (result.paidByBalance) return 'paid'
  return payThroughWechat(
    result,
    async () => (await getOrderDetails(result.outTradeNo)).status === OrderStatus.paid,
    poll,
  )
}
