import { IdempotencyMessages } from '@dianjing/shared'
import { and, eq, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { idempotencyKeys, withdrawals } from '../db/schema/index.ts'
import { seedDemoData } from '../db/seed.ts'
import { creditWorker, workerReadyToWithdraw } from '../modules/worker/testing.ts'
import { useTestApp } from '../test/test-app.ts'

const { app, database } = await useTestApp()
const { db } = database

beforeAll(async () => {
  await seedDemoData(db)
})

/** A worker with 100 yuan available and Alipay details, ready to withdraw. */
const richWorker = () => workerReadyToWithdraw(db, 10_000)

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
    await creditWorker(db, worker.userId, 2_000_000)
    const again = await withdraw(worker.token, 999_999, 'refused-key-05')
    expect(again.body).toBe(first.body)
    expect(await count(worker.userId)).toBe(0)
  })
})

/** The key's row as the process that claimed it left it when killed: no answer, its lease run out. */
async function holderDied(userId: number, key: string) {
  await db
    .update(idempotencyKeys)
    .set({ statusCode: null, response: null, leaseUntil: sql`now() - interval '1 second'` })
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)))
}

/**
 * A key claimed for a withdrawal that never committed: the first answer was a refusal (nothing
 * applied) and is then forgotten, as if the process had died before its write. The worker can now pay.
 */
async function claimedNothingApplied(key: string) {
  const worker = await richWorker()
  expect((await withdraw(worker.token, 999_999, key)).json().code).toBe(1)
  await db
    .update(idempotencyKeys)
    .set({ statusCode: null, response: null })
    .where(and(eq(idempotencyKeys.userId, worker.userId), eq(idempotencyKeys.key, key)))
  await creditWorker(db, worker.userId, 2_000_000)
  return worker
}

describe('Idempotency-Key whose holder died (its lease ran out)', () => {
  it('before its write committed: the retry waits out the lease, then takes the key over and applies the write once', async () => {
    const worker = await claimedNothingApplied('died-before-06')
    const waiting = await withdraw(worker.token, 999_999, 'died-before-06')
    expect([waiting.statusCode, waiting.json().msg]).toEqual([409, IdempotencyMessages.inProgress])

    await holderDied(worker.userId, 'died-before-06')
    const retry = await withdraw(worker.token, 999_999, 'died-before-06')
    expect(retry.json()).toMatchObject({ code: 0, msg: '提现申请已提交' })
    const again = await withdraw(worker.token, 999_999, 'died-before-06')
    expect([again.body, again.headers['idempotent-replayed']]).toEqual([retry.body, 'true'])
    expect(await count(worker.userId)).toBe(1)
  })

  it('after its write committed: the retry is told it was done, and nothing more is applied', async () => {
    const worker = await richWorker()
    expect((await withdraw(worker.token, 1000, 'died-after-07')).json().code).toBe(0)
    await holderDied(worker.userId, 'died-after-07')
    for (let i = 0; i < 2; i++) {
      const retry = await withdraw(worker.token, 1000, 'died-after-07')
      expect([retry.statusCode, retry.json().msg]).toEqual([409, IdempotencyMessages.applied])
    }
    expect(await count(worker.userId)).toBe(1)
  })

  it('retries racing to take the key over: one does, and the write is applied once', async () => {
    const worker = await claimedNothingApplied('died-race-0008')
    await holderDied(worker.userId, 'died-race-0008')
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => withdraw(worker.token, 999_999, 'died-race-0008')),
    )
    expect(await count(worker.userId)).toBe(1)
    const messages = answers.map((answer) => answer.json().msg)
    expect(messages).toContain('提现申请已提交')
    for (const message of messages)
      expect(['提现申请已提交', IdempotencyMessages.inProgress]).toContain(message)
  })
})
