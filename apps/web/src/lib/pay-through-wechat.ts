import { pollUntil } from './poll.ts'
import { type BridgeParams, invokeWechatPay } from './wechat-pay.ts'

/**
 * paid: the server says so. pending: WeChat said ok but the server has not heard yet (the notification
 * is on its way). cancel / fail: what the customer saw in WeChat's sheet.
 */
export type PaymentResult = 'paid' | 'pending' | 'cancel' | 'fail'

export const CONFIRM_POLL = { intervalMs: 800, timeoutMs: 8000 } as const

/**
 * Runs WeChat's payment sheet and then waits for the server's word, since the bridge's 'ok' is only a
 * hint (WECHAT.md). `confirm` answers whether the server has the payment. The customer's orders and
 * top-ups and the worker's deposit and membership all pay this way.
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
