import {
  type AdminChatPage,
  type AdminChatReportRow,
  CHAT_SAFETY_NOTICE,
  type ChatConversation,
  type ChatMessageView,
  type ChatPage,
  OrderStatus,
} from '@dianjing/shared'
import { eq } from 'drizzle-orm'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { orders } from '../../db/schema/index.ts'
import { seedDemoData } from '../../db/seed.ts'
import { clock } from '../../lib/clock.ts'
import { apiCaller } from '../../test/api-call.ts'
import { freePort } from '../../test/free-port.ts'
import { multipartFile, PNG_PIXEL } from '../../test/multipart.ts'
import { signInStaff } from '../../test/staff-client.ts'
import { useTestApp } from '../../test/test-app.ts'
import { makeCustomer, makePaidOrder, makeWorker } from '../orders/testing.ts'
import { maskContacts } from './contact-mask.ts'

const port = await freePort()
const context = await useTestApp()
await context.app.listen({ port, host: '127.0.0.1' })
const { db } = context.database
const call = apiCaller(context.app)
const CHAT = '/boot/v1/dEsports/orderChat'

beforeAll(async () => {
  await seedDemoData(db)
})

afterEach(() => clock.release())

/** A paid order a worker accepted, with its customer and worker signed in. */
async function servedOrder() {
  const customer = await makeCustomer(db, '聊天老板')
  const worker = await makeWorker(db)
  const order = await makePaidOrder(db, customer.userId)
  await db
    .update(orders)
    .set({ workerId: worker.userId, workerName: '打手', bizStatus: 1, acceptedAt: new Date() })
    .where(eq(orders.id, order.id))
  return { customer, worker, order }
}

const send = (token: string, orderId: number, body: string, images: string[] = []) =>
  call<ChatMessageView>('POST', `${CHAT}/send`, token, { orderId, body, images })
const page = (token: string, orderId: number) =>
  call<ChatPage>('GET', `${CHAT}/messages?orderId=${orderId}`, token)

describe('who is in an order’s chat', () => {
  it('the customer and the worker serving the order; nobody else, not a worker it was taken from', async () => {
    const { customer, worker, order } = await servedOrder()
    expect((await page(customer.token, order.id)).data.role).toBe('customer')
    expect((await page(worker.token, order.id)).data.role).toBe('worker')

    const stranger = await makeCustomer(db)
    const otherWorker = await makeWorker(db)
    for (const outsider of [stranger, otherWorker]) {
      const refused = await page(outsider.token, order.id)
      expect([refused.status, refused.msg]).toEqual([403, '只有订单的客户和接单打手可以查看聊天'])
      expect((await send(outsider.token, order.id, '你好')).status).toBe(403)
      expect(
        (await call('POST', `${CHAT}/read`, outsider.token, { orderId: order.id, readId: 1 })).status,
      ).toBe(403)
    }

    // Staff hand the order to another worker: the first one is out, the new one in.
    await send(worker.token, order.id, '我先打两局')
    await db.update(orders).set({ workerId: otherWorker.userId }).where(eq(orders.id, order.id))
    expect((await page(worker.token, order.id)).status).toBe(403)
    expect((await send(worker.token, order.id, '还在吗')).status).toBe(403)
    const taken = await page(otherWorker.token, order.id)
    expect(taken.data.messages.map((message) => message.body)).toEqual(['我先打两局'])
  })

  it('opens when a worker accepts, and is read-only seven days after the order ends', async () => {
    const customer = await makeCustomer(db)
    const waiting = await makePaidOrder(db, customer.userId)
    const before = await page(customer.token, waiting.id)
    expect(before.data).toMatchObject({ open: false, closedReason: '打手接单后才能发送消息', messages: [] })
    expect((await send(customer.token, waiting.id, '快点接单')).msg).toBe('打手接单后才能发送消息')

    const { customer: buyer, worker, order } = await servedOrder()
    await send(buyer.token, order.id, '辛苦了')
    const settledAt = new Date()
    await db.update(orders).set({ bizStatus: 3, settledAt }).where(eq(orders.id, order.id))
    clock.freeze(new Date(settledAt.getTime() + 6 * 86_400_000))
    expect((await send(worker.token, order.id, '有问题随时说')).data.body).toBe('有问题随时说')
    clock.freeze(new Date(settledAt.getTime() + 7 * 86_400_000 + 60_000))
    const closed = await send(worker.token, order.id, '在吗')
    expect(closed.msg).toBe('订单结束已超过7天，聊天记录仅供查看')
    const kept = await page(buyer.token, order.id)
    expect(kept.data).toMatchObject({ open: false, closedReason: '订单结束已超过7天，聊天记录仅供查看' })
    expect(kept.data.messages.map((message) => message.body)).toEqual(['辛苦了', '有问题随时说'])
  })

  it.each([
    ['split by agreement (协商完成)', 'agreed'],
    ['ruled by staff (平台裁决)', 'ruling'],
  ])('is read-only seven days after an order %s ended, as after a settlement', async (_, splitBy) => {
    const { customer, worker, order } = await servedOrder()
    const negotiatedAt = new Date()
    await db
      .update(orders)
      .set({ status: OrderStatus.negotiated, splitBy, negotiatedAt })
      .where(eq(orders.id, order.id))
    clock.freeze(new Date(negotiatedAt.getTime() + 6 * 86_400_000))
    expect((await send(customer.token, order.id, '收到退款了')).data.body).toBe('收到退款了')
    clock.freeze(new Date(negotiatedAt.getTime() + 7 * 86_400_000 + 60_000))
    expect((await send(worker.token, order.id, '还在吗')).msg).toBe('订单结束已超过7天，聊天记录仅供查看')
    expect((await page(customer.token, order.id)).data).toMatchObject({ open: false })
  })
})

describe('sending', () => {
  it('hides contact details before storing, and says so', async () => {
    const { customer, order } = await servedOrder()
    const sent = await send(customer.token, order.id, '加我微信 abc_12345 或者打 138-1234-5678，qq: 12345678')
    expect(sent.data).toMatchObject({ masked: true, mark: 'sent', mine: true, role: 'customer' })
    expect(sent.data.body).toBe('加我微信 *** 或者打 ***，qq: ***')
    expect(CHAT_SAFETY_NOTICE).toBe('为保障交易安全，请勿私下交易')
    const plain = await send(customer.token, order.id, '这把打到钻石2100分就行')
    expect(plain.data).toMatchObject({ masked: false, body: '这把打到钻石2100分就行' })
  })

  it('refuses an empty message, one too long, too many images and images that are not the sender’s', async () => {
    const { customer, worker, order } = await servedOrder()
    const empty = await send(customer.token, order.id, '   ')
    expect([empty.status, empty.msg]).toEqual([400, '请输入消息内容或选择图片'])
    const long = await send(customer.token, order.id, '字'.repeat(501))
    expect([long.status, long.msg]).toEqual([400, '消息不能超过500个字'])
    const many = await send(customer.token, order.id, '', ['a', 'b', 'c', 'd'])
    expect([many.status, many.msg]).toEqual([400, '一次最多发送3张图片'])

    const file = multipartFile('file', 'shot.png', 'image/png', PNG_PIXEL)
    const upload = await context.app.inject({
      method: 'POST',
      url: '/boot/system/fileInfo/upload',
      headers: { authorization: `Bearer ${worker.token}`, ...file.headers },
      payload: file.payload,
    })
    const url = (upload.json() as { data: string }).data
    expect((await send(customer.token, order.id, '', [url])).msg).toBe('图片无效，请重新上传')
    const image = await send(worker.token, order.id, '', [url])
    expect(image.data).toMatchObject({ body: '', images: [url] })
  })

  it('refuses a 31st message in a minute', async () => {
    const { customer, order } = await servedOrder()
    for (let index = 0; index < 30; index += 1) {
      expect((await send(customer.token, order.id, `第${index}条`)).code).toBe(0)
    }
    const refused = await send(customer.token, order.id, '再来一条')
    expect([refused.status, refused.msg]).toEqual([429, '发送过于频繁，请稍后再试'])
  })
})

describe('delivered and read marks, conversations and unread counts', () => {
  it('a message turns 已送达 when the other side receives it and 已读 when they read it', async () => {
    const { customer, worker, order } = await servedOrder()
    const sent = await send(worker.token, order.id, '开始了')
    const mark = async () =>
      (await page(worker.token, order.id)).data.messages.find((message) => message.id === sent.data.id)?.mark
    expect(await mark()).toBe('sent')

    const conversations = await call<ChatConversation[]>('GET', `${CHAT}/conversations`, customer.token)
    expect(conversations.data.find((chat) => chat.orderId === order.id)).toMatchObject({
      role: 'customer',
      lastText: '开始了',
      unread: 1,
    })
    expect((await call<{ unread: number }>('GET', `${CHAT}/unread`, customer.token)).data.unread).toBe(1)

    await page(customer.token, order.id)
    expect(await mark()).toBe('delivered')
    await call('POST', `${CHAT}/read`, customer.token, { orderId: order.id, readId: sent.data.id })
    expect(await mark()).toBe('read')
    expect((await call<{ unread: number }>('GET', `${CHAT}/unread`, customer.token)).data.unread).toBe(0)
    // A read mark past the last message does not run ahead of it.
    await call('POST', `${CHAT}/read`, customer.token, { orderId: order.id, readId: sent.data.id + 1000 })
    const next = await send(worker.token, order.id, '第二局')
    expect((await page(worker.token, order.id)).data.messages.find((m) => m.id === next.data.id)?.mark).toBe(
      'sent',
    )
  })
})

describe('reports and staff', () => {
  it('a participant reports the other side’s message once; staff work the queue once', async () => {
    const { customer, worker, order } = await servedOrder()
    const rude = await send(worker.token, order.id, '不加价就不打了')
    const own = await send(customer.token, order.id, '说好的价格')
    const report = (token: string, messageId: number) =>
      call('POST', `${CHAT}/report`, token, { messageId, reason: '威胁加价' })
    expect((await report(customer.token, rude.data.id)).msg).toBe('已举报，平台将尽快核实处理')
    expect((await report(customer.token, rude.data.id)).msg).toBe('您已举报过这条消息')
    expect((await report(customer.token, own.data.id)).msg).toBe('不能举报自己的消息')
    const stranger = await makeCustomer(db)
    expect((await report(stranger.token, rude.data.id)).status).toBe(403)

    const support = await signInStaff(context, 'support')
    const queue = await support.call<{ list: AdminChatReportRow[] }>('GET', '/boot/admin/chat-reports')
    const row = queue.body.data.list.find((one) => one.messageId === rude.data.id)!
    expect(row).toMatchObject({
      reporterRole: 'customer',
      body: '不加价就不打了',
      reason: '威胁加价',
      status: 0,
    })
    const handle = () =>
      support.call('POST', `/boot/admin/chat-reports/${row.id}/handle`, { note: '已警告打手' })
    expect((await handle()).body.code).toBe(0)
    expect((await handle()).body.msg).toBe('该举报不存在或已处理')
    const finance = await signInStaff(context, 'finance')
    expect((await finance.call('GET', '/boot/admin/chat-reports')).status).toBe(403)
  })

  it('staff read any chat and write into it as 平台客服; finance reads only', async () => {
    const { customer, worker, order } = await servedOrder()
    await send(customer.token, order.id, '打手不回消息')
    const operator = await signInStaff(context, 'operator')
    expect(
      (await operator.call('POST', `/boot/admin/orders/${order.id}/chat`, { body: '平台已提醒打手尽快回复' }))
        .body.code,
    ).toBe(0)
    const finance = await signInStaff(context, 'finance')
    expect((await finance.call('POST', `/boot/admin/orders/${order.id}/chat`, { body: '你好' })).status).toBe(
      403,
    )
    const staffView = await finance.call<AdminChatPage>('GET', `/boot/admin/orders/${order.id}/chat`)
    expect(
      staffView.body.data.messages.map((message) => [message.role, message.senderName, message.body]),
    ).toEqual([
      ['customer', '聊天老板', '打手不回消息'],
      ['staff', '平台客服（测试operator）', '平台已提醒打手尽快回复'],
    ])
    const seen = await page(worker.token, order.id)
    expect(seen.data.messages.at(-1)).toMatchObject({ role: 'staff', senderName: '平台客服', mine: false })
  })
})

/** Reads a server-sent event stream until `until` holds for the events seen, or `ms` pass. */
async function readEvents(
  url: string,
  token: string,
  until: (events: { event: string; data: unknown }[]) => boolean,
  ms = 5000,
) {
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(), ms)
  const events: { event: string; data: unknown }[] = []
  try {
    const response = await fetch(url, {
      headers: { authorization: `Bearer ${token}` },
      signal: controller.signal,
    })
    if (!response.ok || !response.body) return { status: response.status, events }
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader()
    let buffer = ''
    for (;;) {
      const { value, done } = await reader.read()
      if (done) break
      buffer += value
      let end = buffer.indexOf('\n\n')
      while (end >= 0) {
        const block = buffer.slice(0, end)
        buffer = buffer.slice(end + 2)
        const name = /^event: (.*)$/m.exec(block)?.[1]
        const data = /^data: (.*)$/m.exec(block)?.[1]
        if (name && data) events.push({ event: name, data: JSON.parse(data) })
        end = buffer.indexOf('\n\n')
      }
      if (until(events)) break
    }
    return { status: response.status, events }
  } catch {
    return { status: 0, events }
  } finally {
    clearTimeout(timer)
    controller.abort()
  }
}

describe('the live channel', () => {
  it('delivers a new message to the other side’s open stream, and what a reconnecting page missed', async () => {
    const { customer, worker, order } = await servedOrder()
    const first = await send(worker.token, order.id, '第一条')
    const live = `http://127.0.0.1:${port}${CHAT}/live?orderId=${order.id}`
    const messages = (events: { event: string; data: unknown }[]) =>
      events.filter((one) => one.event === 'message').map((one) => (one.data as ChatMessageView).body)

    const listening = readEvents(live, customer.token, (events) => messages(events).includes('第二条'))
    // Sent once the stream is open: its first pump gave 第一条.
    setTimeout(() => void send(worker.token, order.id, '第二条'), 300)
    const got = await listening
    expect(got.status).toBe(200)
    expect(messages(got.events)).toEqual(['第一条', '第二条'])

    // Reconnecting after 第一条: only what came after it.
    const again = await readEvents(`${live}&afterId=${first.data.id}`, customer.token, (events) =>
      messages(events).includes('第二条'),
    )
    expect(messages(again.events)).toEqual(['第二条'])

    // The worker's stream sees the customer's read mark move.
    const marks = readEvents(live, worker.token, (events) =>
      events.some((one) => one.event === 'marks' && (one.data as { readId: number }).readId > 0),
    )
    setTimeout(
      () => void call('POST', `${CHAT}/read`, customer.token, { orderId: order.id, readId: first.data.id }),
      300,
    )
    const seen = await marks
    expect(seen.events.filter((one) => one.event === 'marks').at(-1)?.data).toMatchObject({
      readId: first.data.id,
    })
  })

  it('refuses anyone outside the chat before the stream opens', async () => {
    const { order } = await servedOrder()
    const stranger = await makeCustomer(db)
    const refused = await fetch(`http://127.0.0.1:${port}${CHAT}/live?orderId=${order.id}`, {
      headers: { authorization: `Bearer ${stranger.token}` },
    })
    expect(refused.status).toBe(403)
    expect(((await refused.json()) as { msg: string }).msg).toBe('只有订单的客户和接单打手可以查看聊天')
    const anonymous = await fetch(`http://127.0.0.1:${port}${CHAT}/live?orderId=${order.id}`)
    expect(anonymous.status).toBe(401)
  })
})

describe('maskContacts', () => {
  it.each([
    ['我的手机 13812345678', '我的手机 ***'],
    ['电话 138 1234 5678', '电话 ***'],
    ['vx：wxid_abcdef1', 'vx：***'],
    ['加V信 gamer_2024', '加V信 ***'],
    ['扣扣 987654321', '扣扣 ***'],
    ['看这个 https://pan.example.com/s/abc', '看这个 ***'],
    ['www.baidu.com 搜一下', '*** 搜一下'],
    ['打到2100分，第3局', '打到2100分，第3局'],
  ])('%s', (text, expected) => {
    expect(maskContacts(text).text).toBe(expected)
  })
})
