import {
  type AdminOrderDetail,
  type ArbitrationDetail,
  type ArbitrationRow,
  DisputeMessages,
  type OrderDisputeView,
  type PayResult,
  type ProductCard,
  splitOf,
} from '@dianjing/shared'
import { and, eq } from 'drizzle-orm'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import {
  auditLog,
  cancelProposals,
  notifications,
  orderEvents,
  orders,
  payments,
  refunds,
  users,
  wechatSimRefunds,
  workerLedger,
  workers,
} from '../../../db/schema/index.ts'
import { seedDemoData } from '../../../db/seed.ts'
import { clock } from '../../../lib/clock.ts'
import { apiCaller } from '../../../test/api-call.ts'
import { freePort } from '../../../test/free-port.ts'
import { signInStaff } from '../../../test/staff-client.ts'
import { useTestApp } from '../../../test/test-app.ts'
import { signInWechatCustomer } from '../../../test/wechat-customer.ts'
import { paymentDeps } from '../../payments/service.ts'
import { autoConfirm } from '../hall/fulfilment.ts'
import { makeCustomer, makeWorker, paidEffectsPending } from '../testing.ts'
import { agreeUnanswered, closeEvidence } from './disputes.ts'

const port = await freePort()
const context = await useTestApp({ PORT: String(port), WECHAT_SIM_TIME_SCALE: '0.001' })
const { app, database } = context
await app.listen({ port, host: '127.0.0.1' })
const { db } = database
const call = apiCaller(app)
const deps = paymentDeps(app)
const API = '/boot/v1/dEsports/orderDispute'

beforeAll(async () => {
  await seedDemoData(db)
})
afterEach(() => clock.release())

let customerPhone = 13340000000
let product: ProductCard

/** A WeChat customer's order paid at the simulator's cashier (or from the balance), then taken by a worker. */
async function orderInService(options: { payMethod?: 'balance'; acceptedMinutesAgo?: number } = {}) {
  const token = await signInWechatCustomer(context, port, String(++customerPhone))
  product ??= (await call<ProductCard[]>('GET', '/boot/v1/dEsports/public/productList')).data.find(
    (item) => item.status === '0' && !item.title.includes('转盘'),
  )!
  if (options.payMethod === 'balance') {
    const [me] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.phone, String(customerPhone)))
    await db.update(users).set({ balance: 1_000_000 }).where(eq(users.id, me!.id))
  }
  const paid = await call<PayResult>('POST', '/boot/v1/dEsports/wxOrder/payOrder', token, {
    productId: product.id,
    gameId: 'acc-1',
    phone: '13800001111',
    gameRegion: '0',
    orderQuantity: 1,
    totalAmount: product.preferentialPrice,
    ...(options.payMethod ? { payMethod: options.payMethod } : {}),
  })
  expect(paid.code).toBe(0)
  if (options.payMethod !== 'balance') {
    await app.inject({
      method: 'POST',
      url: '/__wechat/pay/cashier',
      payload: { prepay_id: paid.data.package.replace('prepay_id=', ''), action: 'pay' },
    })
  }
  const order = await vi.waitFor(
    async () => {
      const [row] = await db.select().from(orders).where(eq(orders.outTradeNo, paid.data.outTradeNo))
      // Paid, and what paying tells and counts applied (it follows the payment's commit).
      expect(row?.status).toBe(1)
      expect(await paidEffectsPending(db, paid.data.outTradeNo)).toBe(false)
      return row!
    },
    { timeout: 5000 },
  )
  const worker = await makeWorker(db)
  const acceptedAt = new Date(clock.now().getTime() - (options.acceptedMinutesAgo ?? 5) * 60_000)
  await db
    .update(orders)
    .set({ workerId: worker.userId, workerName: '打手', bizStatus: 1, acceptedAt })
    .where(eq(orders.id, order.id))
  return { customer: { token, userId: order.userId }, worker, order }
}

const state = (token: string, orderId: number) =>
  call<OrderDisputeView>('GET', `${API}/state?orderId=${orderId}`, token)
const orderRow = async (id: number) => (await db.select().from(orders).where(eq(orders.id, id)))[0]!
const incomeOf = async (workerId: number, orderId: number) =>
  db
    .select({ amount: workerLedger.amount, remarks: workerLedger.remarks })
    .from(workerLedger)
    .where(
      and(
        eq(workerLedger.workerId, workerId),
        eq(workerLedger.orderId, orderId),
        eq(workerLedger.event, 'settle'),
      ),
    )
const refundedAtWechat = async (outTradeNo: string) =>
  db.select().from(wechatSimRefunds).where(eq(wechatSimRefunds.outTradeNo, outTradeNo))

describe('cancel by agreement', () => {
  it('the customer proposes a split, the worker agrees: part refunded at WeChat, the rest settled, once', async () => {
    const { customer, worker, order } = await orderInService()
    const refund = Math.floor(order.amount * 0.3)
    const proposed = await call('POST', `${API}/propose`, customer.token, {
      orderId: order.id,
      refund,
      reason: '临时有事，只打了一部分',
    })
    expect(proposed).toMatchObject({ code: 0, msg: DisputeMessages.proposed })
    const seen = (await state(worker.token, order.id)).data
    expect(seen).toMatchObject({
      side: 'worker',
      canPropose: false,
      arbitrationGround: null,
      freeCancelGround: null,
    })
    expect(seen.proposal).toMatchObject({ proposedBy: 'customer', mine: false, refund, status: 0 })
    expect(seen.proposal!.workerPart).toBe(splitOf(order, refund).workerPart)
    // The worker was told, with a link to the dispute page.
    const [told] = await db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, worker.userId), eq(notifications.kind, 'cancelProposed')))
    expect(told!.link).toBe(`/order-dispute?orderId=${order.id}`)

    const [agreeA, agreeB] = await Promise.all([
      call('POST', `${API}/answer`, worker.token, { proposalId: seen.proposal!.id, agree: true }),
      call('POST', `${API}/answer`, worker.token, { proposalId: seen.proposal!.id, agree: true }),
    ])
    expect([agreeA, agreeB].map((a) => a.msg).sort()).toEqual(
      [DisputeMessages.agreed, DisputeMessages.proposalGone].sort(),
    )

    const ended = await orderRow(order.id)
    const { workerPart } = splitOf(order, refund)
    expect(ended).toMatchObject({
      status: 5,
      disputeStatus: 0,
      splitRefund: refund,
      splitWorkerAmount: workerPart,
      splitBy: 'agreed',
    })
    expect(await incomeOf(worker.userId, order.id)).toEqual([{ amount: workerPart, remarks: '协商完成结算' }])
    // WeChat refunds the customer's part only; the payment stays paid (the rest was not given back).
    await vi.waitFor(
      async () => {
        const [row] = await db
          .select()
          .from(refunds)
          .where(eq(refunds.outRefundNo, `SP${order.outTradeNo}`))
        expect(row).toMatchObject({ amount: refund, status: 1 })
      },
      { timeout: 5000 },
    )
    expect((await refundedAtWechat(order.outTradeNo)).map((row) => row.refund)).toEqual([refund])
    // The simulated merchant platform lists it as WeChat would: part of the total, succeeded.
    const platform = await app.inject({
      method: 'GET',
      url: `/__wechat/pay/refunds?out_trade_no=${order.outTradeNo}`,
    })
    expect(platform.json()).toEqual({
      out_trade_no: order.outTradeNo,
      refunds: [{ out_refund_no: `SP${order.outTradeNo}`, refund, total: order.amount, status: 'SUCCESS' }],
    })
    const [payment] = await db.select().from(payments).where(eq(payments.outTradeNo, order.outTradeNo))
    expect(payment!.status).toBe(1)
    // The customer's growth points lose what went back.
    const [me] = await db.select().from(users).where(eq(users.id, customer.userId))
    expect(me!.growthPoints).toBe(Math.floor(order.amount / 100) - Math.floor(refund / 100))
    // The timeline tells the story.
    const kinds = (await db.select().from(orderEvents).where(eq(orderEvents.orderId, order.id))).map(
      (e) => e.kind,
    )
    expect(kinds).toEqual(
      expect.arrayContaining(['cancel_proposed', 'cancel_agreed', 'negotiated', 'refunded']),
    )
    // The customer sees 协商完成 and the part given back; the worker finds it under 已结算.
    const mine = await call<{ status: number; splitRefund: number }>(
      'GET',
      `/boot/v1/dEsports/wxOrder/orderDetails?outTradeNo=${order.outTradeNo}`,
      customer.token,
    )
    expect(mine.data).toMatchObject({ status: 5, splitRefund: refund })
    const afterSales = await call<{ id: number }[]>(
      'GET',
      '/boot/v1/dEsports/wxOrder/myOrderList?status=refund',
      customer.token,
    )
    expect(afterSales.data.map((row) => row.id)).toContain(order.id)
    const settled = await call<{ id: number; splitWorkerAmount: number }[]>(
      'GET',
      '/boot/v1/dEsports/wxOrder/workerAcceptOrderList?bizStatus=3',
      worker.token,
    )
    expect(settled.data.find((row) => row.id === order.id)?.splitWorkerAmount).toBe(workerPart)
  })

  it('paid from the balance: the customer part goes back to the balance at once', async () => {
    const { customer, worker, order } = await orderInService({ payMethod: 'balance' })
    const [before] = await db.select().from(users).where(eq(users.id, customer.userId))
    await call('POST', `${API}/propose`, worker.token, {
      orderId: order.id,
      refund: order.amount,
      reason: '打不过，全额退',
    })
    const { proposal } = (await state(customer.token, order.id)).data
    expect(proposal).toMatchObject({ proposedBy: 'worker', refund: order.amount, workerPart: 0 })
    expect(
      (await call('POST', `${API}/answer`, customer.token, { proposalId: proposal!.id, agree: true })).code,
    ).toBe(0)
    const [after] = await db.select().from(users).where(eq(users.id, customer.userId))
    expect(after!.balance - before!.balance).toBe(order.amount)
    expect(await incomeOf(worker.userId, order.id)).toEqual([])
    expect(await refundedAtWechat(order.outTradeNo)).toEqual([])
  })

  it('refused, withdrawn and answered by the wrong person: nothing changes hands', async () => {
    const { customer, worker, order } = await orderInService()
    const stranger = await makeCustomer(db)
    const otherWorker = await makeWorker(db)
    // Nobody but the order's two sides gets in.
    for (const token of [stranger.token, otherWorker.token]) {
      expect((await state(token, order.id)).msg).toBe(DisputeMessages.notYours)
      expect(
        (await call('POST', `${API}/propose`, token, { orderId: order.id, refund: 0, reason: 'x' })).msg,
      ).toBe(DisputeMessages.notYours)
    }
    const tooMuch = await call('POST', `${API}/propose`, customer.token, {
      orderId: order.id,
      refund: order.amount + 1,
      reason: '多退',
    })
    expect(tooMuch.msg).toBe(DisputeMessages.refundInvalid)
    const noReason = await call('POST', `${API}/propose`, customer.token, {
      orderId: order.id,
      refund: 1,
      reason: ' ',
    })
    expect(noReason.msg).toBe(DisputeMessages.reasonRequired)

    await call('POST', `${API}/propose`, customer.token, {
      orderId: order.id,
      refund: 100,
      reason: '不想打了',
    })
    const second = await call('POST', `${API}/propose`, worker.token, {
      orderId: order.id,
      refund: 0,
      reason: '我也提',
    })
    expect(second.msg).toBe(DisputeMessages.proposalOpen)
    const { proposal } = (await state(customer.token, order.id)).data
    expect(
      (await call('POST', `${API}/answer`, customer.token, { proposalId: proposal!.id, agree: true })).msg,
    ).toBe(DisputeMessages.ownProposal)
    expect(
      (await call('POST', `${API}/answer`, stranger.token, { proposalId: proposal!.id, agree: true })).msg,
    ).toBe(DisputeMessages.notYours)
    expect((await call('POST', `${API}/withdraw`, worker.token, { proposalId: proposal!.id })).msg).toBe(
      DisputeMessages.notProposer,
    )
    // While the proposal is open, the order does not end any other way.
    const complete = await call('POST', '/boot/v1/dEsports/wxOrder/workerCompleteOrder', worker.token, {
      orderId: order.id,
    })
    expect(complete.code).not.toBe(0)

    const refused = await call('POST', `${API}/answer`, worker.token, {
      proposalId: proposal!.id,
      agree: false,
      note: '已经打了一半',
    })
    expect(refused.msg).toBe(DisputeMessages.refused)
    expect(await orderRow(order.id)).toMatchObject({ status: 1, disputeStatus: 0, bizStatus: 1 })
    const after = (await state(customer.token, order.id)).data
    expect(after.proposal).toMatchObject({ status: 2, answerNote: '已经打了一半' })
    expect(after.arbitrationGround).toBe('proposalRefused')
    expect(await incomeOf(worker.userId, order.id)).toEqual([])

    // A new proposal, withdrawn by its author.
    await call('POST', `${API}/propose`, customer.token, { orderId: order.id, refund: 200, reason: '再商量' })
    const again = (await state(customer.token, order.id)).data.proposal!
    expect((await call('POST', `${API}/withdraw`, customer.token, { proposalId: again.id })).msg).toBe(
      DisputeMessages.withdrawn,
    )
    expect((await orderRow(order.id)).disputeStatus).toBe(0)
  })

  it('left unanswered, the job agrees when the deadline passes, once across concurrent runs', async () => {
    const { customer, worker, order } = await orderInService()
    const refund = Math.floor(order.amount / 2)
    await call('POST', `${API}/propose`, worker.token, { orderId: order.id, refund, reason: '客户账号被封' })
    const [proposal] = await db.select().from(cancelProposals).where(eq(cancelProposals.orderId, order.id))
    clock.freeze(new Date(proposal!.dueAt.getTime() - 60_000))
    await agreeUnanswered(deps)
    expect((await orderRow(order.id)).status).toBe(1)

    clock.freeze(new Date(proposal!.dueAt.getTime() + 1000))
    await Promise.all([agreeUnanswered(deps), agreeUnanswered(deps), agreeUnanswered(deps)])
    expect(await orderRow(order.id)).toMatchObject({ status: 5, splitBy: 'deadline', splitRefund: refund })
    expect(await incomeOf(worker.userId, order.id)).toHaveLength(1)
    expect((await state(customer.token, order.id)).data.proposal).toMatchObject({
      status: 1,
      agreedByDeadline: true,
    })
    await vi.waitFor(
      async () => expect((await refundedAtWechat(order.outTradeNo)).map((r) => r.refund)).toEqual([refund]),
      {
        timeout: 5000,
      },
    )
    expect(await agreeUnanswered(deps)).toBe(0)
  })
})

describe('what a proposal holds', () => {
  it('staff cannot hand a disputed order to another worker; a proposal whose order ended another way lapses', async () => {
    const { customer, worker, order } = await orderInService()
    await call('POST', `${API}/propose`, customer.token, { orderId: order.id, refund: 100, reason: '不打了' })
    const operator = await signInStaff(context, 'operator')
    const other = await makeWorker(db)
    const reassigned = await operator.call('POST', `/boot/admin/orders/${order.id}/reassign`, {
      workerId: other.userId,
      reason: '换人',
    })
    expect(reassigned.body.code).not.toBe(0)
    expect((await orderRow(order.id)).workerId).toBe(worker.userId)

    // Ended outside the product's paths (as if by hand in the database): the job does not split it.
    await db.update(orders).set({ status: 4 }).where(eq(orders.id, order.id))
    const [proposal] = await db.select().from(cancelProposals).where(eq(cancelProposals.orderId, order.id))
    clock.freeze(new Date(proposal!.dueAt.getTime() + 1000))
    await agreeUnanswered(deps)
    const [lapsed] = await db.select().from(cancelProposals).where(eq(cancelProposals.id, proposal!.id))
    expect(lapsed).toMatchObject({ status: 3, answerNote: DisputeMessages.proposalLapsed })
    expect(await orderRow(order.id)).toMatchObject({ status: 4, disputeStatus: 0, splitRefund: 0 })
    expect(await incomeOf(worker.userId, order.id)).toEqual([])
  })
})

describe('free cancel', () => {
  it('no first progress in time: the customer gets everything back at once; the worker cannot do it', async () => {
    const { customer, worker, order } = await orderInService({ acceptedMinutesAgo: 10 })
    expect((await state(customer.token, order.id)).data.freeCancelGround).toBeNull()
    expect((await call('POST', `${API}/freeCancel`, customer.token, { orderId: order.id })).msg).toBe(
      DisputeMessages.freeCancelNotAllowed,
    )
    clock.freeze(new Date(clock.now().getTime() + 25 * 60_000))
    expect((await state(customer.token, order.id)).data.freeCancelGround).toBe('progressOverdue')
    expect((await call('POST', `${API}/freeCancel`, worker.token, { orderId: order.id })).msg).toBe(
      DisputeMessages.freeCancelNotAllowed,
    )
    clock.release()
    clock.freeze(new Date(Date.now() + 25 * 60_000))
    expect((await call('POST', `${API}/freeCancel`, customer.token, { orderId: order.id })).msg).toBe(
      DisputeMessages.freeCancelled,
    )
    clock.release()
    await vi.waitFor(async () => expect((await orderRow(order.id)).status).toBe(4), { timeout: 5000 })
    expect((await refundedAtWechat(order.outTradeNo)).map((r) => r.refund)).toEqual([order.amount])
    expect(await incomeOf(worker.userId, order.id)).toEqual([])
  })

  it('the chosen worker has not accepted: free cancel of a designated order', async () => {
    const { customer, order } = await orderInService()
    await db
      .update(orders)
      .set({ workerId: null, bizStatus: 0, orderType: 2, acceptedAt: null })
      .where(eq(orders.id, order.id))
    const view = await state(customer.token, order.id)
    expect(view.data.freeCancelGround).toBe('designatedNotAccepted')
    expect((await call('POST', `${API}/freeCancel`, customer.token, { orderId: order.id })).code).toBe(0)
    await vi.waitFor(async () => expect((await orderRow(order.id)).status).toBe(4), { timeout: 5000 })
  })
})

describe('arbitration', () => {
  it('refused, then arbitrated: evidence until the deadline, staff rule a split with a fine, once', async () => {
    const { customer, worker, order } = await orderInService()
    expect(
      (await call('POST', `${API}/arbitrate`, customer.token, { orderId: order.id, reason: '打手消极' })).msg,
    ).toBe(DisputeMessages.arbitrationNotAllowed)
    await call('POST', `${API}/propose`, customer.token, {
      orderId: order.id,
      refund: order.amount,
      reason: '全退',
    })
    const { proposal } = (await state(worker.token, order.id)).data
    await call('POST', `${API}/answer`, worker.token, { proposalId: proposal!.id, agree: false })

    const opened = await call('POST', `${API}/arbitrate`, customer.token, {
      orderId: order.id,
      reason: '打手挂机，段位掉了',
    })
    expect(opened.msg).toBe(DisputeMessages.arbitrationOpened)
    const view = (await state(worker.token, order.id)).data
    expect(view.arbitration).toMatchObject({
      openedBy: 'customer',
      status: 0,
      evidenceOpen: true,
      ruling: null,
    })
    expect(
      (await call('POST', `${API}/arbitrate`, worker.token, { orderId: order.id, reason: '我也要' })).msg,
    ).toBe(DisputeMessages.arbitrationOpen)
    const arbitrationId = view.arbitration!.id
    expect(
      (
        await call('POST', `${API}/evidence`, customer.token, {
          arbitrationId,
          text: '第三局开始挂机',
          images: [],
        })
      ).msg,
    ).toBe(DisputeMessages.evidenceSaved)
    await call('POST', `${API}/evidence`, worker.token, { arbitrationId, text: '网络断线，已补打' })
    const stranger = await makeCustomer(db)
    expect((await call('POST', `${API}/evidence`, stranger.token, { arbitrationId, text: '路过' })).msg).toBe(
      DisputeMessages.arbitrationGone,
    )
    expect((await call('POST', `${API}/evidence`, worker.token, { arbitrationId, text: '' })).msg).toBe(
      DisputeMessages.evidenceEmpty,
    )
    // Each side submits at most ten pieces.
    for (let piece = 2; piece <= 10; piece += 1)
      await call('POST', `${API}/evidence`, worker.token, { arbitrationId, text: `补充${piece}` })
    expect(
      (await call('POST', `${API}/evidence`, worker.token, { arbitrationId, text: '第十一条' })).msg,
    ).toBe(DisputeMessages.tooMuchEvidence)

    // While arbitration is open nothing else ends the order.
    await db
      .update(orders)
      .set({ bizStatus: 2, completedAt: new Date(Date.now() - 48 * 3600_000) })
      .where(eq(orders.id, order.id))
    await autoConfirm(db)
    expect((await orderRow(order.id)).bizStatus).toBe(2)
    const confirm = await call('POST', '/boot/v1/dEsports/wxOrder/confirmComplete', customer.token, {
      orderId: order.id,
    })
    expect(confirm.code).not.toBe(0)
    const finance = await signInStaff(context, 'finance')
    expect((await finance.call('POST', `/boot/admin/orders/${order.id}/settle`)).body.code).not.toBe(0)
    expect(
      (await finance.call('POST', `/boot/admin/orders/${order.id}/refund`, { reason: '直接退' })).body.code,
    ).not.toBe(0)

    // The evidence deadline passes: the job closes it and tells both sides, once.
    const evidenceDue = new Date(Date.now() + 121 * 60_000)
    clock.freeze(evidenceDue)
    expect((await call('POST', `${API}/evidence`, customer.token, { arbitrationId, text: '补充' })).msg).toBe(
      DisputeMessages.evidenceClosed,
    )
    expect(await closeEvidence(db)).toBeGreaterThanOrEqual(1)
    await closeEvidence(db)
    const closedNotes = await db
      .select()
      .from(notifications)
      .where(and(eq(notifications.orderId, order.id), eq(notifications.kind, 'evidenceClosed')))
    expect(closedNotes.map((note) => note.userId).sort()).toEqual([customer.userId, worker.userId].sort())
    clock.release()

    // The queue lists it oldest first with the evidence counts; support reads but may not rule.
    const queue = await finance.call<{ list: ArbitrationRow[] }>('GET', '/boot/admin/arbitrations')
    expect(queue.body.data.list.find((row) => row.id === arbitrationId)).toMatchObject({
      orderNum: order.orderNum,
      openedBy: 'customer',
      evidenceCount: { customer: 1, worker: 10 },
    })
    const detail = await finance.call<ArbitrationDetail>('GET', `/boot/admin/arbitrations/${arbitrationId}`)
    expect(detail.body.data.evidence.map((item) => item.side)).toEqual([
      'customer',
      ...Array(10).fill('worker'),
    ])
    expect(detail.body.data.proposals).toHaveLength(1)
    const support = await signInStaff(context, 'support')
    expect(
      (
        await support.call('POST', `/boot/admin/arbitrations/${arbitrationId}/rule`, {
          refund: 0,
          reason: 'x',
        })
      ).status,
    ).toBe(403)

    const [before] = await db.select().from(workers).where(eq(workers.userId, worker.userId))
    const refund = Math.floor(order.amount * 0.6)
    const ruling = { refund, reason: '打手中途挂机，按进度六四分', fine: 500 }
    const [first, second] = await Promise.all([
      finance.call('POST', `/boot/admin/arbitrations/${arbitrationId}/rule`, ruling),
      finance.call('POST', `/boot/admin/arbitrations/${arbitrationId}/rule`, ruling),
    ])
    expect([first.body.code, second.body.code].sort()).toEqual([0, 1])
    const { workerPart } = splitOf(order, refund)
    expect(await orderRow(order.id)).toMatchObject({
      status: 5,
      splitBy: 'ruling',
      splitRefund: refund,
      splitWorkerAmount: workerPart,
    })
    const [after] = await db.select().from(workers).where(eq(workers.userId, worker.userId))
    expect(after!.availableBalance - before!.availableBalance).toBe(workerPart - 500)
    await vi.waitFor(
      async () => expect((await refundedAtWechat(order.outTradeNo)).map((r) => r.refund)).toEqual([refund]),
      {
        timeout: 5000,
      },
    )
    const audited = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'ruleArbitration'), eq(auditLog.entityId, String(order.id))))
    expect(audited).toHaveLength(1)
    const ruled = (await state(customer.token, order.id)).data.arbitration
    expect(ruled).toMatchObject({ status: 1, ruling: { refund, workerPart, fine: 500 } })
    // A ruling reads 平台裁决 everywhere: both sides' notices, the worker's fund record, the timeline.
    const told = await db
      .select()
      .from(notifications)
      .where(and(eq(notifications.orderId, order.id), eq(notifications.kind, 'ruled')))
    expect(told.map((notice) => notice.title)).toEqual(['订单已由平台裁决', '订单已由平台裁决'])
    expect(await incomeOf(worker.userId, order.id)).toEqual([{ amount: workerPart, remarks: '平台裁决结算' }])
    const [ended] = await db
      .select()
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, order.id), eq(orderEvents.kind, 'negotiated')))
    expect(ended!.note).toMatch(/^平台裁决：退还客户¥/)
    // Both sides find it, told apart from an agreement: the worker under 已结算 with what they received.
    const settled = await call<{ id: number; splitBy: string; splitWorkerAmount: number }[]>(
      'GET',
      '/boot/v1/dEsports/wxOrder/workerAcceptOrderList?bizStatus=3',
      worker.token,
    )
    expect(settled.data.find((row) => row.id === order.id)).toMatchObject({
      splitBy: 'ruling',
      splitWorkerAmount: workerPart,
    })
    const mine = await call<{ status: number; splitBy: string }>(
      'GET',
      `/boot/v1/dEsports/wxOrder/orderDetails?outTradeNo=${order.outTradeNo}`,
      customer.token,
    )
    expect(mine.data).toMatchObject({ status: 5, splitBy: 'ruling' })
    // Staff read it the same way, each step of the dispute named in their words.
    const staffView = await finance.call<AdminOrderDetail>('GET', `/boot/admin/orders/${order.id}`)
    expect(staffView.body.data).toMatchObject({ stateLabel: '平台裁决', splitBy: 'ruling' })
    expect(staffView.body.data.timeline.map((step) => step.label)).toEqual(
      expect.arrayContaining(['申请协商撤销', '拒绝撤销', '申请仲裁', '平台裁决']),
    )
    expect(staffView.body.data.timeline.every((step) => /[\u4e00-\u9fa5]/.test(step.label))).toBe(true)
    // The console's order list has a tab for the orders a split ended, where this one is.
    const splitTab = await finance.call<{ list: { id: number; stateLabel: string }[] }>(
      'GET',
      '/boot/admin/orders?state=split&pageSize=100',
    )
    expect(splitTab.body.data.list.find((row) => row.id === order.id)?.stateLabel).toBe('平台裁决')
  })

  it('the worker stalls: no progress for the configured time opens the way to arbitration', async () => {
    const { customer, order } = await orderInService({ acceptedMinutesAgo: 10 })
    expect((await state(customer.token, order.id)).data.arbitrationGround).toBeNull()
    clock.freeze(new Date(Date.now() + 24 * 3600_000))
    expect((await state(customer.token, order.id)).data.arbitrationGround).toBe('noProgress')
    expect(
      (await call('POST', `${API}/arbitrate`, customer.token, { orderId: order.id, reason: '一整天没动静' }))
        .code,
    ).toBe(0)
  })
})
