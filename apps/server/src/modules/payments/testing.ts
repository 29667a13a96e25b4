import type { PayResult } from '@dianjing/shared'
import { and, asc, eq } from 'drizzle-orm'
import { expect } from 'vitest'
import {
  balanceRecords,
  orderEvents,
  orders,
  payments,
  products,
  refunds,
  users,
  wechatSimRefunds,
  wechatSimTransactions,
} from '../../db/schema/index.ts'
import { seedDemoData } from '../../db/seed.ts'
import { simulatorKeys } from '../../lib/wechat/keys.ts'
import { encryptResource } from '../../lib/wechat/pay-crypto.ts'
import { apiCaller } from '../../test/api-call.ts'
import { freePort } from '../../test/free-port.ts'
import { type TestContext, useTestApp } from '../../test/test-app.ts'
import { signInWechatCustomer } from '../../test/wechat-customer.ts'
import { paidEffectsSettled } from '../orders/checkout/after-paid.ts'
import { paidEffectsPending } from '../orders/testing.ts'
import { notificationSigner, signedHeaders, signerOfKind } from '../wechat-sim/signing.ts'
import { paymentDeps } from './service.ts'

/** WeChat Pay's key modes (WECHAT_PAY_KEY_MODE): the core payment tests run in each. */
const KEY_MODES = ['public-key', 'certificates', 'both'] as const
type KeyMode = (typeof KEY_MODES)[number]

/** How long WeChat waits for an answer to a notification before it counts as failed (WECHAT.md). */
export const NOTIFICATION_ANSWER_MS = 5000

/**
 * The app, listening, in each of WeChat Pay's key modes: the simulator signs as a merchant in that mode
 * and our client verifies accordingly. For the core payment, notification and refund tests.
 */
export async function paymentAppsInEachMode(modes: readonly KeyMode[] = KEY_MODES) {
  return Promise.all(
    modes.map(async (mode) => {
      const port = await freePort()
      const context = await useTestApp({
        PORT: String(port),
        WECHAT_SIM_TIME_SCALE: '0.001',
        WECHAT_PAY_KEY_MODE: mode,
      })
      await context.app.listen({ port, host: '127.0.0.1' })
      return { mode, context, deps: paymentDeps(context.app), kit: await paymentKit(context, port) }
    }),
  )
}

/**
 * Payment tests over real HTTP: the app listens on `port`, WeChat is the bundled simulator, and
 * notifications are sent the way WeChat sends them (signed, encrypted, with its answer deadline).
 */
export async function paymentKit(context: TestContext, port: number) {
  const { app, database, config } = context
  const { db } = database
  await seedDemoData(db)
  const [product] = await db
    .select()
    .from(products)
    .where(and(eq(products.kind, 'normal'), eq(products.status, '0')))
    .limit(1)
  let phone = 13500000000 + (port % 1000) * 1000
  const call = apiCaller(app)

  async function customer() {
    const token = await signInWechatCustomer(context, port, String(++phone))
    const me = await call<{ id: number }>('GET', '/boot/system/info', token)
    return { token, userId: me.data.id }
  }

  /** A customer's order, created and waiting at WeChat's cashier (nothing paid yet). */
  async function placeOrder(token: string) {
    const answer = await call<PayResult>('POST', '/boot/v1/dEsports/wxOrder/payOrder', token, {
      productId: product!.id,
      gameId: 'player-123',
      textId: '',
      phone: '13800001111',
      gameRegion: '1',
      orderQuantity: 1,
      orderRemarks: '',
      totalAmount: product!.preferentialPrice,
    })
    const { outTradeNo } = answer.data
    const [order] = await db.select().from(orders).where(eq(orders.outTradeNo, outTradeNo))
    return order!
  }

  /** The customer pays at WeChat; WeChat's own notification is held back (the test sends it). */
  async function paidAtWechat(outTradeNo: string) {
    await db
      .update(wechatSimTransactions)
      .set({ tradeState: 'SUCCESS', transactionId: `4200${outTradeNo}`, successTime: new Date() })
      .where(eq(wechatSimTransactions.outTradeNo, outTradeNo))
  }

  /**
   * The customer pays at the simulator's cashier, which notifies as WeChat does; `refundOutcome` is how
   * WeChat will end this payment's refunds (ABNORMAL: the payer's card was closed; CLOSED).
   */
  async function payAtCashier(
    outTradeNo: string,
    refundOutcome: 'SUCCESS' | 'ABNORMAL' | 'CLOSED' = 'SUCCESS',
  ) {
    const [payment] = await db.select().from(payments).where(eq(payments.outTradeNo, outTradeNo))
    const answer = await app.inject({
      method: 'POST',
      url: '/__wechat/pay/cashier',
      payload: { prepay_id: payment!.prepayId, action: 'pay', refund_outcome: refundOutcome },
    })
    return answer.json() as { err_msg: string; message?: string }
  }

  /**
   * A notification as WeChat sends it: signed with its key (the mode's own, or the kind asked for during
   * a switch-over), the resource encrypted with ours.
   */
  async function notification(
    eventType: string,
    resourceType: string,
    plaintext: object,
    signedBy?: 'public-key' | 'certificate',
  ) {
    const keys = await simulatorKeys(db)
    const body = JSON.stringify({
      id: `EV-${Date.now()}${Math.random().toString(16).slice(2, 8)}`,
      create_time: new Date().toISOString(),
      resource_type: 'encrypt-resource',
      event_type: eventType,
      summary: eventType,
      resource: encryptResource(keys.apiV3Key, resourceType, JSON.stringify(plaintext)),
    })
    const signer = signedBy ? await signerOfKind(db, signedBy) : await notificationSigner(db, config)
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      ...signedHeaders(signer, body),
    }
    return { body, headers }
  }

  function paymentNotification(order: typeof orders.$inferSelect, signedBy?: 'public-key' | 'certificate') {
    return notification(
      'TRANSACTION.SUCCESS',
      'transaction',
      {
        appid: config.wechat.appId,
        mchid: config.wechat.mchId,
        out_trade_no: order.outTradeNo,
        transaction_id: `4200${order.outTradeNo}`,
        trade_type: 'JSAPI',
        trade_state: 'SUCCESS',
        success_time: new Date().toISOString(),
        payer: { openid: 'o-test' },
        amount: { total: order.amount, payer_total: order.amount, currency: 'CNY' },
      },
      signedBy,
    )
  }

  function refundNotification(
    event: 'REFUND.SUCCESS' | 'REFUND.ABNORMAL' | 'REFUND.CLOSED',
    order: typeof orders.$inferSelect,
    outRefundNo: string,
  ) {
    return notification(event, 'refund', {
      mchid: config.wechat.mchId,
      out_trade_no: order.outTradeNo,
      out_refund_no: outRefundNo,
      refund_id: `50${outRefundNo}`,
      refund_status: event.slice('REFUND.'.length),
      amount: {
        total: order.amount,
        refund: order.amount,
        payer_total: order.amount,
        payer_refund: order.amount,
      },
    })
  }

  /**
   * Delivers a notification over HTTP with WeChat's answer deadline: an answer slower than 5 s fails
   * the request (as WeChat would count it failed), it is not a measured number.
   */
  async function deliver(
    path: 'notify' | 'refundNotify',
    sent: { body: string; headers: Record<string, string> },
  ) {
    const response = await fetch(`http://127.0.0.1:${port}/boot/wxPay/${path}`, {
      method: 'POST',
      headers: sent.headers,
      body: sent.body,
      signal: AbortSignal.timeout(NOTIFICATION_ANSWER_MS),
    })
    const answer = { status: response.status, body: await response.text() }
    // WeChat is answered once the payment is recorded; what it tells and counts follows in this process.
    await paidEffectsSettled(db)
    return answer
  }

  /** What the product holds about an order's money. */
  async function ours(outTradeNo: string) {
    const [order] = await db.select().from(orders).where(eq(orders.outTradeNo, outTradeNo))
    const [payment] = await db.select().from(payments).where(eq(payments.outTradeNo, outTradeNo))
    const refundRows = await db
      .select()
      .from(refunds)
      .where(eq(refunds.outTradeNo, outTradeNo))
      .orderBy(asc(refunds.id))
    const [owner] = await db.select().from(users).where(eq(users.id, order!.userId))
    const events = await db
      .select({ kind: orderEvents.kind })
      .from(orderEvents)
      .where(eq(orderEvents.orderId, order!.id))
      .orderBy(asc(orderEvents.id))
    const moves = await db.select().from(balanceRecords).where(eq(balanceRecords.outTradeNo, outTradeNo))
    const [{ salesCount } = { salesCount: 0 }] = await db
      .select({ salesCount: products.salesCount })
      .from(products)
      .where(eq(products.id, order!.productId))
    return {
      order: order!,
      /** Paid, and what paying tells and counts not applied yet. */
      paidEffectsPending: await paidEffectsPending(db, outTradeNo),
      payment: payment!,
      refunds: refundRows.map((row) => ({
        outRefundNo: row.outRefundNo,
        amount: row.amount,
        status: row.status,
      })),
      growthPoints: owner!.growthPoints,
      balance: owner!.balance,
      balanceMoves: moves.length,
      events: events.map((event) => event.kind),
      salesCount,
    }
  }

  /** What WeChat says, through its query API (signed request, verified answer). */
  async function wechatSays(outTradeNo: string, outRefundNos: string[]) {
    const client = await app.wechatPay()
    const transaction = await client.queryByOutTradeNo(outTradeNo)
    const refundAnswers = await Promise.all(outRefundNos.map((no) => client.queryRefund(no)))
    return {
      tradeState: transaction.trade_state,
      paid: transaction.amount?.total,
      refunds: refundAnswers.map((refund) => ({
        outRefundNo: refund.out_refund_no,
        amount: refund.amount.refund,
        status: refund.status,
      })),
    }
  }

  /** Paid then fully refunded at WeChat must read the same here: refunded, once, nothing credited. */
  async function expectRefundedAsWechatSays(outTradeNo: string, orderStatus: number) {
    const here = await ours(outTradeNo)
    const there = await wechatSays(
      outTradeNo,
      here.refunds.map((refund) => refund.outRefundNo),
    )
    expect(there.tradeState).toBe('REFUND')
    expect(there.refunds).toEqual([
      { outRefundNo: here.refunds[0]!.outRefundNo, amount: here.order.amount, status: 'SUCCESS' },
    ])
    expect(here.payment.status).toBe(3)
    expect(here.refunds).toEqual([
      { outRefundNo: there.refunds[0]!.outRefundNo, amount: there.paid, status: 1 },
    ])
    expect(here.order.status).toBe(orderStatus)
    expect(here.growthPoints).toBe(0)
    expect(here.balanceMoves).toBe(0)
    return here
  }

  /** Holds a refund at WeChat as processing, so the test decides how it ends. */
  async function refundHeldAtWechat(order: typeof orders.$inferSelect, outRefundNo: string) {
    await db.insert(wechatSimRefunds).values({
      outRefundNo,
      refundId: `50${outRefundNo}`.slice(0, 32),
      outTradeNo: order.outTradeNo,
      refund: order.amount,
      total: order.amount,
      notifyUrl: `${config.publicUrl}/boot/wxPay/refundNotify`,
      status: 'PROCESSING',
    })
  }

  async function wechatRefundEnds(outRefundNo: string, status: 'ABNORMAL' | 'CLOSED') {
    await db.update(wechatSimRefunds).set({ status }).where(eq(wechatSimRefunds.outRefundNo, outRefundNo))
  }

  return {
    customer,
    placeOrder,
    payAtCashier,
    paidAtWechat,
    paymentNotification,
    refundNotification,
    deliver,
    ours,
    wechatSays,
    expectRefundedAsWechatSays,
    refundHeldAtWechat,
    wechatRefundEnds,
  }
}
