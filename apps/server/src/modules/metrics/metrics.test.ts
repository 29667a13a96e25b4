import { RefundStatus } from '@dianjing/shared'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { orders, refunds } from '../../db/schema/index.ts'
import { seedDemoData } from '../../db/seed.ts'
import { startJobs } from '../../jobs/scheduler.ts'
import { clock } from '../../lib/clock.ts'
import { freePort } from '../../test/free-port.ts'
import { useTestApp } from '../../test/test-app.ts'
import { makeCustomer, makePaidOrder } from '../orders/testing.ts'
import { completeRefund, failRefund } from '../payments/refunds.ts'
import { paymentDeps } from '../payments/service.ts'
import { scrape } from './testing.ts'

const TOKEN = 'metrics-token-0123456789abcdef0123456789'

// Behind a proxy on this machine and on the ops network, with a token for Prometheus elsewhere.
const behindProxy = await useTestApp({
  TRUST_PROXY: '127.0.0.1,10.0.0.0/8',
  METRICS_TOKEN: TOKEN,
  // The jobs' calls to the simulators go to a port nothing listens on, not to another server.
  PORT: String(await freePort()),
  JOBS_EVERY_SECONDS: '1',
})
// No proxy configured, no token: loopback only.
const plain = await useTestApp()
await seedDemoData(plain.database.db)

const ask = (
  app: typeof plain.app,
  remoteAddress: string,
  headers: Record<string, string> = {},
): Promise<{ statusCode: number; body: string }> =>
  app.inject({ method: 'GET', url: '/metrics', remoteAddress, headers })

describe('GET /metrics', () => {
  it('answers a caller on this machine that came straight to the process', async () => {
    for (const { app } of [plain, behindProxy]) {
      for (const address of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
        const answer = await app.inject({ method: 'GET', url: '/metrics', remoteAddress: address })
        expect(answer.statusCode).toBe(200)
        expect(answer.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/)
        expect(answer.body).toContain('# TYPE nodejs_eventloop_lag_seconds gauge')
      }
    }
  })

  it('refuses whatever a proxy forwarded, even from loopback, and anyone elsewhere without the token', async () => {
    const refusals: [typeof plain.app, string, Record<string, string>][] = [
      // nginx on this machine, TRUST_PROXY unset: the socket is loopback, the client is not.
      [plain.app, '127.0.0.1', { 'x-forwarded-for': '203.0.113.9' }],
      [plain.app, '127.0.0.1', { forwarded: 'for=203.0.113.9' }],
      [plain.app, '127.0.0.1', { 'x-real-ip': '203.0.113.9' }],
      // The same through a trusted proxy: request.ip is the internet client.
      [behindProxy.app, '127.0.0.1', { 'x-forwarded-for': '203.0.113.9' }],
      // A trusted proxy on another machine forwarding its own loopback caller: not this machine's.
      [behindProxy.app, '10.0.0.5', { 'x-forwarded-for': '127.0.0.1' }],
      // A client naming itself loopback, straight to the process.
      [behindProxy.app, '203.0.113.9', { 'x-forwarded-for': '127.0.0.1' }],
      [plain.app, '198.51.100.7', {}],
      // No token configured: no bearer opens it.
      [plain.app, '198.51.100.7', { authorization: `Bearer ${TOKEN}` }],
      [behindProxy.app, '198.51.100.7', { authorization: `Bearer ${TOKEN}x` }],
      [behindProxy.app, '198.51.100.7', { authorization: `Bearer ${TOKEN.slice(0, -1)}` }],
      [behindProxy.app, '198.51.100.7', { authorization: TOKEN }],
    ]
    for (const [app, address, headers] of refusals) {
      const answer = await ask(app, address, headers)
      expect({ address, headers, status: answer.statusCode, body: answer.body }).toEqual({
        address,
        headers,
        status: 403,
        body: '',
      })
    }
  })

  it('answers the configured bearer token from anywhere, forwarded or not', async () => {
    const bearer = { authorization: `Bearer ${TOKEN}` }
    expect((await ask(behindProxy.app, '198.51.100.7', bearer)).statusCode).toBe(200)
    const forwarded = await ask(behindProxy.app, '10.0.0.5', { ...bearer, 'x-forwarded-for': '10.0.9.9' })
    expect(forwarded.statusCode).toBe(200)
  })

  it('is not in the OpenAPI document', () => {
    const document = plain.app.swagger() as { paths: Record<string, unknown> }
    expect(Object.keys(document.paths).filter((path) => path.includes('metrics'))).toEqual([])
  })
})

describe('requests', () => {
  it('are timed under their route pattern and status class, never the URL', async () => {
    const { app } = plain
    const series = { method: 'GET', route: '/boot/admin/users/:id', status: '4xx' }
    const before = (await scrape(app)).value('http_request_duration_seconds_count', series) ?? 0
    for (const id of [101, 202, 303]) {
      expect((await app.inject({ method: 'GET', url: `/boot/admin/users/${id}` })).statusCode).toBe(401)
    }
    const after = await scrape(app)
    expect(after.value('http_request_duration_seconds_count', series)).toBe(before + 3)
    expect(after.value('http_request_duration_seconds_bucket', { ...series, le: '+Inf' })).toBe(before + 3)
    expect(after.text).not.toMatch(/route="[^"]*\/(101|202|303)"/)
  })
})

describe('periodic jobs', () => {
  it('count each run, each failure and its time', async () => {
    const { app } = plain
    await app.metrics.timeJob('metrics test job', async () => {})
    await expect(
      app.metrics.timeJob('metrics test job', async () => {
        throw new Error('the job broke')
      }),
    ).rejects.toThrow('the job broke')
    const after = await scrape(app)
    const job = { name: 'metrics test job' }
    expect(after.value('dianjing_job_runs_total', job)).toBe(2)
    expect(after.value('dianjing_job_failures_total', job)).toBe(1)
    expect(after.value('dianjing_job_duration_seconds_count', job)).toBe(2)
  })

  it('are counted as the scheduler runs them', async () => {
    const { app } = behindProxy
    const stop = startJobs(app)
    try {
      const last = { name: 'daily levels and rankings' }
      await expect
        .poll(async () => (await scrape(app)).value('dianjing_job_runs_total', last) ?? 0, {
          timeout: 15_000,
          interval: 250,
        })
        .toBeGreaterThanOrEqual(1)
      const after = await scrape(app)
      for (const name of ['payment reconciliation', 'auto-confirmation', 'payout check']) {
        expect(after.value('dianjing_job_runs_total', { name })).toBeGreaterThanOrEqual(1)
        expect(after.value('dianjing_job_failures_total', { name })).toBeTypeOf('number')
      }
    } finally {
      await stop()
    }
  })
})

describe('refund outcomes', () => {
  it('are counted once where the refund ends, a repeat of the same end changing nothing', async () => {
    const { app, database } = plain
    const deps = paymentDeps(app)
    const failed = { outcome: 'failed' }
    const succeeded = { outcome: 'succeeded' }
    const before = await scrape(app)
    await database.db.insert(refunds).values([
      { outRefundNo: 'RFMETRICS1', outTradeNo: 'DJMETRICS1', amount: 1_000 },
      { outRefundNo: 'RFMETRICS2', outTradeNo: 'DJMETRICS2', amount: 2_000 },
    ])
    await failRefund(deps, 'RFMETRICS1', 'CLOSED')
    await failRefund(deps, 'RFMETRICS1', 'CLOSED')
    await completeRefund(deps, 'RFMETRICS2', 'wx-refund-2')
    await completeRefund(deps, 'RFMETRICS2', 'wx-refund-2')
    const after = await scrape(app)
    expect(after.value('dianjing_refund_outcomes_total', failed)).toBe(
      before.value('dianjing_refund_outcomes_total', failed)! + 1,
    )
    expect(after.value('dianjing_refund_outcomes_total', succeeded)).toBe(
      before.value('dianjing_refund_outcomes_total', succeeded)! + 1,
    )
  })
})

describe('queues', () => {
  it('report what waits, what waited past its target and how long the oldest has, when scraped', async () => {
    const { app, database } = plain
    const { db } = database
    const refundsQueue = { queue: 'refunds' }
    const before = await scrape(app)
    expect(before.value('dianjing_queue_scrape_success')).toBe(1)
    expect(before.value('dianjing_queue_target_seconds', refundsQueue)).toBe(4 * 3600)

    // A customer applied for a refund five hours ago (finance's target: four).
    const customer = await makeCustomer(db)
    const order = await makePaidOrder(db, customer.userId)
    const applied = new Date(clock.now().getTime() - 5 * 3600_000)
    await db
      .update(orders)
      .set({ refundStatus: RefundStatus.applied, refundReason: '不想要了', updatedAt: applied })
      .where(eq(orders.id, order.id))

    const after = await scrape(app)
    const waiting = (name: string) =>
      after.value(name, refundsQueue)! - (before.value(name, refundsQueue) ?? 0)
    expect(waiting('dianjing_queue_items')).toBe(1)
    expect(waiting('dianjing_queue_overdue_items')).toBe(1)
    expect(after.value('dianjing_queue_oldest_age_seconds', refundsQueue)).toBeGreaterThanOrEqual(5 * 3600)
    for (const queue of ['applications', 'withdrawals', 'unclaimed', 'arbitrations', 'wechat_refunds']) {
      expect(after.value('dianjing_queue_items', { queue })).toBeTypeOf('number')
    }
    expect(after.value('dianjing_payments_unreconciled')).toBe(0)
  })
})
