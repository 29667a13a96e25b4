import { OrderKind, OrderMessages, OrderStatus } from '@dianjing/shared'
import type { PaymentResult } from '@/lib/pay-through-wechat.ts'

/** Where a new order's customer goes after WeChat's sheet, and what they are told (spec §4, Payment). */
export function afterNewOrderPayment(
  result: PaymentResult,
  order: { outTradeNo: string; modeType: string },
): { to: string; toast: string | null } {
  switch (result) {
    case 'paid':
      return {
        to:
          order.modeType === String(OrderKind.lottery)
            ? `/lottery-wheel?outTradeNo=${encodeURIComponent(order.outTradeNo)}`
            : `/order-list?status=${OrderStatus.paid}`,
        toast: '支付成功',
      }
    case 'pending':
      return { to: '/order-list?status=all', toast: '支付结果确认中，请稍后刷新订单' }
    case 'cancel':
      // The order exists unpaid: it can be paid from the list (until it closes after 30 minutes).
      return { to: `/order-list?status=${OrderStatus.unpaid}`, toast: '已取消支付，可在订单列表中继续支付' }
    case 'fail':
      return { to: `/order-list?status=${OrderStatus.unpaid}`, toast: OrderMessages.submitFailed }
  }
}
