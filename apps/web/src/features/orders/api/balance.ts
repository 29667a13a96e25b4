import { type Cents, PaymentOrderType } from '@dianjing/shared'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { http } from '@/lib/request.ts'
import type { BridgeParams } from '@/lib/wechat-pay.ts'
import { ordersKeys } from './keys.ts'

export async function getBalance({ signal }: { signal?: AbortSignal } = {}): Promise<Cents> {
  const data = await http.get<{ balance: number }>('/v1/dEsports/user/userBalance', undefined, { signal })
  return Number(data?.balance) || 0
}

export const balanceQueryOptions = () => queryOptions({ queryKey: ordersKeys.balance(), queryFn: getBalance })

export function useBalance() {
  return useQuery(balanceQueryOptions())
}

export type RechargeResult = BridgeParams & { outTradeNo: string }

/** A balance top-up of `total` yuan (text, as typed): bridge parameters for WeChat's payment sheet. */
export function createRecharge(total: string): Promise<RechargeResult> {
  return http.post<RechargeResult>('/v1/dEsports/wxPay/createPayOrder', {
    orderType: PaymentOrderType.balance,
    total,
  })
}
