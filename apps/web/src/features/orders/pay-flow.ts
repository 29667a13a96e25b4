import { OrderStatus, type PayResult } from '@dianjing/shared'
import { CONFIRM_POLL, type PaymentResult, payThroughWechat } from '@/lib/pay-through-wechat.ts'
import { getOrderDetails } from './api/get-my-orders.ts'

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
