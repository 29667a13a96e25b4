import { OrderStatus } from '@dianjing/shared'
import { and, eq, inArray, sql } from 'drizzle-orm'
import { describe, expect, it, vi } from 'vitest'
import { notifications, orders, payments, products } from '../../../db/schema/index.ts'
import { rowsOf } from '../../../lib/sql-filters.ts'
import { freePort } from '../../../test/free-port.ts'
import { useTestApp } from '../../../test/test-app.ts'
import { paymentKit } from '../../payments/testing.ts'
import {
  afterOrderPaid,
  applyOrphanedPaidEffects,
  applyPaidEffects,
  paidEffectsSettled,
} from './after-paid.ts'
import { orderPayments } from './payment-purpose.ts'

// What paying an order tells and counts, applied after the payment's commit (decision 030).
const port = await freePort()
const context = await useTestApp({ PORT: String(port) })
await context.app.listen({ port, host: '127.0.0.1' })
const { db } = context.database
const kit = await paymentKit(context, port)

const paidNotices = (orderIds: number[]) =>
  db
    .select({ orderId: notifications.orderId })
    .from(notifications)
    .where(and(inArray(notifications.orderId, orderIds), eq(notifications.kind, 'paid')))

/** An order paid in its own transaction only, as a process that died before the batch left it. */
async function paidWithoutEffects(token: string) {
  const order = await kit.placeOrder(token)
  await db.transaction(async (tx) => {
    const [payment] = await tx
      .update(payments)
      .set({ status: 1, paidAt: new Date() })
      .where(eq(payments.outTradeNo, order.outTradeNo))
      .returning()
    await orderPayments.onPaid!(tx, payment!)
  })
  return order
}

/** A promise and the function that settles it, for steps of two transactions that wait on each other. */
function signal() {
  let fire = () => {}
  const fired = new Promise<void>((resolve) => {
    fire = resolve
  })
  return { fired, fire }
}

/** Refunded with nothing of its paid effects left over: no points, the sales as before, nothing pending. */
async function expectRefundedWhole(outTradeNo: string, salesBefore: number) {
  const after = await kit.ours(outTradeNo)
  expect(after.order.status).toBe(OrderStatus.refunded)
  expect(after.paidEffectsPending).toBe(false)
  expect(after.growthPoints).toBe(0)
  expect(after.salesCount).toBe(salesBefore)
  expect(after.events.slice(-2)).toEqual(['paid', 'refunded'])
}

const makeOrphaned = (orderIds: number[]) =>
  db.update(orders).set({ paidAt: sql`now() - interval '1 minute'` }).where(inArray(orders.id, orderIds))

describe('what paying an order tells and counts', () => {
  it('is applied once after WeChat is answered, however often WeChat repeats the notification', async () => {
    const { token } = await kit.customer()
    const order = await kit.placeOrder(token)
    const salesBefore = (await kit.ours(order.outTradeNo)).salesCount
    await kit.paidAtWechat(order.outTradeNo)
    for (let time = 0; time < 3; time += 1) {
      expect(await kit.deliver('notify', await kit.paymentNotification(order))).toEqual({
        status: 204,
        body: '',
      })
    }
    const after = await kit.ours(order.outTradeNo)
    expect(after.paidEffectsPending).toBe(false)
    expect(after.growthPoints).toBe(Math.floor(order.amount / 100))
    expect(after.salesCount).toBe(salesBefore + order.quantity)
    expect(after.events.filter((kind) => kind === 'paid')).toHaveLength(1)
    expect(await paidNotices([order.id])).toHaveLength(1)
  })

  it.runIf(context.database.kind === 'postgres')(
    "WeChat is answered at the payment's commit: with the batch held up, the order is paid and its effects follow",
    async () => {
      const { token } = await kit.customer()
      const order = await kit.placeOrder(token)
      await kit.paidAtWechat(order.outTradeNo)
      // Another transaction holds the product's row, which the batch's sales count waits for.
      const released = signal()
      const held = signal()
      const holder = db.transaction(async (tx) => {
        await tx
          .select({ id: products.id })
          .from(products)
          .where(eq(products.id, order.productId))
          .for('update')
        held.fire()
        await released.fired
      })
      await held.fired
      const sent = await kit.paymentNotification(order)
      const response = await fetch(`http://127.0.0.1:${port}/boot/wxPay/notify`, {
        method: 'POST',
        headers: sent.headers,
        body: sent.body,
      })
      expect(response.status).toBe(204)
      const during = await kit.ours(order.outTradeNo)
      expect(during.order.status).toBe(OrderStatus.paid)
      expect(during.growthPoints).toBe(0)
      expect(await paidNotices([order.id])).toEqual([])

      released.fire()
      await holder
      await paidEffectsSettled(db)
      const after = await kit.ours(order.outTradeNo)
      expect(after.paidEffectsPending).toBe(false)
      expect(after.growthPoints).toBe(Math.floor(order.amount / 100))
      expect(await paidNotices([order.id])).toHaveLength(1)
    },
  )

  it('left pending by a process that stopped after the commit: the job applies it once, not before 30 s', async () => {
    const { token, userId } = await kit.customer()
    const order = await paidWithoutEffects(token)
    expect((await kit.ours(order.outTradeNo)).paidEffectsPending).toBe(true)
    expect((await kit.ours(order.outTradeNo)).growthPoints).toBe(0)
    // Young: it is still the paying process's to apply.
    await applyOrphanedPaidEffects(db)
    expect((await kit.ours(order.outTradeNo)).paidEffectsPending).toBe(true)

    await makeOrphaned([order.id])
    await Promise.all([applyOrphanedPaidEffects(db), applyOrphanedPaidEffects(db)])
    await applyOrphanedPaidEffects(db)
    // WeChat's repeat after the crash finds nothing left to apply.
    await afterOrderPaid(db, context.app.log, order.outTradeNo)
    const after = await kit.ours(order.outTradeNo)
    expect(after.paidEffectsPending).toBe(false)
    expect(after.growthPoints).toBe(Math.floor(order.amount / 100))
    expect(await paidNotices([order.id])).toHaveLength(1)
    expect(userId).toBe(after.order.userId)
  })

  it('many payments at once share batches, racing the job: each order counted and told once', async () => {
    const customers = await Promise.all(Array.from({ length: 4 }, () => kit.customer()))
    const placed = []
    for (const { token } of customers) {
      for (let n = 0; n < 3; n += 1) placed.push(await paidWithoutEffects(token))
    }
    const ids = placed.map((order) => order.id)
    await makeOrphaned(ids.filter((_, index) => index % 2 === 0))
    const salesBefore = (await kit.ours(placed[0]!.outTradeNo)).salesCount
    await Promise.all([
      ...placed.map((order) => afterOrderPaid(db, context.app.log, order.outTradeNo)),
      applyOrphanedPaidEffects(db),
      applyOrphanedPaidEffects(db),
    ])
    for (const order of placed) expect((await kit.ours(order.outTradeNo)).paidEffectsPending).toBe(false)
    const told = await paidNotices(ids)
    expect(told.map((row) => row.orderId).sort()).toEqual([...ids].sort())
    const points = await Promise.all(placed.map((order) => kit.ours(order.outTradeNo)))
    for (const [index, order] of placed.entries()) {
      const own = placed.filter((other) => other.userId === order.userId)
      expect(points[index]!.growthPoints).toBe(own.reduce((sum, o) => sum + Math.floor(o.amount / 100), 0))
    }
    // Every order is of the same product: its sales went up by all of them, once.
    expect((await kit.ours(placed[0]!.outTradeNo)).salesCount).toBe(salesBefore + placed.length)
  })

  it('refunded while a batch is applying its effects: the refund waits for the batch, then takes back what it gave', async () => {
    const { token } = await kit.customer()
    const order = await paidWithoutEffects(token)
    const salesBefore = (await kit.ours(order.outTradeNo)).salesCount
    const [payment] = await db.select().from(payments).where(eq(payments.outTradeNo, order.outTradeNo))
    const released = signal()
    const claimed = signal()
    const batch = db.transaction(async (tx) => {
      expect(await applyPaidEffects(tx, { outTradeNos: [order.outTradeNo] })).toHaveLength(1)
      claimed.fire()
      await released.fired
    })
    await claimed.fired
    const refund = db.transaction((tx) => orderPayments.onRefunded!(tx, payment!))
    if (process.env.TEST_DATABASE_URL) {
      // On PostgreSQL the refund is seen waiting for the batch (its claim, or the customer's points it
      // holds) before the batch commits.
      await vi.waitFor(async () => {
        const [row] = rowsOf<{ waiting: number }>(
          await db.execute(
            sql`select count(*)::int as waiting from pg_stat_activity
                where datname = current_database() and wait_event_type = 'Lock'`,
          ),
        )
        expect(row!.waiting).toBeGreaterThan(0)
      })
    }
    released.fire()
    await Promise.all([batch, refund])
    await applyOrphanedPaidEffects(db)
    // Given once by the batch and taken back once by the refund.
    await expectRefundedWhole(order.outTradeNo, salesBefore)
    expect(await paidNotices([order.id])).toHaveLength(1)
  })

  it('refunded before its effects were applied: they go first, so nothing is left over and nobody is told it was paid', async () => {
    const { token } = await kit.customer()
    const order = await paidWithoutEffects(token)
    const salesBefore = (await kit.ours(order.outTradeNo)).salesCount
    const [payment] = await db.select().from(payments).where(eq(payments.outTradeNo, order.outTradeNo))
    await db.transaction((tx) => orderPayments.onRefunded!(tx, payment!))
    await makeOrphaned([order.id])
    await applyOrphanedPaidEffects(db)
    await expectRefundedWhole(order.outTradeNo, salesBefore)
    expect(await paidNotices([order.id])).toEqual([])
  })
})
