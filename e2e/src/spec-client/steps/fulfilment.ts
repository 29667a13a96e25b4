import type { SpecClient } from '../http.ts'
import { type Context, check, waitFor, yuan } from '../kit.ts'
import type { Balance, FundRecord, Hall, Order } from '../types.ts'
import { ORDER, orderDetails } from './purchase.ts'
import { uploadImage, WORKER } from './worker.ts'

/** docs/domain.md, Orders: the worker's fee is the amount less the 20% commission, rounded down to a cent. */
const workerFeeOf = (amount: number) => Math.floor((amount * 80) / 100)

/** Fund record type 0: order settlement fee income (spec §3). */
const SETTLEMENT_INCOME = 0

/** How long a hall order may stay hidden from a new worker: their 10 s delay, with room. */
const HALL_WAIT_MS = 25_000

const inList = (orders: Order[], order: Order) => orders.some((listed) => listed.id === order.id)

/**
 * Step 5: the worker finds the order in the hall, accepts it, uploads proof and completes it; the
 * customer confirms completion, which settles it, and the worker's balance and fund records show the
 * fee. Answers the fee in cents.
 */
export async function workerDelivers(
  context: Context,
  worker: SpecClient,
  customer: SpecClient,
  order: Order,
): Promise<number> {
  const { log } = context
  await waitFor(
    log,
    `the hall (gameRegion ${order.gameRegion}) shows the order once the worker's delay has passed`,
    () => worker.get<Hall>(`${ORDER}/receivingOrderList`, { gameRegion: order.gameRegion }),
    (hall) => inList(hall.list, order),
    HALL_WAIT_MS,
  )
  const offered = await worker.get<Order>(`${ORDER}/workerReceivingOrderDetails`, {
    outTradeNo: order.outTradeNo,
  })
  check(
    log,
    offered.id === order.id && offered.bizStatus === 0,
    'the hall order details show it untaken',
    offered,
  )

  const accepted = await worker.get<Order>(`${ORDER}/acceptOrder`, { orderId: order.id })
  check(log, accepted.bizStatus === 1, 'the worker accepted it (bizStatus 1, in service)', accepted)
  const inService = await worker.get<Order[]>(`${ORDER}/workerAcceptOrderList`, { bizStatus: '1' })
  check(log, inList(inService, order), 'workerAcceptOrderList (1) lists it')
  const mine = await worker.get<Order>(`${ORDER}/workerOrderDetails`, { outTradeNo: order.outTradeNo })
  check(log, mine.bizStatus === 1 && !mine.attachment, 'workerOrderDetails: in service, no proof yet', mine)

  const proof = await uploadImage(worker, [20, 180, 90], 'proof.png')
  await worker.post(`${ORDER}/updateOrderAttachment`, { orderId: order.id, attachment: proof })
  const withProof = await worker.get<Order>(`${ORDER}/workerOrderDetails`, { outTradeNo: order.outTradeNo })
  check(log, withProof.attachment.includes(proof), 'the order carries the proof', withProof.attachment)

  await worker.get(`${ORDER}/workerCompleteOrder`, { orderId: order.id })
  const pending = await worker.get<Order[]>(`${ORDER}/workerAcceptOrderList`, { bizStatus: '2' })
  check(log, inList(pending, order), 'workerAcceptOrderList (2, pending settlement) lists it')
  const awaitingClose = await orderDetails(customer, order.outTradeNo)
  check(
    log,
    awaitingClose.bizStatus === 2,
    'the customer sees it awaiting close (bizStatus 2)',
    awaitingClose,
  )

  await customer.post(`${ORDER}/confirmComplete`, { orderId: order.id })
  const completed = await orderDetails(customer, order.outTradeNo)
  check(log, completed.status === 1 && completed.bizStatus === 3, 'the customer sees it completed', completed)
  const settled = await worker.get<Order[]>(`${ORDER}/workerAcceptOrderList`, { bizStatus: '3' })
  check(log, inList(settled, order), 'workerAcceptOrderList (3, settled) lists it')

  const fee = workerFeeOf(order.amount)
  const balance = await worker.get<Balance>(`${WORKER}/getBalance`)
  check(
    log,
    balance.availableBalance === fee,
    `getBalance shows the fee, ${yuan(fee)} yuan of ${yuan(order.amount)}, available`,
    balance,
  )
  const records = await worker.get<{ list: FundRecord[] }>(`${WORKER}/availableBalanceServiceList`)
  const income = records.list.find((record) => record.orderNum === order.orderNum)
  check(
    log,
    income?.type === SETTLEMENT_INCOME && income.amount === fee,
    `the fund records show the settlement income of order ${order.orderNum}`,
    records.list,
  )
  return fee
}
