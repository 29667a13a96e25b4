import type { OrderCreateBody, PayResult } from '@dianjing/shared'
import { newIdempotencyKey } from '@/lib/idempotency.ts'
import { http } from '@/lib/request.ts'

/**
 * Creates the order and answers WeChat's bridge parameters, or `paidByBalance` when the balance paid.
 * One key per submit: a retry after a lost answer cannot create or charge a second order.
 */
export function payOrder(body: OrderCreateBody, idempotencyKey = newIdempotencyKey()): Promise<PayResult> {
  return http.post<PayResult>('/v1/dEsports/wxOrder/payOrder', body, { idempotencyKey })
}

/** New bridge parameters for an order still unpaid. */
export function repayOrder(orderId: number): Promise<PayResult> {
  return http.get<PayResult>('/v1/dEsports/wxOrder/repayAgain', { orderId })
}
