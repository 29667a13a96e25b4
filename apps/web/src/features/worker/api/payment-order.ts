import type { PaymentOrderType } from '@dianjing/shared'
import { http } from '@/lib/request.ts'
import type { BridgeParams } from '@/lib/wechat-pay.ts'

export type WorkerPaymentType = typeof PaymentOrderType.deposit | typeof PaymentOrderType.membership

export interface WorkerPaymentOrder {
  orderType: WorkerPaymentType
  /** Yuan, as text: '100' or '250.50'. */
  total: string
}

export type PaymentOrderResult = BridgeParams & { outTradeNo: string }

/** A deposit top-up or membership fee: bridge parameters for WeChat's payment sheet. */
export function createPayOrder(order: WorkerPaymentOrder): Promise<PaymentOrderResult> {
  return http.post<PaymentOrderResult>('/v1/dEsports/wxPay/createPayOrder', order)
}
