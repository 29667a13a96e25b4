import type { SpecClient } from '../http.ts'
import { type Context, check, waitFor, yuan } from '../kit.ts'
import type { Order, OrderCreatePayload } from '../types.ts'
import { type BridgeParams, confirmPayment } from '../wechat.ts'
import { MINE_COUNT_LABELS } from './customer.ts'

export const ORDER = '/v1/dEsports/wxOrder'

interface PayResult extends BridgeParams {
  outTradeNo: string
  modeType: string
}

/** Order detail by outTradeNo (spec §7, a path not shown: the server's OpenAPI names it). */
export const orderDetails = (client: SpecClient, outTradeNo: string) =>
  client.get<Order>(`${ORDER}/orderDetails`, { outTradeNo })

/** The bridge parameters WECHAT.md lists, all present. */
export function checkBridge(context: Context, bridge: BridgeParams): void {
  const fields = ['appId', 'timeStamp', 'nonceStr', 'package', 'signType', 'paySign'] as const
  check(
    context.log,
    fields.every((field) => Boolean(bridge[field])) && bridge.package.startsWith('prepay_id='),
    'the answer carries the payment parameters (timeStamp, nonceStr, package, signType, paySign)',
    bridge,
  )
}

/**
 * The order form submitted (spec §3, Order create payload, as the spec's client sends it), paid
 * through WeChat, and the order detail watched until the server says it is paid.
 */
export async function buy(
  context: Context,
  client: SpecClient,
  product: { id: number; preferentialPrice: number },
  { phone, quantity, modeType }: { phone: string; quantity: number; modeType: '0' | '1' },
): Promise<Order> {
  const { log } = context
  const payload: OrderCreatePayload = {
    productId: product.id,
    gameId: `spec-player-${phone.slice(-4)}`,
    textId: '',
    gameRegion: '0',
    workerType: '0',
    orderQuantity: quantity,
    orderRemarks: '晚上八点后上线，语音沟通',
    totalAmount: product.preferentialPrice * quantity,
    orderType: '0',
    automaticScheduling: '0',
    workerId: '',
    workerName: '自动安排',
    phone,
  }
  const paying = await client.post<PayResult>(`${ORDER}/payOrder`, payload)
  checkBridge(context, paying)
  check(log, Boolean(paying.outTradeNo), `the order is ${paying.outTradeNo}`)
  check(log, paying.modeType === modeType, `modeType is '${modeType}'`, paying.modeType)

  const unpaid = await orderDetails(client, paying.outTradeNo)
  check(
    log,
    unpaid.status === 0 && unpaid.amount === payload.totalAmount,
    `the order awaits payment of ${yuan(payload.totalAmount)} yuan`,
    unpaid,
  )
  await confirmPayment(context.wechat, context.baseUrl, paying, log)
  return waitFor(
    log,
    'the order detail shows it paid (status 1), confirmed by the server',
    () => orderDetails(client, paying.outTradeNo),
    (order) => order.status === 1,
  )
}

/** Step 3: the customer buys the service, pays it in WeChat and finds it in their order list. */
export async function customerBuysService(
  context: Context,
  client: SpecClient,
  product: { id: number; preferentialPrice: number },
  phone: string,
): Promise<Order> {
  const { log } = context
  const order = await buy(context, client, product, { phone, quantity: 1, modeType: '0' })
  check(log, order.bizStatus === 0, 'it waits for a worker (bizStatus 0)', order)

  const paidOrders = await client.get<Order[]>(`${ORDER}/myOrderList`, { status: '1' })
  check(
    log,
    paidOrders.some((listed) => listed.outTradeNo === order.outTradeNo),
    'myOrderList (status 1) lists it',
  )
  const counts = await client.get<Record<string, number>>('/v1/dEsports/user/userOrderMineData')
  check(log, counts[MINE_COUNT_LABELS[1]!] === 1, `${MINE_COUNT_LABELS[1]} counts 1`, counts)
  return order
}
