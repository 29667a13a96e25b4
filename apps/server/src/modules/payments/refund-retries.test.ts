import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { PaymentRefundStatus } from '@dianjing/shared'
import { eq, sql } from 'drizzle-orm'
import { afterAll, describe, expect, it, vi } from 'vitest'
import { payments, refunds } from '../../db/schema/index.ts'
import { WechatPayClient } from '../../lib/wechat/pay.ts'
import { apiCaller } from '../../test/api-call.ts'
import { freePort } from '../../test/free-port.ts'
import { signInStaff } from '../../test/staff-client.ts'
import { useTestApp } from '../../test/test-app.ts'
import { claimDueRefunds } from './repo.ts'
import { type PaymentDeps, paymentDeps, REFUND_TRIES, reconcile, startRefund } from './service.ts'
import { paymentKit } from './testing.ts'

const port = await freePort()
const context = await useTestApp({ PORT: String(port), WECHAT_SIM_TIME_SCALE: '0.001' })
const { app, database } = context
await app.listen({ port, host: '127.0.0.1' })
const { db } = database
const call = apiCaller(app)
const deps = paymentDeps(app)
const kit = await paymentKit(context, port)

/**
 * WeChat having a bad day, between us and the simulator: while `failing`, a refund request is answered
 * the way WeChat answers one it did not record (500 SYSTEM_ERROR, or 429), or WeChat records it and the
 * answer is lost on the way back; everything else goes through untouched, signatures and all.
 */
const wechat = { failing: null as null | 'SYSTEM_ERROR' | 'FREQUENCY_LIMITED' | 'lost', refundRequests: 0 }
const front = http.createServer(async (request, response) => {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  const refundRequest = request.method === 'POST' && request.url?.endsWith('/v3/refund/domestic/refunds')
  if (refundRequest) wechat.refundRequests += 1
  if (refundRequest && wechat.failing && wechat.failing !== 'lost') {
    const status = wechat.failing === 'SYSTEM_ERROR' ? 500 : 429
    response.writeHead(status, { 'content-type': 'application/json' })
    response.end(
      JSON.stringify({
        code: wechat.failing,
        message: status === 500 ? '系统繁忙，请稍后再试' : '请求频率超限',
      }),
    )
    return
  }
  const answer = await fetch(`http://127.0.0.1:${port}${request.url}`, {
    method: request.method,
    headers: Object.fromEntries(
      Object.entries(request.headers).filter(([name]) => name !== 'host' && name !== 'content-length'),
    ) as Record<string, string>,
    body: chunks.length > 0 ? Buffer.concat(chunks) : undefined,
  })
  if (refundRequest && wechat.failing === 'lost') {
    request.socket.destroy()
    return
  }
  response.writeHead(answer.status, Object.fromEntries(answer.headers))
  response.end(Buffer.from(await answer.arrayBuffer()))
})
await new Promise<void>((resolve) => front.listen(0, '127.0.0.1', resolve))
afterAll(() => new Promise<void>((resolve) => front.close(() => resolve())))
const frontUrl = `http://127.0.0.1:${(front.address() as AddressInfo).port}/__wechat`
const { keys } = await app.wechatPay()
const throughFront: PaymentDeps = { ...deps, wechatPay: async () => new WechatPayClient(frontUrl, keys) }

/** A paid order whose refund finance approved while WeChat did not record the request. */
async function refundNotRecorded(failure: NonNullable<typeof wechat.failing>) {
  const { token } = await kit.customer()
  const order = await kit.placeOrder(token)
  await kit.paidAtWechat(order.outTradeNo)
  expect((await kit.deliver('notify', await kit.paymentNotification(order))).status).toBe(204)
  await call('POST', '/boot/v1/dEsports/wxOrder/applyRefund', token, {
    orderId: order.id,
    refundReason: '不想要了',
  })
  const [payment] = await db.select().from(payments).where(eq(payments.outTradeNo, order.outTradeNo))
  const outRefundNo = `RF${order.outTradeNo}`
  wechat.failing = failure
  await startRefund(throughFront, payment!, { outRefundNo, reason: '退款申请已通过' })
  return { order, outRefundNo }
}

async function refundRow(outRefundNo: string) {
  const [row] = await db.select().from(refunds).where(eq(refunds.outRefundNo, outRefundNo))
  return row!
}

/** How long until the job looks at the refund again, in whole seconds. */
async function secondsToNextTry(outRefundNo: string) {
  const [row] = await db
    .select({ seconds: sql<number>`round(extract(epoch from ${refunds.checkAfter} - now()))::int` })
    .from(refunds)
    .where(eq(refunds.outRefundNo, outRefundNo))
  return row!.seconds
}

/** Time passes for the job: the refund is old enough to ask about, and its backoff is over. */
async function backoffOver(outRefundNo: string) {
  await db
    .update(refunds)
    .set({ createdAt: sql`now() - interval '2 hours'`, checkAfter: sql`now()` })
    .where(eq(refunds.outRefundNo, outRefundNo))
}

describe('a refund WeChat did not record', () => {
  it.each([
    ['SYSTEM_ERROR', 'SYSTEM_ERROR: 系统繁忙，请稍后再试'],
    ['FREQUENCY_LIMITED', 'FREQUENCY_LIMITED: 请求频率超限'],
  ] as const)(
    '(%s) is sent again by the job with the same number once its backoff is over, and ends 已退款',
    async (failure, answer) => {
      const { order, outRefundNo } = await refundNotRecorded(failure)
      expect(await refundRow(outRefundNo)).toMatchObject({
        status: PaymentRefundStatus.processing,
        attempts: 1,
        lastError: answer,
      })
      await expect(kit.wechatSays(order.outTradeNo, [outRefundNo])).rejects.toThrow('RESOURCE_NOT_EXISTS')

      // Too soon: the job leaves it alone (its first retry waits a minute).
      wechat.failing = null
      const sent = wechat.refundRequests
      await reconcile(throughFront)
      expect(wechat.refundRequests).toBe(sent)

      await backoffOver(outRefundNo)
      await reconcile(throughFront)
      expect(wechat.refundRequests).toBe(sent + 1)
      await vi.waitFor(async () => expect((await kit.ours(order.outTradeNo)).order.status).toBe(4), {
        timeout: 5000,
      })
      await kit.expectRefundedAsWechatSays(order.outTradeNo, 4)

      // Done: never sent again.
      await backoffOver(outRefundNo)
      await reconcile(throughFront)
      expect(wechat.refundRequests).toBe(sent + 1)
    },
  )

  it('whose answer was lost after WeChat recorded it is asked about, not sent again', async () => {
    const { order, outRefundNo } = await refundNotRecorded('lost')
    wechat.failing = null
    await backoffOver(outRefundNo)
    const sent = wechat.refundRequests
    await reconcile(throughFront)
    expect(wechat.refundRequests).toBe(sent)
    await vi.waitFor(async () => expect((await kit.ours(order.outTradeNo)).order.status).toBe(4), {
      timeout: 5000,
    })
    await kit.expectRefundedAsWechatSays(order.outTradeNo, 4)
  })

  it(`after ${REFUND_TRIES} tries waits for finance as 退款异常 with WeChat's answer; finance retries it and it ends 已退款`, async () => {
    const { order, outRefundNo } = await refundNotRecorded('SYSTEM_ERROR')
    const waits = [await secondsToNextTry(outRefundNo)]
    for (let tries = 2; tries <= REFUND_TRIES; tries += 1) {
      await backoffOver(outRefundNo)
      await reconcile(throughFront)
      expect((await refundRow(outRefundNo)).attempts).toBe(tries)
      waits.push(await secondsToNextTry(outRefundNo))
    }
    // Backing off: 1, 5, 15, then 60 minutes between tries.
    expect(waits.slice(0, 4)).toEqual([60, 300, 900, 3600])
    expect(await refundRow(outRefundNo)).toMatchObject({
      status: PaymentRefundStatus.notRecorded,
      lastError: 'SYSTEM_ERROR: 系统繁忙，请稍后再试',
    })
    // The job stops: no more requests however long it runs.
    const sent = wechat.refundRequests
    await backoffOver(outRefundNo)
    await reconcile(throughFront)
    expect(wechat.refundRequests).toBe(sent)

    const finance = await signInStaff(context, 'finance')
    const support = await signInStaff(context, 'support')
    const queue = await finance.call<{
      list: { orderId: number; refundTrouble: unknown; refundInProgress: boolean }[]
    }>('GET', '/boot/admin/refunds?status=pending&pageSize=100')
    expect(queue.body.data.list.find((row) => row.orderId === order.id)).toMatchObject({
      refundInProgress: false,
      refundTrouble: {
        tries: REFUND_TRIES,
        answer: 'SYSTEM_ERROR: 系统繁忙，请稍后再试',
        waitsForFinance: true,
      },
    })
    // Refusing it now is allowed (WeChat never had it); support may not retry.
    expect((await support.call('POST', `/boot/admin/refunds/${order.id}/retry`)).status).toBe(403)

    wechat.failing = null
    const retried = await finance.call('POST', `/boot/admin/refunds/${order.id}/retry`)
    expect(retried.body).toMatchObject({ code: 0, msg: '已重新提交微信退款' })
    await vi.waitFor(async () => expect((await kit.ours(order.outTradeNo)).order.status).toBe(4), {
      timeout: 5000,
    })
    await kit.expectRefundedAsWechatSays(order.outTradeNo, 4)
    expect((await finance.call('POST', `/boot/admin/refunds/${order.id}/retry`)).body).toMatchObject({
      code: 1,
      msg: '该订单没有需要重试的微信退款',
    })
  })

  it('is not refused by finance while it is being sent again', async () => {
    const { order } = await refundNotRecorded('SYSTEM_ERROR')
    wechat.failing = null
    const finance = await signInStaff(context, 'finance')
    const refused = await finance.call('POST', `/boot/admin/refunds/${order.id}/refuse`, {
      reason: '不符合退款条件',
    })
    expect(refused.body).toMatchObject({ code: 1, msg: '该订单已提交微信退款，不能拒绝' })
    expect((await kit.ours(order.outTradeNo)).order.refundStatus).toBe(1)
  })

  it('the job takes the oldest first, a bounded number a run', async () => {
    const stuck = [await refundNotRecorded('SYSTEM_ERROR'), await refundNotRecorded('SYSTEM_ERROR')]
    for (const [index, { outRefundNo }] of stuck.entries()) {
      await db
        .update(refunds)
        .set({ createdAt: sql`now() - make_interval(hours => ${10 - index})`, checkAfter: sql`now()` })
        .where(eq(refunds.outRefundNo, outRefundNo))
    }
    const [first] = await claimDueRefunds(db, 60, 60, 1)
    expect(first?.outRefundNo).toBe(stuck[0]!.outRefundNo)
    const [second] = await claimDueRefunds(db, 60, 60, 1)
    expect(second?.outRefundNo).toBe(stuck[1]!.outRefundNo)
  })
})
