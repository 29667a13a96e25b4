import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { migratePostgresDatabase, openPostgres } from '../src/db/connect.ts'
import type { Database } from '../src/db/database.ts'
import { products, workers } from '../src/db/schema/index.ts'
import { seedDemoData } from '../src/db/seed.ts'
import { makeCustomer, makeWorker } from '../src/modules/orders/testing.ts'
import { moveBalance } from '../src/modules/wallet/balance.ts'
import { creditSettlement } from '../src/modules/worker/ledger.ts'
import { ledgerProblems } from '../src/modules/worker/testing.ts'
import { customerProblems } from './invariants.ts'
import { call, freshDatabase, type ServerProcess, startServer } from './processes.ts'

/**
 * The server killed (SIGKILL: no graceful shutdown) in the middle of a load of payments from balances
 * and withdrawals: nothing is half-written, the books still balance, and a new process serves at once.
 */
const postgres = await freshDatabase()
let database: Database
let server: ServerProcess | undefined

beforeAll(async () => {
  if (!postgres) return
  await migratePostgresDatabase(postgres.url)
  database = await openPostgres(postgres.url, 4)
  await seedDemoData(database.db)
})

afterAll(async () => {
  await server?.stop()
  await database?.close()
  await postgres?.drop()
})

describe.skipIf(!postgres)('the server killed mid-load', () => {
  it('leaves no half-written order, payment, balance or ledger entry, and a new process serves', async () => {
    const { db } = database
    const [product] = await db.select().from(products).where(eq(products.status, '0')).limit(1)
    const customers = await Promise.all(Array.from({ length: 12 }, () => makeCustomer(db)))
    for (const customer of customers) {
      await db.transaction((tx) =>
        moveBalance(tx, customer.userId, 1_000_000, 'topup', `BLKILL${customer.userId}`),
      )
    }
    const sellers = await Promise.all(Array.from({ length: 6 }, () => makeWorker(db)))
    for (const worker of sellers) {
      await db.transaction((tx) =>
        creditSettlement(tx, worker.userId, {
          id: 9_000_000 + worker.userId,
          orderNum: 'K',
          workerAmount: 500_000,
        }),
      )
      await db
        .update(workers)
        .set({ alipayName: '张三', alipayPhone: '13912345678', alipayPaymentCode: '/boot/files/x.png' })
        .where(eq(workers.userId, worker.userId))
    }

    server = await startServer(postgres!.url, { LOG_LEVEL: 'warn' })
    const victim = server
    const order = (token: string) =>
      call(victim, 'POST', '/boot/v1/dEsports/wxOrder/payOrder', {
        token,
        body: {
          productId: product!.id,
          gameId: 'kill-test',
          phone: '13812345678',
          gameRegion: '0',
          orderQuantity: 1,
          totalAmount: product!.preferentialPrice,
          payMethod: 'balance',
        },
      }).catch(() => null)
    const withdraw = (token: string) =>
      call(victim, 'GET', '/boot/v1/dEsports/worker/withdrawalApply?amount=100', { token }).catch(() => null)

    // A steady load from every customer and worker, for at most 8 seconds or 600 calls.
    let sent = 0
    let stop = false
    const deadline = Date.now() + 8_000
    const loops = [
      ...customers.map((c) => () => order(c.token)),
      ...sellers.map((w) => () => withdraw(w.token)),
    ].map(async (next) => {
      while (!stop && sent < 600 && Date.now() < deadline) {
        sent += 1
        await next()
      }
    })
    await new Promise((resolve) => setTimeout(resolve, 1_500))
    await server.kill()
    stop = true
    await Promise.all(loops)
    expect(sent).toBeGreaterThan(20)

    expect(await customerProblems(db)).toEqual([])
    expect(await ledgerProblems(db)).toEqual([])

    // A new process on the same database serves at once.
    await server.stop()
    server = await startServer(postgres!.url, { LOG_LEVEL: 'warn' })
    const after = await call<unknown[]>(server, 'GET', '/boot/v1/dEsports/wxOrder/myOrderList?status=all', {
      token: customers[0]!.token,
    })
    expect(after.code).toBe(0)
    expect(await customerProblems(db)).toEqual([])
  })
})
