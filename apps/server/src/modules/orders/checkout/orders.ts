import {
  AUTO_ASSIGN_WORKER_NAME,
  type CreatePaymentOrderBody,
  canDo,
  MINE_ORDER_COUNT_LABELS,
  type MyOrderListQuery,
  type OrderCreateBody,
  OrderKind,
  OrderMessages,
  OrderRuleMessages,
  OrderType,
  type OrderView,
  PaymentOrderType,
  PaymentStatus,
  type PayResult,
  PRODUCT_ON_SALE,
  ProductKind,
  yuanToCents,
} from '@dianjing/shared'
import { countCustomerAction } from '../../../lib/action-limits.ts'
import { CheckedCache } from '../../../lib/checked-cache.ts'
import { AppError } from '../../../lib/errors.ts'
import { markKeyApplied } from '../../../lib/idempotency.ts'
import type { UserRow } from '../../account/service.ts'
import * as gameLogins from '../../game-logins/service.ts'
import { assertCanOpenPayment, countPrepay } from '../../payments/limits.ts'
import * as payments from '../../payments/service.ts'
import { refusal } from '../order-rules.ts'
import { toView } from '../order-view.ts'
import * as ordersRepo from '../repo.ts'
import * as transitions from '../transitions.ts'
import * as repo from './orders-repo.ts'

const LIST_LIMIT = 200

const Messages = {
  notInWechat: '请在微信中打开完成支付',
  productGone: '商品不存在或已下架',
  priceChanged: '商品价格已变动，请刷新后重新下单',
  workerUnavailable: '所选打手暂不可接单，请重新选择',
  selfDesignated: '不能指定自己为打手，请选择其他打手',
  notFound: '订单不存在',
  notPayable: OrderRuleMessages.notPayable,
  refundNotAllowed: OrderRuleMessages.refundNotAllowed,
  notWorker: '请先成为打手后再缴纳',
  balanceShort: '余额不足，请使用微信支付',
} as const

const NO_BRIDGE = { appId: '', timeStamp: '', nonceStr: '', package: '', signType: '', paySign: '' }

function requireOpenid(user: UserRow): string {
  if (!user.openid) throw new AppError('business', Messages.notInWechat)
  return user.openid
}

/**
 * payOrder (docs/domain.md, Orders): the total is recomputed from the current price; an order and its
 * payment are recorded together, then WeChat is asked for a prepay id and the page gets the bridge.
 * An order paid from the balance is paid at once and asks nothing of WeChat, so only WeChat orders
 * meet the unpaid-order and prepay limits.
 */
export async function payOrder(
  deps: payments.PaymentDeps,
  user: UserRow,
  body: OrderCreateBody,
): Promise<PayResult> {
  const byBalance = body.payMethod === 'balance'
  const openid = byBalance ? '' : requireOpenid(user)
  const product = await repo.findBuyableProduct(deps.db, body.productId)
  if (!product) throw new AppError('business', Messages.productGone)
  if (product.status !== PRODUCT_ON_SALE) throw new AppError('business', OrderMessages.soldOut)
  const amount = product.preferentialPrice * body.orderQuantity
  if (body.totalAmount !== amount) throw new AppError('business', Messages.priceChanged)
  // Kept apart from the order (encrypted, decision 025); a product that does not need it stores none.
  const login = product.needsGameLogin
    ? { account: body.loginAccount, password: body.loginPassword, note: body.loginNote }
    : null
  if (login) gameLogins.assertLoginGiven(login)

  let designated: { userId: number; nickName: string } | undefined
  if (body.automaticScheduling === '1') {
    designated = body.workerId ? await repo.findActiveWorker(deps.db, body.workerId) : undefined
    if (!designated) throw new AppError('business', Messages.workerUnavailable)
    if (designated.userId === user.id) throw new AppError('business', Messages.selfDesignated)
  }
  const lottery = product.kind === ProductKind.lottery
  const payment = await payments.withNewOrderNumber((orderNum) =>
    deps.db.transaction(async (tx) => {
      if (!byBalance) await assertCanOpenPayment(tx, deps.config, user.id)
      const outTradeNo = payments.outTradeNoOf(orderNum, 'order')
      const { orderId, payment: recorded } = await transitions.placeOrder(
        tx,
        {
          orderNum,
          outTradeNo,
          userId: user.id,
          productId: product.id,
          gameTypeId: product.gameId,
          type: lottery ? OrderKind.lottery : OrderKind.normal,
          productJson: JSON.stringify({
            productCover: product.productCover,
            title: product.title,
            briefIntroduction: product.briefIntroduction,
            preferentialPrice: product.preferentialPrice,
            ...(lottery
              ? {
                  gameId: product.gameId,
                  description: product.description,
                  options: JSON.stringify(product.lotteryPrizes ?? []),
                }
              : {}),
          }),
          amount,
          quantity: body.orderQuantity,
          gameAccount: body.gameId,
          textId: body.textId,
          gameRegion: body.gameRegion,
          contactPhone: body.phone,
          orderRemarks: body.orderRemarks,
          orderType: designated ? OrderType.designated : OrderType.hall,
          designatedWorkerId: designated?.userId ?? null,
          workerName: designated?.nickName ?? AUTO_ASSIGN_WORKER_NAME,
          lotteryNum: lottery ? body.orderQuantity * (product.lotteryDrawsPerUnit ?? 1) : 0,
        },
        { description: product.title.slice(0, 127), method: byBalance ? 'balance' : 'wechat' },
      )
      if (login) {
        await gameLogins.storeForNewOrder(tx, deps.config.gameLoginKeys, orderId, gameLogins.loginOf(login)!)
      }
      if (byBalance && !(await payments.payFromBalance(tx, recorded))) {
        throw new AppError('business', Messages.balanceShort)
      }
      await markKeyApplied(tx)
      return recorded
    }),
  )
  const { outTradeNo } = payment
  const modeType = String(lottery ? OrderKind.lottery : OrderKind.normal)
  if (byBalance) {
    await payments.afterPaidFromBalance(deps, payment)
    return { ...NO_BRIDGE, outTradeNo, modeType, paidByBalance: true }
  }
  const bridge = await payments.prepay(deps, payment, openid)
  return { ...bridge, outTradeNo, modeType, paidByBalance: false }
}

/** repayAgain: new bridge parameters for an order still waiting for its payment. */
export async function repayAgain(
  deps: payments.PaymentDeps,
  user: UserRow,
  orderId: number,
): Promise<PayResult> {
  const openid = requireOpenid(user)
  const order = await ordersRepo.findUserOrder(deps.db, user.id, { id: orderId })
  if (!order) throw new AppError('notFound', Messages.notFound)
  const payment = await payments.findPayment(deps.db, order.outTradeNo)
  if (
    !canDo(order, 'pay') ||
    !payment ||
    payment.status !== PaymentStatus.pending ||
    payment.expiresAt.getTime() <= Date.now()
  ) {
    throw new AppError('business', Messages.notPayable)
  }
  await countPrepay(deps.db, deps.config, user.id)
  const bridge = await payments.prepay(deps, payment, openid)
  return {
    ...bridge,
    outTradeNo: order.outTradeNo,
    modeType: String(order.type === OrderKind.lottery ? OrderKind.lottery : OrderKind.normal),
    paidByBalance: false,
  }
}

/**
 * Each database's order lists as last sent, by customer and tab, with their versions (decision 028).
 * Per database, not per process: tests run several, whose rows may share ids and versions.
 */
const sentLists = new WeakMap<object, CheckedCache>()
/** About 16 MB of lists in all (a tab of ten orders is about 6 000 characters), each read again after ten minutes. */
const SENT_LISTS_CHARS = 8_000_000
const SENT_LIST_MAX_AGE_MS = 10 * 60_000

/**
 * The customer's orders on one tab of the list, as the JSON text of their views (`repo.userOrdersJson`).
 * Most reads of a list find it as it was last sent (the customer comes back to it): the database then
 * checks its version and sends that, not the list again.
 */
export async function myOrdersJson(
  deps: payments.PaymentDeps,
  user: UserRow,
  status: MyOrderListQuery['status'],
): Promise<string> {
  const filter = status === 'all' || status === 'refund' ? status : { status: Number(status) }
  let sent = sentLists.get(deps.db)
  if (!sent) {
    sent = new CheckedCache(SENT_LISTS_CHARS, SENT_LIST_MAX_AGE_MS)
    sentLists.set(deps.db, sent)
  }
  const key = `${user.id} ${status}`
  const known = sent.get(key)
  const { version, json } = await repo.userOrdersJson(deps.db, user.id, filter, LIST_LIMIT, known?.version)
  if (json === null && known) return known.text
  if (json === null) throw new Error('the order list came back without its text')
  sent.set(key, version, json)
  return json
}

export async function orderDetails(
  deps: payments.PaymentDeps,
  user: UserRow,
  outTradeNo: string,
): Promise<OrderView> {
  const order = await ordersRepo.findUserOrder(deps.db, user.id, { outTradeNo })
  if (!order) throw new AppError('notFound', Messages.notFound)
  const stars = await repo.starsOf(deps.db, [order.id])
  return toView(order, stars.get(order.id))
}

export async function applyRefund(
  deps: payments.PaymentDeps,
  user: UserRow,
  orderId: number,
  reason: string,
) {
  await countCustomerAction(deps.db, 'applyRefund', user.id, deps.config.limits.applyRefundPerMinute)
  const order = await deps.db.transaction(async (tx) => {
    const applied = await transitions.applyRefund(tx, user.id, orderId, reason)
    if (!applied) {
      const mine = await ordersRepo.findUserOrder(tx, user.id, { id: orderId })
      throw refusal(mine, 'applyRefund', user.id, Messages.refundNotAllowed, Messages.refundNotAllowed)
    }
    await ordersRepo.recordOrderEvent(tx, {
      orderId,
      kind: 'refund_applied',
      actor: 'customer',
      actorId: user.id,
      note: reason,
    })
    await markKeyApplied(tx)
    return applied
  })
  return toView(order)
}

export async function mineCounts(deps: payments.PaymentDeps, user: UserRow): Promise<Record<string, number>> {
  const counts = await repo.countForMine(deps.db, user.id)
  const values = [
    counts.unpaid,
    counts.waiting,
    counts.inService,
    counts.toFinish,
    counts.finished,
    counts.refunds,
  ]
  return Object.fromEntries(MINE_ORDER_COUNT_LABELS.map((label, index) => [label, values[index] ?? 0]))
}

const PAYMENT_PURPOSES = {
  [PaymentOrderType.deposit]: { purpose: 'deposit', description: '打手保证金' },
  [PaymentOrderType.membership]: { purpose: 'membership', description: '打手年度会员' },
  [PaymentOrderType.balance]: { purpose: 'balance', description: '余额充值' },
} as const

/** The generic create payment order: deposit, membership or balance top-up, paid like an order. */
export async function createPaymentOrder(
  deps: payments.PaymentDeps,
  user: UserRow,
  body: CreatePaymentOrderBody,
) {
  const openid = requireOpenid(user)
  const { purpose, description } = PAYMENT_PURPOSES[body.orderType]
  if (purpose !== 'balance' && !(await repo.findActiveWorker(deps.db, user.id))) {
    throw new AppError('business', Messages.notWorker)
  }
  const amount = yuanToCents(body.total)!
  const payment = await payments.withNewOrderNumber((orderNumber) =>
    deps.db.transaction(async (tx) => {
      await assertCanOpenPayment(tx, deps.config, user.id)
      return payments.recordPayment(tx, {
        outTradeNo: payments.outTradeNoOf(orderNumber, purpose),
        purpose,
        userId: user.id,
        amount,
        description,
      })
    }),
  )
  return { ...(await payments.prepay(deps, payment, openid)), outTradeNo: payment.outTradeNo }
}
