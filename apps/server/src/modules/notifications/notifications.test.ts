import type { NotificationPage, WechatTemplateSettings } from '@dianjing/shared'
import { eq, sql } from 'drizzle-orm'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import {
  orders,
  users,
  wechatAccessTokens,
  wechatSimTemplateMessages,
  wechatSimUsers,
  wechatTemplateSends,
  withdrawals,
  workers,
} from '../../db/schema/index.ts'
import { seedDemoData } from '../../db/seed.ts'
import { clock } from '../../lib/clock.ts'
import { apiCaller } from '../../test/api-call.ts'
import { freePort } from '../../test/free-port.ts'
import { signInStaff } from '../../test/staff-client.ts'
import { useTestApp } from '../../test/test-app.ts'
import { afterOrderPaid } from '../orders/checkout/after-paid.ts'
import { makeCustomer, makePaidOrder, makeWorker } from '../orders/testing.ts'
import * as transitions from '../orders/transitions.ts'
import { tellMembershipExpiring } from '../worker/notices.ts'
import { notify } from './service.ts'
import { accessToken, sendTemplateMessages } from './wechat-templates.ts'

// The app listens: template messages go to the WeChat simulator it serves.
const port = await freePort()
const context = await useTestApp({ PORT: String(port) })
await context.app.listen({ port, host: '127.0.0.1' })
const { db } = context.database
const call = apiCaller(context.app)
const deps = { db, config: context.config, log: context.app.log }
const NOTES = '/boot/v1/dEsports/notifications'

beforeAll(async () => {
  await seedDemoData(db)
})

afterEach(() => clock.release())

/** The order paid as its payment pays it: marked in a transaction, what paying tells after the commit. */
async function markPaid(order: { outTradeNo: string; workerAmount: number }) {
  await db.transaction((tx) => transitions.markPaid(tx, order.outTradeNo, order.workerAmount, '微信支付'))
  await afterOrderPaid(db, context.app.log, order.outTradeNo)
}

const notesOf = async (token: string) => (await call<NotificationPage>('GET', NOTES, token)).data

/** A customer with a WeChat openid the simulator knows (the official account's follower). */
async function wechatCustomer(name = '微信老板') {
  const customer = await makeCustomer(db, name)
  const openid = `o-test-${customer.userId}-${Date.now()}`
  await db.insert(wechatSimUsers).values({ openid, nickname: name })
  await db.update(users).set({ openid }).where(eq(users.id, customer.userId))
  return { ...customer, openid }
}

async function acceptedBy(order: { id: number }, token: string) {
  return call('GET', `/boot/v1/dEsports/wxOrder/acceptOrder?orderId=${order.id}`, token)
}

const ORDER_TEMPLATE: WechatTemplateSettings = {
  accepted: {
    enabled: true,
    templateId: 'TM00001_ORDER_STATUS',
    fields: [
      { keyword: 'thing1', field: 'title' },
      { keyword: 'character_string2', field: 'orderNum' },
      { keyword: 'time3', field: 'time' },
      { keyword: 'thing4', field: 'body' },
    ],
  },
}

describe('the notification centre', () => {
  it('tells the customer and the worker what happens to an order, newest first, once each', async () => {
    const customer = await makeCustomer(db)
    const worker = await makeWorker(db)
    const order = await makePaidOrder(db, customer.userId, { secondsAgo: 3600 })
    await db.update(orders).set({ status: 0, paidAt: null }).where(eq(orders.id, order.id))
    // The payment notification, twice (WeChat retries): one 支付成功.
    for (let time = 0; time < 2; time += 1) {
      await markPaid(order)
    }
    await db.update(orders).set({ hallAt: sql`now() - interval '1 hour'` }).where(eq(orders.id, order.id))
    expect((await acceptedBy(order, worker.token)).code).toBe(0)
    await call('POST', '/boot/v1/dEsports/wxOrder/progress', worker.token, {
      orderId: order.id,
      percent: 40,
      note: '打完三局',
    })
    await db.update(orders).set({ attachment: 'proof.png' }).where(eq(orders.id, order.id))
    expect(
      (await call('GET', `/boot/v1/dEsports/wxOrder/workerCompleteOrder?orderId=${order.id}`, worker.token))
        .code,
    ).toBe(0)
    expect(
      (await call('POST', '/boot/v1/dEsports/wxOrder/confirmComplete', customer.token, { orderId: order.id }))
        .code,
    ).toBe(0)

    const mine = await notesOf(customer.token)
    expect(mine.list.map((note) => note.title)).toEqual([
      '服务已完成，请确认',
      '进度更新：40%',
      '打手已接单',
      '支付成功',
    ])
    expect(mine.unread).toBe(4)
    expect(mine.list.find((note) => note.title === '打手已接单')?.link).toBe(
      `/order-chat?orderId=${order.id}`,
    )
    // Tapping a notice opens that order's details.
    expect(mine.list[0]!.link).toBe(`/order-list?outTradeNo=${order.outTradeNo}`)
    const theirs = await notesOf(worker.token)
    // On duty, the worker also heard of the order reaching the hall.
    expect(theirs.list.map((note) => [note.title, note.link])).toEqual([
      ['订单已结算', '/balance-management'],
      ['接单大厅有新订单', '/reception-hall'],
    ])
    expect(theirs.list[0]!.body).toContain('已计入可用余额')

    await call('POST', `${NOTES}/read`, customer.token, { id: mine.list[0]!.id })
    expect((await call<{ unread: number }>('GET', `${NOTES}/unread`, customer.token)).data.unread).toBe(3)
    // Someone else's id is not found, and marks nothing.
    const foreign = await call('POST', `${NOTES}/read`, worker.token, { id: mine.list[1]!.id })
    expect([foreign.status, foreign.msg]).toEqual([404, '通知不存在'])
    expect((await notesOf(customer.token)).unread).toBe(3)
    await call('POST', `${NOTES}/read`, customer.token, {})
    expect((await notesOf(customer.token)).unread).toBe(0)
  })

  it('tells of a refused refund, a decided application, a chat message while away and a rejected withdrawal', async () => {
    const finance = await signInStaff(context, 'finance')
    const customer = await makeCustomer(db)
    const order = await makePaidOrder(db, customer.userId)
    const applied = await call('POST', '/boot/v1/dEsports/wxOrder/applyRefund', customer.token, {
      orderId: order.id,
      refundReason: '不想要了',
    })
    expect(applied.code, applied.msg).toBe(0)
    const refused = await finance.call('POST', `/boot/admin/refunds/${order.id}/refuse`, {
      reason: '打手已开始服务',
    })
    expect(refused.body.code, refused.body.msg).toBe(0)
    expect((await notesOf(customer.token)).list[0]).toMatchObject({
      kind: 'refundRefused',
      body: expect.stringContaining('打手已开始服务'),
    })

    const applicant = await makeCustomer(db)
    await call('POST', '/boot/dEsports/bizRegistrationApplication/save', applicant.token, {
      name: '申请人',
      sex: '0',
      districtServer: '0',
      briefIntroduction: '王者荣耀',
      imgsUrl: '',
    })
    const operator = await signInStaff(context, 'operator')
    const pending = await operator.call<{ list: { id: number; userId: number }[] }>(
      'GET',
      '/boot/admin/worker-applications?pageSize=100',
    )
    const application = pending.body.data.list.find((row) => row.userId === applicant.userId)!
    await operator.call('POST', `/boot/admin/worker-applications/${application.id}/reject`, {
      reason: '截图不清晰',
    })
    expect((await notesOf(applicant.token)).list[0]).toMatchObject({
      kind: 'applicationRejected',
      link: '/audit-rejected',
      body: expect.stringContaining('截图不清晰'),
    })

    // Chat: one notice per run of unread messages, the next after the recipient read them.
    const worker = await makeWorker(db)
    const served = await makePaidOrder(db, customer.userId)
    await db
      .update(orders)
      .set({ workerId: worker.userId, workerName: '打手', bizStatus: 1, acceptedAt: new Date() })
      .where(eq(orders.id, served.id))
    const say = (text: string) =>
      call<{ id: number }>('POST', '/boot/v1/dEsports/orderChat/send', worker.token, {
        orderId: served.id,
        body: text,
      })
    await say('在吗')
    const last = await say('开始了')
    const chats = async () =>
      (await notesOf(customer.token)).list.filter((note) => note.kind === 'chatMessage')
    expect((await chats()).map((note) => note.body)).toEqual(['在吗'])
    await call('POST', '/boot/v1/dEsports/orderChat/read', customer.token, {
      orderId: served.id,
      readId: last.data.id,
    })
    await say('打完了')
    expect((await chats()).map((note) => note.body)).toEqual(['打完了', '在吗'])

    // A withdrawal finance rejects: the worker is told why and that the money is back.
    await db.update(workers).set({ frozenBalance: 3000 }).where(eq(workers.userId, worker.userId))
    const [request] = await db
      .insert(withdrawals)
      .values({
        workerId: worker.userId,
        amount: 3000,
        alipayName: '打手',
        alipayPhone: '13800000000',
        alipayPaymentCode: 'code',
      })
      .returning()
    const rejected = await finance.call('POST', `/boot/admin/withdrawals/${request!.id}/reject`, {
      reason: '账户信息有误',
    })
    expect(rejected.body.code).toBe(0)
    expect((await notesOf(worker.token)).list[0]).toMatchObject({
      kind: 'withdrawalFailed',
      title: '提现未成功',
      body: '提现¥30.00未成功，已退回可用余额：账户信息有误',
    })
  })
})

describe('WeChat template messages', () => {
  it('are sent once through the official account for a kind staff configured, and shown by the simulator', async () => {
    const operator = await signInStaff(context, 'operator')
    const saved = await operator.call('PUT', '/boot/admin/wechat-templates', ORDER_TEMPLATE)
    expect(saved.body.msg).toBe('模板消息设置已保存')
    const missing = await operator.call('PUT', '/boot/admin/wechat-templates', {
      accepted: { enabled: true, templateId: '', fields: [] },
    })
    expect([missing.status, missing.body.msg]).toEqual([400, '请填写「打手接单」的模板ID'])

    const customer = await wechatCustomer()
    const worker = await makeWorker(db)
    const order = await makePaidOrder(db, customer.userId, { secondsAgo: 3600 })
    await acceptedBy(order, worker.token)
    // Two processes' jobs at once: one sends it.
    await Promise.all([sendTemplateMessages(deps), sendTemplateMessages(deps)])
    await sendTemplateMessages(deps)
    const received = await db
      .select()
      .from(wechatSimTemplateMessages)
      .where(eq(wechatSimTemplateMessages.openid, customer.openid))
    expect(received).toHaveLength(1)
    expect(received[0]!.templateId).toBe('TM00001_ORDER_STATUS')
    expect(received[0]!.data.thing1).toEqual({ value: '打手已接单' })
    expect(received[0]!.data.character_string2).toEqual({ value: order.orderNum })
    expect(received[0]!.data.thing4!.value.length).toBeLessThanOrEqual(20)
    expect(received[0]!.url).toBe(`http://127.0.0.1:${port}/order-chat?orderId=${order.id}`)

    const page = await fetch(`http://127.0.0.1:${port}/__wechat/messages?openid=${customer.openid}`)
    const html = await page.text()
    expect(html).toContain('订单状态通知')
    expect(html).toContain(order.orderNum)
  })

  it('send a ruling (平台裁决) with the 协商完成 template until staff give rulings their own', async () => {
    const operator = await signInStaff(context, 'operator')
    const split = {
      enabled: true,
      templateId: 'TM00002_ACCOUNT_CHANGE',
      fields: [
        { keyword: 'thing1', field: 'title' },
        { keyword: 'time3', field: 'time' },
        { keyword: 'thing4', field: 'body' },
      ],
    } as const
    await operator.call('PUT', '/boot/admin/wechat-templates', { ...ORDER_TEMPLATE, negotiated: split })
    const customer = await wechatCustomer()
    const order = await makePaidOrder(db, customer.userId, { secondsAgo: 3600 })
    const ruling = {
      userId: customer.userId,
      kind: 'ruled',
      title: '订单已由平台裁决',
      orderId: order.id,
    } as const
    await notify(db, { ...ruling, body: '平台已裁决', dedupeKey: `order:${order.id}:negotiated` })
    await sendTemplateMessages(deps)
    const sent = () =>
      db.select().from(wechatSimTemplateMessages).where(eq(wechatSimTemplateMessages.openid, customer.openid))
    expect((await sent()).map((message) => message.templateId)).toEqual(['TM00002_ACCOUNT_CHANGE'])

    // Given its own, a ruling goes with it.
    const ruled = ORDER_TEMPLATE.accepted!
    await operator.call('PUT', '/boot/admin/wechat-templates', {
      ...ORDER_TEMPLATE,
      negotiated: split,
      ruled,
    })
    await notify(db, { ...ruling, body: '平台已裁决（二）', dedupeKey: `order:${order.id}:ruled-again` })
    await sendTemplateMessages(deps)
    expect((await sent()).map((message) => message.templateId).sort()).toEqual([
      'TM00001_ORDER_STATUS',
      'TM00002_ACCOUNT_CHANGE',
    ])
    await operator.call('PUT', '/boot/admin/wechat-templates', ORDER_TEMPLATE)
  })

  it('skip a kind without a template, and never send what WeChat will not take', async () => {
    const customer = await wechatCustomer()
    const order = await makePaidOrder(db, customer.userId, { secondsAgo: 3600 })
    await db.update(orders).set({ status: 0, paidAt: null }).where(eq(orders.id, order.id))
    await markPaid(order)
    await sendTemplateMessages(deps)
    const [skipped] = await db
      .select()
      .from(wechatTemplateSends)
      .where(eq(wechatTemplateSends.openid, customer.openid))
    expect(skipped).toMatchObject({ status: 4 })

    const operator = await signInStaff(context, 'operator')
    await operator.call('PUT', '/boot/admin/wechat-templates', {
      ...ORDER_TEMPLATE,
      // A keyword the template does not have: WeChat answers 47003, for good.
      accepted: { ...ORDER_TEMPLATE.accepted!, fields: [{ keyword: 'thing9', field: 'title' }] },
    })
    const worker = await makeWorker(db)
    const other = await makePaidOrder(db, customer.userId, { secondsAgo: 3600 })
    await acceptedBy(other, worker.token)
    await sendTemplateMessages(deps)
    const sends = await db
      .select()
      .from(wechatTemplateSends)
      .where(eq(wechatTemplateSends.openid, customer.openid))
    expect(sends.map((send) => [send.status, send.attempts])).toContainEqual([3, 1])
    await operator.call('PUT', '/boot/admin/wechat-templates', ORDER_TEMPLATE)
  })

  it('try again later when WeChat could not be reached, and refresh a token WeChat no longer takes', async () => {
    const customer = await wechatCustomer()
    const worker = await makeWorker(db)
    const order = await makePaidOrder(db, customer.userId, { secondsAgo: 3600 })
    await acceptedBy(order, worker.token)
    const closed = await freePort()
    const unreachable = {
      ...deps,
      config: { ...deps.config, wechat: { ...deps.config.wechat, apiBaseUrl: `http://127.0.0.1:${closed}` } },
    }
    await db.delete(wechatAccessTokens)
    await sendTemplateMessages(unreachable)
    const [waiting] = await db
      .select()
      .from(wechatTemplateSends)
      .where(eq(wechatTemplateSends.openid, customer.openid))
    expect(waiting).toMatchObject({ status: 0, attempts: 1 })
    // Not yet due: nothing goes out.
    await sendTemplateMessages(deps)
    expect(
      await db
        .select()
        .from(wechatSimTemplateMessages)
        .where(eq(wechatSimTemplateMessages.openid, customer.openid)),
    ).toHaveLength(0)

    // A minute later, with a token WeChat refuses: refreshed once, then sent.
    await db.insert(wechatAccessTokens).values({
      appId: deps.config.wechat.appId,
      token: 'revoked-token',
      expiresAt: new Date(Date.now() + 3_600_000),
    })
    clock.freeze(new Date(Date.now() + 61_000))
    await sendTemplateMessages(deps)
    const [sent] = await db.select().from(wechatTemplateSends).where(eq(wechatTemplateSends.id, waiting!.id))
    expect(sent).toMatchObject({ status: 2, attempts: 2 })
    const tokens = await db.select().from(wechatAccessTokens)
    expect(tokens.map((token) => token.token)).not.toContain('revoked-token')
  })

  it('share one access token across processes, fetched once', async () => {
    await db.delete(wechatAccessTokens)
    const tokens = await Promise.all(Array.from({ length: 5 }, () => accessToken(deps)))
    expect(new Set(tokens).size).toBe(1)
    expect(await db.select().from(wechatAccessTokens)).toHaveLength(1)
  })
})

describe('workers on duty', () => {
  /** A hall order of `region`, paid now (the payment notification's change). */
  async function paidHallOrder(region: string) {
    const customer = await makeCustomer(db)
    const order = await makePaidOrder(db, customer.userId, { region })
    await db.update(orders).set({ status: 0, paidAt: null }).where(eq(orders.id, order.id))
    await markPaid(order)
    return order
  }
  const hallNotes = async (token: string) =>
    (await notesOf(token)).list.filter((note) => note.kind === 'hallOrder')

  it('hear of new hall orders of their region, at most once every five minutes; off duty, nothing', async () => {
    const region = '1'
    const onDuty = await makeWorker(db, { region })
    const resting = await makeWorker(db, { region })
    const elsewhere = await makeWorker(db, { region: '0' })
    const unpaidMember = await makeWorker(db, { region, membership: false })
    const off = await call<{ onDuty: boolean }>('POST', '/boot/v1/dEsports/worker/onDuty', resting.token, {
      onDuty: false,
    })
    expect(off).toMatchObject({ code: 0, msg: '已休息，不再收到新订单提醒', data: { onDuty: false } })
    const summary = await call<{ onDuty: boolean }>(
      'GET',
      '/boot/v1/dEsports/worker/workerCenterSummary',
      resting.token,
    )
    expect(summary.data.onDuty).toBe(false)
    const customerOnly = await makeCustomer(db)
    expect(
      (await call('POST', '/boot/v1/dEsports/worker/onDuty', customerOnly.token, { onDuty: true })).msg,
    ).toBe('您还不是打手')

    const now = Date.now()
    clock.freeze(new Date(now))
    await paidHallOrder(region)
    await paidHallOrder(region)
    expect(await hallNotes(onDuty.token)).toHaveLength(1)
    expect((await hallNotes(onDuty.token))[0]!.link).toBe('/reception-hall')
    for (const quiet of [resting, elsewhere, unpaidMember]) expect(await hallNotes(quiet.token)).toEqual([])
    clock.freeze(new Date(now + 5 * 60_000 + 1000))
    await paidHallOrder(region)
    expect(await hallNotes(onDuty.token)).toHaveLength(2)

    const operator = await signInStaff(context, 'operator')
    const list = await operator.call<{ list: { userId: number; onDuty: boolean }[] }>(
      'GET',
      '/boot/admin/workers?pageSize=100',
    )
    const duty = (userId: number) => list.body.data.list.find((row) => row.userId === userId)?.onDuty
    expect([duty(onDuty.userId), duty(resting.userId)]).toEqual([true, false])
  })

  it('a designated worker hears that a customer chose them', async () => {
    const worker = await makeWorker(db)
    const customer = await makeCustomer(db)
    const order = await makePaidOrder(db, customer.userId, { designatedWorkerId: worker.userId })
    await db.update(orders).set({ status: 0, paidAt: null }).where(eq(orders.id, order.id))
    await markPaid(order)
    expect((await notesOf(worker.token)).list[0]).toMatchObject({
      kind: 'designatedOrder',
      title: '有客户指定您接单',
    })
  })
})

describe('membership expiry', () => {
  it('tells a worker once, seven days ahead', async () => {
    const worker = await makeWorker(db)
    await db
      .update(workers)
      .set({ membershipExpiresAt: new Date(Date.now() + 3 * 86_400_000) })
      .where(eq(workers.userId, worker.userId))
    await tellMembershipExpiring(db)
    await tellMembershipExpiring(db)
    const notes = (await notesOf(worker.token)).list.filter((note) => note.kind === 'membershipExpiring')
    expect(notes).toHaveLength(1)
    expect(notes[0]!.body).toContain('到期后将不能接单')
  })
})
