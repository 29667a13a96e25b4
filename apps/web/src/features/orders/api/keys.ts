import { customerOrdersKey } from '@/lib/order-keys.ts'

/** Query keys of the customer's orders and balance; paying or refunding refreshes everything under `all`. */
export const ordersKeys = {
  all: customerOrdersKey,
  list: (status: string) => [...ordersKeys.all, 'list', status] as const,
  detail: (outTradeNo: string) => [...ordersKeys.all, 'detail', outTradeNo] as const,
  balance: () => [...ordersKeys.all, 'balance'] as const,
}
