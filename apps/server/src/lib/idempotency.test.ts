import { eq, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { withdrawals, workers } from '../db/schema/index.ts'
import { seedDemoData } from '../db/seed.ts'
import { makeWorker } from '../modules/orders/testing.ts'
import { creditSettlement } from '../modules/worker/ledger.ts'
import { useTestApp } from '../test/test-app.ts'
import { IdempotencyMessages } from './idempotency.ts'

const { app, database } = await useTestApp()
const { db } = database

beforeAll(async () => {
  await seedDemoData(db)
})

/** A worker with 100 yuan available and Alipay details, ready to withdraw. */
async function richWorker() {
  const worker = await makeWorker(db)
  await db.transaction((tx) =>
    creditSettlement(tx, worker.userId, {
      id: 5_000_000 + worker.userId,
      orderNum: 'I1',
      workerAmount: 10_000,
    }),
  )
  await db
    .update(workers)
    .set({ alipayName: '张三', alipayPhone: '13912345678', alipayPaymentCode: '/boot/files/x.png' })
    .where(eq(workers.userId, worker.userId))
  return worker
}

const withdraw = (token: string, amount: number, key?: string) =>
  app.inject({
    method: 'GET',
    url: `/boot/v1/dEsports/worker/withdrawalApply?amount=${amount}`,
    headers: { authorization: `Bearer ${token}`, ...(key === undefined ? {} : { 'idempotency-key': key }) },
  })

const count = async (workerId: number) =>
  (
    await db
      .select({ n: sql<number>`count(*)::int` })
      .from(withdrawals)
      .where(eq(withdrawals.workerId, workerId))
  )[0]!.n

describe('Idempotency-Key', () => {
  it('replays the first answer to a repeat, and does the work once', async () => {
    const worker = await richWorker()
    const first = await withdraw(worker.token, 1000, 'retry-key-0001')
    const again = await withdraw(worker.token, 1000, 'retry-key-0001')
    expect(first.json()).toMatchObject({ code: 0, msg: '提现申请已提交' })
    expect(again.body).toBe(first.body)
    expect(again.headers['idempotent-replayed']).toBe('true')
    expect(await count(worker.userId)).toBe(1)
    // Without a key, every call is its own.
    await withdraw(worker.token, 1000)
    await withdraw(worker.token, 1000)
    expect(await count(worker.userId)).toBe(3)
  })

  it('refuses the same key on a different request, and keys that are not keys', async () => {
    const worker = await richWorker()
    await withdraw(worker.token, 1000, 'retry-key-0002')
    const other = await withdraw(worker.token, 2000, 'retry-key-0002')
    expect([other.statusCode, other.json().msg]).toEqual([409, IdempotencyMessages.reused])
    const bad = await withdraw(worker.token, 1000, 'x')
    expect([bad.statusCode, bad.json().msg]).toEqual([400, IdempotencyMessages.badKey])
    expect(await count(worker.userId)).toBe(1)
  })

  it('a burst of the same request with one key does the work once', async () => {
    const worker = await richWorker()
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => withdraw(worker.token, 1500, 'burst-key-0003')),
    )
    expect(await count(worker.userId)).toBe(1)
    for (const answer of answers) {
      const body = answer.json()
      expect(body.code === 0 || body.msg === IdempotencyMessages.inProgress).toBe(true)
    }
  })

  it('keys belong to their user: another user’s same key is their own', async () => {
    const [one, two] = [await richWorker(), await richWorker()]
    expect((await withdraw(one.token, 1000, 'shared-key-0004')).json().code).toBe(0)
    expect((await withdraw(two.token, 1000, 'shared-key-0004')).json().code).toBe(0)
    expect((await count(one.userId)) + (await count(two.userId))).toBe(2)
  })

  it('replays a refusal too: the first answer is the answer', async () => {
    const worker = await richWorker()
    const first = await withdraw(worker.token, 999_999, 'refused-key-05')
    expect(first.json().code).toBe(1)
    await db.transaction((tx) =>
      creditSettlement(tx, worker.userId, {
        id: 6_000_000 + worker.userId,
        orderNum: 'I2',
        workerAmount: 2_000_000,
      }),
    )
    const again = await withdraw(worker.token, 999_999, 'refused-key-05')
    expect(again.body).toBe(first.body)
    expect(await count(worker.userId)).toBe(0)
  })
})
