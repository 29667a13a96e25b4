import type { OrderCreateBody, PayResult } from '@dianjing/shared'
import { http } from '@/lib/request.ts'

/** Creates the order and answers WeChat's bridge parameters, or `paidByBalance` when the balance paid. */
export function payOrder(body: OrderCreateBody): Promise<PayResult> {
  return http.post<PayResult>('/wxOrder/payOrder', body)
}

/** New bridge parameters for an order still unpaid. */
export function repayOrder(orderId: number): Promise<PayResult> {
  return http.get<PayResult>('/wxOrder/repayAgain', { orderId })
}
