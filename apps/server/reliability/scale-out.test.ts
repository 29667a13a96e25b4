import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { migratePostgresDatabase, openPostgres } from '../src/db/connect.ts'
import type { Database } from '../src/db/database.ts'
import { jobRuns, orders, workerLedger } from '../src/db/schema/index.ts'
import { seedDemoData } from '../src/db/seed.ts'
import { makeCustomer, makePaidOrder, makeWorker } from '../src/modules/orders/testing.ts'
import { call, freshDatabase, type ServerProcess, startServer } from './processes.ts'

/**
 * Two server processes on one PostgreSQL, as production runs behind a load balancer: whatever one
 * process does, the other sees at once, and what must happen once happens once across both.
 */
const postgres = await freshDatabase()
const OWNER = { phone: '13800000000', password: 'reliability-owner-1' }

let database: Database
let a: ServerProcess
let b: ServerProcess
let dueOrderId = 0

beforeAll(async () => {
  if (!postgres) return
  await migratePostgresDatabase(postgres.url)
  database = await openPostgres(postgres.url, 4)
  await seedDemoData(database.db)
  // Completed 25 hours ago and never confirmed: both processes' first job run will race for it.
  const customer = await makeCustomer(database.db)
  const worker = await makeWorker(database.db)
  const order = await makePaidOrder(database.db, customer.userId)
  await database.db
    .update(orders)
    .set({
      workerId: worker.userId,
      bizStatus: 2,
      attachment: '/boot/files/x.png',
      completedAt: sql`now() - interval '25 hours'`,
    })
    .where(eq(orders.id, order.id))
  dueOrderId = order.id
  ;[a, b] = await Promise.all([startServer(postgres.url), startServer(postgres.url)])
})

afterAll(async () => {
  await a?.stop()
  await b?.stop()
  await database?.close()
  await postgres?.drop()
})

describe.skipIf(!postgres)('two server processes on one database', () => {
  it('a session made on one works on the other', async () => {
    const registered = await call<{ token: string }>(a, 'POST', '/boot/v1/dEsports/public/register', {
      body: { phone: '13655550001', password: 'secret-123' },
    })
    expect(registered.code).toBe(0)
    const info = await call<{ phone: string }>(b, 'GET', '/boot/system/info', {
      token: registered.data.token,
    })
    expect(info.data.phone).toBe('13655550001')
    const staff = await call<{ token: string }>(b, 'POST', '/boot/admin/auth/login', { body: OWNER })
    expect((await call(a, 'GET', '/boot/admin/auth/me', { token: staff.data.token })).status).toBe(200)
  })

  it('a sign-out, a ban and a new balance through one are seen by the other, which had them in memory', async () => {
    const signUp = async (phone: string) =>
      (
        await call<{ token: string }>(a, 'POST', '/boot/v1/dEsports/public/register', {
          body: { phone, password: 'secret-123' },
        })
      ).data.token
    const leaving = await signUp('13655550011')
    const banned = await signUp('13655550012')
    // B answers both from memory from here on.
    for (const token of [leaving, banned])
      expect((await call(b, 'GET', '/boot/v1/dEsports/user/userBalance', { token })).code).toBe(0)

    expect((await call(a, 'POST', '/boot/system/logout', { token: leaving })).code).toBe(0)
    // B forgets it when PostgreSQL's announcement arrives (decision 009): well under a millisecond on an
    // idle host, longer on a busy one, so B is asked until it refuses, for at most a second.
    await vi.waitFor(
      async () =>
        expect((await call(b, 'GET', '/boot/v1/dEsports/user/userBalance', { token: leaving })).status).toBe(
          401,
        ),
      { timeout: 1000, interval: 20 },
    )

    const { data: staff } = await call<{ token: string }>(a, 'POST', '/boot/admin/auth/login', {
      body: OWNER,
    })
    const user = await call<{ list: { id: number; phone: string }[] }>(
      a,
      'GET',
      '/boot/admin/users?keyword=13655550012',
      { token: staff.token },
    )
    const userId = user.data.list[0]!.id
    const ban = await call(a, 'POST', `/boot/admin/users/${userId}/ban`, {
      token: staff.token,
      body: { reason: '测试封禁' },
    })
    expect(ban.code).toBe(0)
    await vi.waitFor(
      async () => {
        const refused = await call(b, 'GET', '/boot/v1/dEsports/user/userBalance', { token: banned })
        expect([refused.status, refused.msg]).toEqual([403, '该账号已被停用，请联系客服'])
      },
      { timeout: 1000, interval: 20 },
    )
  })

  it('a catalogue edit through one is served by the other as soon as the database announces it', async () => {
    const { data: staff } = await call<{ token: string }>(a, 'POST', '/boot/admin/auth/login', {
      body: OWNER,
    })
    const list = await call<{ id: number }[]>(b, 'GET', '/boot/v1/dEsports/public/productList')
    const id = list.data[0]!.id
    // B has it cached now.
    await call(b, 'GET', `/boot/v1/dEsports/public/productDetails?productId=${id}`)
    const { data: product } = await call<Record<string, unknown>>(a, 'GET', `/boot/admin/products/${id}`, {
      token: staff.token,
    })
    const { id: _id, gameName, salesCount, salesVolume, updatedAt, ...fields } = product
    void [_id, gameName, salesCount, salesVolume, updatedAt]
    const title = `双进程同步 ${Date.now().toString(36)}`
    const saved = await call(a, 'PUT', `/boot/admin/products/${id}`, {
      token: staff.token,
      body: { ...fields, title },
    })
    expect(saved.code).toBe(0)
    // As soon as PostgreSQL's announcement reaches B (decision 009); asked for at most a second.
    await vi.waitFor(
      async () => {
        const seen = await call<{ title: string }>(
          b,
          'GET',
          `/boot/v1/dEsports/public/productDetails?productId=${id}`,
        )
        expect(seen.data.title).toBe(title)
      },
      { timeout: 1000, interval: 20 },
    )
  })

  it('login failures count across both processes', async () => {
    await call(a, 'POST', '/boot/v1/dEsports/public/register', {
      body: { phone: '13655550002', password: 'right-pass-1' },
    })
    const statuses: number[] = []
    for (let i = 0; i < 6; i++) {
      const server = i % 2 === 0 ? a : b
      statuses.push(
        (
          await call(server, 'POST', '/boot/system/login', {
            body: { phone: '13655550002', password: 'wrong-pass' },
          })
        ).status,
      )
    }
    // Five failures are allowed per phone, whichever process saw them; the sixth is refused.
    expect(statuses.slice(0, 5).every((status) => status === 200)).toBe(true)
    expect(statuses[5]).toBe(429)
    const right = await call(b, 'POST', '/boot/system/login', {
      body: { phone: '13655550002', password: 'right-pass-1' },
    })
    expect(right.status).toBe(429)
  })

  it('workers racing for one order through both processes: exactly one wins', async () => {
    const customer = await makeCustomer(database.db)
    const order = await makePaidOrder(database.db, customer.userId)
    const racers = await Promise.all(Array.from({ length: 8 }, () => makeWorker(database.db)))
    const answers = await Promise.all(
      racers.map((worker, index) =>
        call<{ id: number }>(
          index % 2 === 0 ? a : b,
          'GET',
          `/boot/v1/dEsports/wxOrder/acceptOrder?orderId=${order.id}`,
          {
            token: worker.token,
          },
        ),
      ),
    )
    expect(answers.filter((answer) => answer.code === 0)).toHaveLength(1)
    expect(answers.filter((answer) => answer.msg === '已被其他打手接单')).toHaveLength(7)
  })

  it('each scheduled job runs once across both', async () => {
    await expect
      .poll(
        async () => {
          const [row] = await database.db.select().from(orders).where(eq(orders.id, dueOrderId))
          return row!.bizStatus
        },
        { timeout: 30_000, interval: 500 },
      )
      .toBe(3)
    const settlements = await database.db
      .select()
      .from(workerLedger)
      .where(eq(workerLedger.orderId, dueOrderId))
    expect(settlements).toHaveLength(1)
    await expect
      .poll(async () => (await database.db.select().from(jobRuns)).map((row) => row.name), {
        timeout: 30_000,
      })
      .toContain('levels-and-rankings')
    // The claim row is written before the run it claims finishes: wait for the run, then count them.
    const recomputed = () =>
      (a.output() + b.output()).split('daily levels and rankings recomputed').length - 1
    await expect.poll(recomputed, { timeout: 30_000 }).toBeGreaterThan(0)
    expect(recomputed()).toBe(1)
    expect(a.output() + b.output()).not.toContain('run failed')
  })
})
