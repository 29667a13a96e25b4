import { execSync } from 'node:child_process'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { migratePostgresDatabase, openPostgres } from '../src/db/connect.ts'
import type { Database } from '../src/db/database.ts'
import { products } from '../src/db/schema/index.ts'
import { seedDemoData } from '../src/db/seed.ts'
import { makeCustomer } from '../src/modules/orders/testing.ts'
import { moveBalance } from '../src/modules/wallet/balance.ts'
import { ledgerProblems } from '../src/modules/worker/testing.ts'
import { customerProblems } from './invariants.ts'
import { call, freshDatabase, type ServerProcess, startServer } from './processes.ts'

/**
 * PostgreSQL restarted in the middle of a load (PG_RESTART_COMMAND names how, e.g.
 * `pg_ctlcluster 15 main restart`; CI sets it): requests fail cleanly with the 503 envelope, nothing is
 * half-written, and the same server process serves again once the database is back.
 */
const restart = process.env.PG_RESTART_COMMAND
const postgres = restart ? await freshDatabase() : null
let database: Database
let server: ServerProcess | undefined

beforeAll(async () => {
  if (!postgres) return
  await migratePostgresDatabase(postgres.url)
  database = await openPostgres(postgres.url, 2)
  await seedDemoData(database.db)
})

afterAll(async () => {
  await server?.stop()
  await database?.close().catch(() => {})
  await postgres?.drop()
})

describe.skipIf(!postgres)('PostgreSQL restarted under load', () => {
  it('answers 503 envelopes while it is down, writes nothing by halves, and recovers without a restart', async () => {
    const { db } = database
    const [product] = await db.select().from(products).where(eq(products.status, '0')).limit(1)
    const customers = await Promise.all(Array.from({ length: 6 }, () => makeCustomer(db)))
    for (const customer of customers) {
      await db.transaction((tx) =>
        moveBalance(tx, customer.userId, 1_000_000, 'topup', `BLPG${customer.userId}`),
      )
    }
    server = await startServer(postgres!.url, { LOG_LEVEL: 'fatal' })
    const target = server

    const statuses: number[] = []
    const malformed: string[] = []
    let stop = false
    const deadline = Date.now() + 20_000
    const loops = customers.map(async (customer) => {
      while (!stop && Date.now() < deadline) {
        try {
          const answer = await call(target, 'POST', '/boot/v1/dEsports/wxOrder/payOrder', {
            token: customer.token,
            body: {
              productId: product!.id,
              gameId: 'pg-restart',
              phone: '13812345678',
              gameRegion: '0',
              orderQuantity: 1,
              totalAmount: product!.preferentialPrice,
              payMethod: 'balance',
            },
          })
          statuses.push(answer.status)
          if (typeof answer.code !== 'number' || typeof answer.msg !== 'string')
            malformed.push(JSON.stringify(answer))
        } catch (error) {
          malformed.push(String(error))
        }
      }
    })
    await new Promise((resolve) => setTimeout(resolve, 1_000))
    execSync(restart!, { stdio: 'ignore' })
    // Back up: the same process serves again.
    await expect
      .poll(async () => (await call(target, 'GET', '/boot/health').catch(() => ({ status: 0 }))).status, {
        timeout: 30_000,
        interval: 500,
      })
      .toBe(200)
    await new Promise((resolve) => setTimeout(resolve, 1_000))
    stop = true
    await Promise.all(loops)

    expect(malformed).toEqual([])
    expect(statuses.filter((status) => status !== 200 && status !== 503)).toEqual([])
    expect(statuses.filter((status) => status === 200).length).toBeGreaterThan(0)

    await database.close().catch(() => {})
    database = await openPostgres(postgres!.url, 2)
    expect(await ledgerProblems(database.db)).toEqual([])
    expect(await customerProblems(database.db)).toEqual([])
    const paid = await call<unknown[]>(target, 'GET', '/boot/v1/dEsports/wxOrder/myOrderList?status=1', {
      token: customers[0]!.token,
    })
    expect(paid.code).toBe(0)
  })
})
