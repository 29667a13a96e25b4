import { eq, like, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { migratePostgresDatabase, openPostgres } from '../src/db/connect.ts'
import type { Database } from '../src/db/database.ts'
import { orders, products } from '../src/db/schema/index.ts'
import { seedDemoData } from '../src/db/seed.ts'
import { startS3Server, type TestS3Server } from '../src/modules/files/testing.ts'
import { makeCustomer, makeWorker } from '../src/modules/orders/testing.ts'
import { moveBalance } from '../src/modules/wallet/balance.ts'
import { PNG_PIXEL } from '../src/test/multipart.ts'
import { customerProblems } from './invariants.ts'
import { runLoad } from './load.ts'
import { type Nginx, nginxBinary, startNginx } from './nginx.ts'
import { call, freshDatabase, type ServerProcess, startServer } from './processes.ts'

/**
 * Two server processes behind nginx, as production runs on N machines (docs/operations.md §2): nothing
 * shared but PostgreSQL and the S3 bucket (each process has its own DATA_DIR). An upload through one is
 * served by the other, sessions and the catalogue cache agree, and a load through nginx loses nothing
 * when one process is killed. That each job runs once across processes is scale-out.test.ts's; nginx
 * changes nothing there (runs are claimed in PostgreSQL).
 */
const postgres = await freshDatabase()
const runnable = Boolean(postgres && nginxBinary)
// CI installs both (.ci/run): there, a missing one is a failure, not a skip.
if (process.env.CI && !runnable) throw new Error('behind-nginx needs TEST_DATABASE_URL and nginx')
if (!runnable) console.warn('behind-nginx skipped: it needs TEST_DATABASE_URL and nginx (/usr/sbin/nginx)')
const OWNER = { phone: '13800000000', password: 'reliability-owner-1' }
/** Short, so that the keys A held when it was killed are free again within the load. */
const LEASE_SECONDS = 2
const SANDBOX = "default-src 'none'; sandbox"

let database: Database
let s3: TestS3Server
let a: ServerProcess
let b: ServerProcess
let nginx: Nginx

beforeAll(async () => {
  if (!runnable) return
  s3 = await startS3Server()
  await migratePostgresDatabase(postgres!.url)
  database = await openPostgres(postgres!.url, 4)
  await seedDemoData(database.db)
  const env = {
    ...s3.env,
    TRUST_PROXY: '127.0.0.1',
    LOG_LEVEL: 'warn',
    IDEMPOTENCY_LEASE_SECONDS: String(LEASE_SECONDS),
  }
  ;[a, b] = await Promise.all([startServer(postgres!.url, env), startServer(postgres!.url, env)])
  nginx = await startNginx([a, b].map((server) => Number(new URL(server.baseUrl).port)))
})

afterAll(async () => {
  await nginx?.stop()
  await a?.stop()
  await b?.stop()
  await s3?.close()
  await database?.close()
  await postgres?.drop()
})

const hostOf = (server: ServerProcess) => new URL(server.baseUrl).host

/** GETs `pathname` through nginx `times` times; the answers, and the processes that gave them. */
async function throughNginx(pathname: string, times: number, token?: string) {
  const answers = await Promise.all(
    Array.from({ length: times }, () =>
      fetch(`${nginx.baseUrl}${pathname}`, { headers: token ? { authorization: `Bearer ${token}` } : {} }),
    ),
  )
  return { answers, upstreams: new Set(answers.map((answer) => answer.headers.get('x-upstream'))) }
}

describe.skipIf(!runnable)('two server processes behind nginx, uploads in the bucket', () => {
  it('an image uploaded through nginx is served, byte for byte, by each process and through nginx', async () => {
    const customer = await makeCustomer(database.db)
    const form = new FormData()
    form.append('file', new Blob([PNG_PIXEL], { type: 'image/png' }), 'me.png')
    const uploaded = await fetch(`${nginx.baseUrl}/boot/system/fileInfo/upload`, {
      method: 'POST',
      headers: { authorization: `Bearer ${customer.token}` },
      body: form,
    })
    const { code, data: url } = (await uploaded.json()) as { code: number; data: string }
    expect(code).toBe(0)
    const via = await throughNginx(url, 4)
    const direct = await Promise.all([a, b].map((server) => fetch(`${server.baseUrl}${url}`)))
    expect(via.upstreams).toEqual(new Set([hostOf(a), hostOf(b)]))
    for (const answer of [...direct, ...via.answers]) {
      expect(answer.status).toBe(200)
      expect(answer.headers.get('content-type')).toBe('image/png')
      expect(answer.headers.get('content-security-policy')).toBe(SANDBOX)
      expect(Buffer.from(await answer.arrayBuffer()).equals(PNG_PIXEL)).toBe(true)
    }
  })

  it('a session made through nginx works on both processes, and its sign-out ends it on both', async () => {
    const registered = await call<{ token: string }>(nginx, 'POST', '/boot/v1/dEsports/public/register', {
      body: { phone: '13655560001', password: 'secret-123' },
    })
    expect(registered.code).toBe(0)
    const { token } = registered.data
    const signedIn = await throughNginx('/boot/system/info', 6, token)
    expect(signedIn.upstreams).toEqual(new Set([hostOf(a), hostOf(b)]))
    for (const answer of signedIn.answers) expect(((await answer.json()) as { code: number }).code).toBe(0)

    expect((await call(nginx, 'POST', '/boot/system/logout', { token })).code).toBe(0)
    // The process that signed it out forgets it at once; the other one when the database's
    // announcement reaches it (decision 009), milliseconds later: within a second, both refuse it.
    await vi.waitFor(
      async () => {
        const signedOut = await throughNginx('/boot/system/info', 6, token)
        expect(signedOut.upstreams).toEqual(new Set([hostOf(a), hostOf(b)]))
        expect(signedOut.answers.map((answer) => answer.status)).toEqual(Array(6).fill(401))
      },
      { timeout: 1000, interval: 50 },
    )
  })

  it("a price staff change on one process is the other's and nginx's answer within a second", async () => {
    const { data: staff } = await call<{ token: string }>(a, 'POST', '/boot/admin/auth/login', {
      body: OWNER,
    })
    type Listed = { id: number; preferentialPrice: number }
    const listed = async (server: Pick<ServerProcess, 'baseUrl'>) =>
      (await call<Listed[]>(server, 'GET', '/boot/v1/dEsports/public/productList')).data
    // Both processes have the list in memory now.
    const [first] = await listed(b)
    await listed(a)
    const { data: product } = await call<Record<string, unknown>>(
      a,
      'GET',
      `/boot/admin/products/${first!.id}`,
      {
        token: staff.token,
      },
    )
    const { id: _id, gameName, salesCount, salesVolume, updatedAt, ...fields } = product
    void [_id, gameName, salesCount, salesVolume, updatedAt]
    const price = first!.preferentialPrice + 100
    const changed = Date.now()
    const saved = await call(a, 'PUT', `/boot/admin/products/${first!.id}`, {
      token: staff.token,
      body: { ...fields, preferentialPrice: price },
    })
    expect(saved.code).toBe(0)
    const priceOn = async (server: Pick<ServerProcess, 'baseUrl'>) =>
      (await listed(server)).find((one) => one.id === first!.id)?.preferentialPrice
    await expect.poll(() => priceOn(b), { timeout: 1_000, interval: 20 }).toBe(price)
    console.info(`behind-nginx: the new price was B's answer ${Date.now() - changed} ms after A saved it`)
    for (let i = 0; i < 4; i++) expect(await priceOn(nginx)).toBe(price)
  })

  it('a load through nginx, one process killed mid-run: no read fails, no write lands twice, every confirmed one lands', async () => {
    const { db } = database
    const [product] = await db.select().from(products).where(eq(products.status, '0')).limit(1)
    const worker = await makeWorker(db)
    const customers = await Promise.all(Array.from({ length: 8 }, () => makeCustomer(db)))
    for (const customer of customers)
      await db.transaction((tx) =>
        moveBalance(tx, customer.userId, 10_000_000, 'topup', `BLNGX${customer.userId}`),
      )
    const clients = customers.map((customer) => ({
      token: customer.token,
      reads: [
        { pathname: '/boot/v1/dEsports/public/productList', token: customer.token },
        {
          pathname: `/boot/v1/dEsports/public/productDetails?productId=${product!.id}`,
          token: customer.token,
        },
        // The hall as a worker sees it, one session on both processes.
        {
          pathname: '/boot/v1/dEsports/wxOrder/receivingOrderList?pageNum=1&pageSize=10',
          token: worker.token,
        },
      ],
      write: (key: string) => ({
        productId: product!.id,
        gameId: key,
        phone: '13812345678',
        gameRegion: '0',
        orderQuantity: 1,
        totalAmount: product!.preferentialPrice,
        payMethod: 'balance',
      }),
    }))
    let killedAt: number | null = null
    const started = Date.now()
    const load = runLoad(nginx.baseUrl, clients, {
      seconds: 5,
      maxRequests: 4_000,
      leaseSeconds: LEASE_SECONDS,
      killedAt: () => killedAt,
    })
    await new Promise((resolve) => setTimeout(resolve, 2_000))
    killedAt = Date.now() - started
    await a.kill()
    const result = await load

    const applied = await db
      .select({ key: orders.gameAccount, count: sql<number>`count(*)::int` })
      .from(orders)
      .where(like(orders.gameAccount, 'load-write-%'))
      .groupBy(orders.gameAccount)
    const timesApplied = new Map(applied.map((row) => [row.key, row.count]))
    const lastFailure = Math.max(killedAt!, ...result.failedAttemptsAt) - killedAt!
    console.info(
      `behind-nginx load: 8 clients, ${result.requests} requests (${result.reads} reads, ` +
        `${result.confirmed.length + result.stuck.length + result.unconfirmed.length} writes) in ` +
        `${Date.now() - started} ms, A killed at ${killedAt} ms. Reads failed ${result.readFailures.length}, ` +
        `slowest ${result.slowestReadMs} ms. Writes confirmed ${result.confirmed.length}, failed attempts ` +
        `${result.failedAttemptsAt.length}, retries ${result.retries}, replays ${result.replayed}, slowest ` +
        `${result.slowestWriteMs} ms, told done (已处理) ${result.toldApplied}, stuck "in progress" ` +
        `${result.stuck.length}, other unconfirmed ${result.unconfirmed.length}. Last failed attempt ${lastFailure} ms ` +
        `after the kill. Answers by process before the kill ${JSON.stringify(result.upstreams.before)}, ` +
        `after ${JSON.stringify(result.upstreams.after)}`,
    )
    expect(result.readFailures).toEqual([])
    // Every write was answered: a key A held when it died was taken over by the retry once its lease
    // ran out, or, when A had applied the write, the retry was told so (已处理).
    expect(result.stuck).toEqual([])
    expect(result.unconfirmed).toEqual([])
    // Nothing applied twice, every confirmed write (told done included) applied, nothing applied that
    // the client did not send.
    expect([...timesApplied.values()].filter((count) => count !== 1)).toEqual([])
    expect(result.confirmed.filter((key) => !timesApplied.has(key))).toEqual([])
    const sent = new Set(result.confirmed)
    expect([...timesApplied.keys()].filter((key) => !sent.has(key))).toEqual([])
    expect(await customerProblems(db)).toEqual([])
    // After the kill only the calls A had in flight came back from A (as nginx's 502s); B served the rest.
    expect(result.upstreams.after[hostOf(a)] ?? 0).toBeLessThanOrEqual(clients.length)
    expect(result.upstreams.after[hostOf(b)]).toBeGreaterThan(50)
    expect(b.output()).not.toContain('run failed')
  })
})
