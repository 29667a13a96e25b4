import { IdempotencyMessages, OrderStatus, ProductKind } from '@dianjing/shared'
import { and, eq, sql } from 'drizzle-orm'
import type { LightMyRequestResponse } from 'fastify'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import type { Executor } from '../db/database.ts'
import {
  idempotencyKeys,
  orderEvents,
  orders,
  products,
  users,
  withdrawals,
  workers,
} from '../db/schema/index.ts'
import { seedDemoData } from '../db/seed.ts'
import { makeCustomer, makePaidOrder } from '../modules/orders/testing.ts'
import { moveBalance } from '../modules/wallet/balance.ts'
import { workerReadyToWithdraw } from '../modules/worker/testing.ts'
import { useTestApp } from '../test/test-app.ts'

const { app, database } = await useTestApp()
const { db } = database

beforeAll(async () => {
  await seedDemoData(db)
})

/** One of the four idempotent writes, ready to be sent by one user. */
interface Write {
  userId: number
  send: (key: string) => Promise<LightMyRequestResponse>
  /** Locks the row the write changes, so that the write waits inside its transaction. */
  lock: (tx: Executor) => Promise<unknown>
  /** How many times the write has been applied. */
  applied: () => Promise<number>
}

const keyOf = (userId: number, key: string) =>
  and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key))

/** Waits until `n` sessions of this database wait for a lock. */
const sessionsWaiting = (n: number) =>
  vi.waitFor(
    async () => {
      const result = await db.execute(
        sql`select count(*)::int as n from pg_stat_activity
             where datname = current_database() and wait_event_type = 'Lock'`,
      )
      expect((result as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(n)
    },
    { timeout: 5_000, interval: 20 },
  )

/**
 * The holder of `key` is held inside its write's transaction while its lease runs out and a retry
 * takes the key over; then both go on. The holder's `markKeyApplied` finds the key no longer its own,
 * so its whole write rolls back (the mark is in that transaction), and the retry's is applied.
 */
async function holderOvertaken(write: Write, key: string) {
  const [holder, retry] = await db.transaction(async (tx) => {
    await write.lock(tx)
    const holder = write.send(key)
    await sessionsWaiting(1)
    await db
      .update(idempotencyKeys)
      .set({ leaseUntil: sql`now() - interval '1 second'` })
      .where(keyOf(write.userId, key))
    const retry = write.send(key)
    await sessionsWaiting(2)
    return [holder, retry]
  })
  return { holder: await holder!, retry: await retry! }
}

async function expectAppliedOnceByTheRetry(write: Write, key: string) {
  const { holder, retry } = await holderOvertaken(write, key)
  expect([holder.statusCode, holder.json().msg]).toEqual([409, IdempotencyMessages.inProgress])
  expect(retry.json().code).toBe(0)
  expect(await write.applied()).toBe(1)
  const [row] = await db.select().from(idempotencyKeys).where(keyOf(write.userId, key))
  expect(row!.appliedAt).not.toBeNull()
  const again = await write.send(key)
  expect([again.body, again.headers['idempotent-replayed']]).toEqual([retry.body, 'true'])
}

const withToken = (token: string, key: string) => ({
  authorization: `Bearer ${token}`,
  'idempotency-key': key,
})

/** A customer with 1000 yuan on their balance. */
async function customerWithBalance() {
  const customer = await makeCustomer(db)
  await db.transaction((tx) => moveBalance(tx, customer.userId, 100_000, 'topup', `BIDW${customer.userId}`))
  return customer
}

const lockUser = (userId: number) => (tx: Executor) =>
  tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update')
const lockOrder = (orderId: number) => (tx: Executor) =>
  tx.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId)).for('update')

/** The payOrder body for an on-sale product of `kind` that asks for no game login, paid from the balance. */
async function balanceOrder(kind: (typeof ProductKind)[keyof typeof ProductKind], gameId: string) {
  const [product] = await db
    .select()
    .from(products)
    .where(and(eq(products.status, '0'), eq(products.kind, kind), eq(products.needsGameLogin, false)))
    .limit(1)
  return {
    productId: product!.id,
    gameId,
    phone: '13812345678',
    gameRegion: '0',
    orderQuantity: 1,
    totalAmount: product!.preferentialPrice,
    payMethod: 'balance',
  }
}

describe.runIf(database.kind === 'postgres')(
  'each idempotent write marks its key in its own transaction',
  () => {
    it('payOrder (paid from the balance)', async () => {
      const customer = await customerWithBalance()
      const body = await balanceOrder(ProductKind.normal, 'pay-order-key-01')
      await expectAppliedOnceByTheRetry(
        {
          userId: customer.userId,
          send: (key) =>
            app.inject({
              method: 'POST',
              url: '/boot/v1/dEsports/wxOrder/payOrder',
              headers: withToken(customer.token, key),
              payload: body,
            }),
          lock: lockUser(customer.userId),
          applied: async () =>
            (await db.select().from(orders).where(eq(orders.gameAccount, body.gameId))).length,
        },
        'pay-order-key-01',
      )
    })

    it('applyRefund', async () => {
      const customer = await makeCustomer(db)
      const order = await makePaidOrder(db, customer.userId)
      await expectAppliedOnceByTheRetry(
        {
          userId: customer.userId,
          send: (key) =>
            app.inject({
              method: 'POST',
              url: '/boot/v1/dEsports/wxOrder/applyRefund',
              headers: withToken(customer.token, key),
              payload: { orderId: order.id, refundReason: '不想要了' },
            }),
          lock: lockOrder(order.id),
          applied: async () =>
            (
              await db
                .select()
                .from(orderEvents)
                .where(and(eq(orderEvents.orderId, order.id), eq(orderEvents.kind, 'refund_applied')))
            ).length,
        },
        'apply-refund-key-02',
      )
    })

    it('withdrawalApply', async () => {
      const worker = await workerReadyToWithdraw(db, 10_000)
      await expectAppliedOnceByTheRetry(
        {
          userId: worker.userId,
          send: (key) =>
            app.inject({
              method: 'GET',
              url: '/boot/v1/dEsports/worker/withdrawalApply?amount=1000',
              headers: withToken(worker.token, key),
            }),
          lock: (tx) =>
            tx
              .select({ id: workers.userId })
              .from(workers)
              .where(eq(workers.userId, worker.userId))
              .for('update'),
          applied: async () =>
            (await db.select().from(withdrawals).where(eq(withdrawals.workerId, worker.userId))).length,
        },
        'withdraw-key-0003',
      )
    })

    it('lotteryDraw', async () => {
      const customer = await customerWithBalance()
      const bought = await app.inject({
        method: 'POST',
        url: '/boot/v1/dEsports/wxOrder/payOrder',
        headers: { authorization: `Bearer ${customer.token}` },
        payload: await balanceOrder(ProductKind.lottery, 'lottery-buyer'),
      })
      const { outTradeNo } = bought.json().data
      const [order] = await db.select().from(orders).where(eq(orders.outTradeNo, outTradeNo))
      expect(order!.status).toBe(OrderStatus.paid)
      await expectAppliedOnceByTheRetry(
        {
          userId: customer.userId,
          send: (key) =>
            app.inject({
              method: 'GET',
              url: `/boot/v1/dEsports/wxOrder/lotteryDraw?outTradeNo=${outTradeNo}&round=1`,
              headers: withToken(customer.token, key),
            }),
          lock: lockOrder(order!.id),
          applied: async () =>
            (await db.select().from(orders).where(eq(orders.id, order!.id)))[0]!.lotteryNumAlready,
        },
        'lottery-draw-key-04',
      )
    })
  },
)
