import { afterAll, afterEach, describe, expect, it } from 'vitest'
import { clock } from '../../lib/clock.ts'
import { rfc3339 } from '../../lib/wechat/pay.ts'
import { useTestApp } from '../../test/test-app.ts'
import { Notifier, type RefundOutcome } from './notifier.ts'
import * as repo from './pay-repo.ts'
import * as pay from './pay-service.ts'
import { answerSigner, certificateListing } from './signing.ts'
import { transactionView } from './views.ts'

/**
 * The simulated WeChat Pay refuses what WeChat refuses (issue 20): time_expire, repeated prepays,
 * notify URLs in production, refunds that end ABNORMAL or CLOSED, and the fields WeChat documents
 * for each state. Called below HTTP: the HTTP signing is the independent SDK's test.
 */
const { app, database, config } = await useTestApp()
const { db } = database
const notifier = new Notifier(db, config, app.log)
afterAll(() => notifier.close())
afterEach(() => clock.release())

const MINUTE = 60_000
let sequence = 0

function prepayBody(overrides: Partial<pay.PrepayBody> = {}): pay.PrepayBody {
  return {
    appid: config.wechat.appId,
    mchid: config.wechat.mchId,
    description: '王者荣耀 上分',
    out_trade_no: `STRICT${Date.now()}${++sequence}`,
    time_expire: rfc3339(new Date(Date.now() + 30 * MINUTE)),
    attach: 'order',
    // Nothing listens there: the notifications these payments send are refused at once, offline.
    notify_url: 'https://127.0.0.1:9/boot/wxPay/notify',
    amount: { total: 2990, currency: 'CNY' },
    payer: { openid: 'o-strict' },
    ...overrides,
  }
}

async function prepaid(body = prepayBody()) {
  const answer = await pay.prepay(db, config, body)
  if (pay.isPayError(answer)) throw new Error(answer.message)
  return { body, prepayId: answer.prepay_id }
}

async function paid(body = prepayBody()) {
  const { prepayId } = await prepaid(body)
  expect(await pay.cashierAction(db, notifier, prepayId, 'pay')).toEqual({
    err_msg: 'get_brand_wcpay_request:ok',
  })
  return (await repo.findTransaction(db, body.out_trade_no!))!
}

describe('a repeated prepay', () => {
  it('with every parameter the same answers the same prepay_id', async () => {
    const { body, prepayId } = await prepaid()
    expect(await pay.prepay(db, config, { ...body })).toEqual({ prepay_id: prepayId })
  })

  it.each([
    ['description', { description: '另一个商品' }],
    ['notify_url', { notify_url: 'https://127.0.0.1:9/boot/wxPay/other' }],
    ['attach', { attach: 'other' }],
    ['time_expire', { time_expire: rfc3339(new Date(Date.now() + 20 * MINUTE)) }],
    ['time_expire left out', { time_expire: undefined }],
    ['amount.total', { amount: { total: 2991, currency: 'CNY' } }],
    ['payer.openid', { payer: { openid: 'o-someone-else' } }],
  ])('with another %s is refused as a duplicate order number', async (_field, change) => {
    const { body } = await prepaid()
    expect(await pay.prepay(db, config, { ...body, ...change })).toMatchObject({
      status: 400,
      code: 'INVALID_REQUEST',
      message: '201 商户订单号重复',
    })
  })
})

describe('time_expire', () => {
  it('refuses one already past or not in RFC 3339', async () => {
    const past = prepayBody({ time_expire: rfc3339(new Date(Date.now() - 1000)) })
    expect(await pay.prepay(db, config, past)).toMatchObject({ status: 400, code: 'PARAM_ERROR' })
    const unformatted = prepayBody({ time_expire: '20261124120000' })
    expect(await pay.prepay(db, config, unformatted)).toMatchObject({ status: 400, code: 'PARAM_ERROR' })
  })

  it('an expired prepay cannot be paid, stays NOTPAY, and cannot be prepaid again', async () => {
    const { body, prepayId } = await prepaid()
    clock.freeze(new Date(Date.now() + 30 * MINUTE + 1000))
    expect(await pay.cashierAction(db, notifier, prepayId, 'pay')).toEqual({
      err_msg: 'get_brand_wcpay_request:fail',
      message: '该订单已过期，请重新下单',
    })
    expect((await repo.findTransaction(db, body.out_trade_no!))?.tradeState).toBe('NOTPAY')
    expect(await pay.prepay(db, config, body)).toMatchObject({ status: 400, code: 'INVALID_REQUEST' })
  })

  it('near expiry the same prepay is answered again; WeChat gives a payer at least a minute', async () => {
    const soon = prepayBody({ time_expire: rfc3339(new Date(Date.now() + 20_000)) })
    const { prepayId } = await prepaid(soon)
    clock.freeze(new Date(Date.now() + 50_000))
    expect(await pay.prepay(db, config, soon)).toEqual({ prepay_id: prepayId })
    expect(await pay.cashierAction(db, notifier, prepayId, 'pay')).toEqual({
      err_msg: 'get_brand_wcpay_request:ok',
    })
  })
})

describe('notify_url', () => {
  const production = { ...config, wechat: { ...config.wechat, simulatorProduction: true } }

  it('must be https when the simulator acts as production, and never carries a query', async () => {
    const http = prepayBody({ notify_url: 'http://127.0.0.1:9/boot/wxPay/notify' })
    expect(await pay.prepay(db, production, http)).toMatchObject({ status: 400, code: 'PARAM_ERROR' })
    expect(pay.isPayError(await pay.prepay(db, config, http))).toBe(false)
    const query = prepayBody({ notify_url: 'https://127.0.0.1:9/notify?x=1' })
    expect(await pay.prepay(db, production, query)).toMatchObject({ status: 400, code: 'PARAM_ERROR' })
    expect(pay.isPayError(await pay.prepay(db, production, prepayBody()))).toBe(false)
  })
})

describe('the fields WeChat answers for each state', () => {
  it('NOTPAY and CLOSED: no payer, no payer_total, no transaction_id', async () => {
    const { body } = await prepaid()
    const unpaid = transactionView((await repo.findTransaction(db, body.out_trade_no!))!)
    expect(unpaid).toMatchObject({ trade_state: 'NOTPAY', amount: { total: 2990, currency: 'CNY' } })
    for (const field of ['payer', 'transaction_id', 'bank_type', 'success_time']) {
      expect(unpaid).not.toHaveProperty(field)
    }
    expect(unpaid.amount).not.toHaveProperty('payer_total')
    expect(await pay.close(db, config, body.out_trade_no!, config.wechat.mchId)).toBeNull()
    const closed = transactionView((await repo.findTransaction(db, body.out_trade_no!))!)
    expect(closed.trade_state).toBe('CLOSED')
    expect(closed).not.toHaveProperty('payer')
    expect(closed.amount).not.toHaveProperty('payer_total')
  })

  it('SUCCESS: transaction_id, bank_type, success_time, payer, payer_total and payer_currency', async () => {
    const view = transactionView(await paid())
    expect(view).toMatchObject({
      trade_state: 'SUCCESS',
      transaction_id: expect.stringMatching(/^4200/),
      bank_type: expect.any(String),
      success_time: expect.stringMatching(/\+08:00$/),
      attach: 'order',
      payer: { openid: 'o-strict' },
      amount: { total: 2990, payer_total: 2990, currency: 'CNY', payer_currency: 'CNY' },
    })
  })

  it('a refund: funds_account, user_received_account and amount.from; success_time only on success', async () => {
    const transaction = await paid()
    const made = await pay.createRefund(db, {
      out_trade_no: transaction.outTradeNo,
      out_refund_no: `R${transaction.outTradeNo}`,
      amount: { refund: 2990, total: 2990, currency: 'CNY' },
    })
    if (pay.isPayError(made) || !('row' in made)) throw new Error('refund refused')
    expect(made.view).toMatchObject({
      status: 'PROCESSING',
      funds_account: 'AVAILABLE',
      user_received_account: expect.any(String),
      amount: { refund: 2990, total: 2990, from: [], payer_refund: 2990, currency: 'CNY' },
    })
    expect(made.view).not.toHaveProperty('success_time')
  })
})

describe('refunds WeChat ends without paying back', () => {
  async function refundOf(outcome: RefundOutcome) {
    const transaction = await paid()
    const outRefundNo = `R${transaction.outTradeNo}`
    await pay.createRefund(db, {
      out_trade_no: transaction.outTradeNo,
      out_refund_no: outRefundNo,
      amount: { refund: 2990, total: 2990 },
    })
    const ended = await app.inject({
      method: 'POST',
      url: `/__wechat/pay/refunds/${outRefundNo}/end`,
      payload: { status: outcome },
    })
    expect(ended.statusCode).toBe(204)
    return { transaction, outRefundNo }
  }

  it('ABNORMAL: the payment stays paid, the refund says ABNORMAL, and it cannot be ended twice', async () => {
    const { transaction, outRefundNo } = await refundOf('ABNORMAL')
    expect(await pay.queryRefund(db, outRefundNo)).toMatchObject({ status: 'ABNORMAL' })
    expect((await repo.findTransaction(db, transaction.outTradeNo))?.tradeState).toBe('SUCCESS')
    const again = await app.inject({
      method: 'POST',
      url: `/__wechat/pay/refunds/${outRefundNo}/end`,
      payload: { status: 'SUCCESS' },
    })
    expect(again.statusCode).toBe(404)
  })

  it('CLOSED: nothing went back, so the amount can be refunded under a new number', async () => {
    const { transaction, outRefundNo } = await refundOf('CLOSED')
    expect(await pay.queryRefund(db, outRefundNo)).toMatchObject({ status: 'CLOSED' })
    expect(await pay.queryRefund(db, outRefundNo)).not.toHaveProperty('success_time')
    const retried = await pay.createRefund(db, {
      out_trade_no: transaction.outTradeNo,
      out_refund_no: `R2${transaction.outTradeNo}`,
      amount: { refund: 2990, total: 2990 },
    })
    expect(pay.isPayError(retried)).toBe(false)
  })
})

describe('which key signs', () => {
  it('refuses a Wechatpay-Serial naming a key WeChat does not hold for us; no certificates in public-key mode', async () => {
    expect(await answerSigner(db, config, 'PUB_KEY_ID_NOT_OURS')).toMatchObject({
      problem: { status: 400, code: 'INVALID_REQUEST' },
    })
    expect((await answerSigner(db, config, undefined)).problem).toBeUndefined()
    expect(await certificateListing(db, config)).toMatchObject({ status: 404 })
  })
})

describe('the cashier page', () => {
  it('lets the tester choose how this payment’s refunds will end', async () => {
    const { prepayId } = await prepaid()
    const page = await app.inject({ method: 'GET', url: `/__wechat/pay/cashier?prepay_id=${prepayId}` })
    expect(page.body).toContain('id="refund-outcome"')
    for (const outcome of ['SUCCESS', 'ABNORMAL', 'CLOSED']) expect(page.body).toContain(`value="${outcome}"`)
  })
})
