import type { QueueKey } from '@dianjing/shared'
import { sql } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import { Gauge, type Registry } from 'prom-client'
import type { Database, Executor } from '../../db/database.ts'
import { clock } from '../../lib/clock.ts'
import { refundQueue, unclaimedQueue } from '../orders/console/admin.ts'
import { arbitrationQueue } from '../orders/disputes/disputes.ts'
import { queueSettingsOf } from '../queues/settings.ts'
import { applicationQueue, withdrawalQueue } from '../worker/admin.ts'
import { dailyRuns, refundsAtWechat, unreconciledPayments } from './repo.ts'

/** A scrape never waits longer than this for the queues: the database is asked to stop at the same time. */
const SCRAPE_BUDGET_MS = 2_000

/** Refunds asked of WeChat should end within the hour (docs/operations.md §12). */
const REFUND_AT_WECHAT_TARGET_MINUTES = 60

interface Waiting {
  count: number
  overdue: number
  oldest: Date | null
  targetMinutes: number
}

interface Snapshot {
  queues: Record<QueueKey | 'wechat_refunds', Waiting>
  unreconciledPayments: number
  dailyRuns: { name: string; lastRunAt: Date }[]
}

/** Everything read at scrape time, in one read-only transaction that the database ends at the budget. */
async function readSnapshot(db: Executor): Promise<Snapshot> {
  const { targets, unclaimedAfterMinutes } = await queueSettingsOf(db)
  const withTarget = async (targetMinutes: number, counted: Promise<Omit<Waiting, 'targetMinutes'>>) => ({
    ...(await counted),
    targetMinutes,
  })
  const atWechat = await refundsAtWechat(db)
  const overdueBefore = clock.now().getTime() - REFUND_AT_WECHAT_TARGET_MINUTES * 60_000
  return {
    // Each count is the owning domain's own rule, the console's badges' (reports/queues.ts).
    queues: {
      applications: await withTarget(targets.applications, applicationQueue(db, targets.applications)),
      refunds: await withTarget(targets.refunds, refundQueue(db, targets.refunds)),
      withdrawals: await withTarget(targets.withdrawals, withdrawalQueue(db, targets.withdrawals)),
      unclaimed: await withTarget(
        targets.unclaimed,
        unclaimedQueue(db, unclaimedAfterMinutes, targets.unclaimed),
      ),
      arbitrations: await withTarget(targets.arbitrations, arbitrationQueue(db, targets.arbitrations)),
      wechat_refunds: {
        ...atWechat,
        overdue: atWechat.oldest && atWechat.oldest.getTime() <= overdueBefore ? 1 : 0,
        targetMinutes: REFUND_AT_WECHAT_TARGET_MINUTES,
      },
    },
    unreconciledPayments: await unreconciledPayments(db),
    dailyRuns: await dailyRuns(db),
  }
}

/**
 * The work queues as gauges, read when Prometheus scrapes (decision 027). A scrape that cannot read them
 * within the budget reports `dianjing_queue_scrape_success 0` and no queue series, never stale ones.
 */
export function queueGauges(registry: Registry, database: Database, log: FastifyBaseLogger) {
  const gauge = (name: string, help: string, labelNames: string[] = []) =>
    new Gauge({ name, help, labelNames, registers: [registry] })
  const items = gauge('dianjing_queue_items', 'Items waiting in each work queue', ['queue'])
  const overdue = gauge(
    'dianjing_queue_overdue_items',
    'Items waiting past their queue’s target (at WeChat: 1 when the oldest refund is past the hour)',
    ['queue'],
  )
  const oldest = gauge(
    'dianjing_queue_oldest_age_seconds',
    'How long the oldest waiting item has waited (0: none waits)',
    ['queue'],
  )
  const target = gauge('dianjing_queue_target_seconds', 'Each queue’s target (queue settings)', ['queue'])
  const unreconciled = gauge(
    'dianjing_payments_unreconciled',
    'Pending WeChat payments more than 10 minutes past expiry, which reconciliation should have closed',
  )
  const dailyRun = gauge(
    'dianjing_daily_job_last_run_timestamp_seconds',
    'When each once-a-day job last ran, in any process (Unix time)',
    ['name'],
  )
  const success = gauge('dianjing_queue_scrape_success', '1 when the queues were read within the budget')
  const duration = gauge('dianjing_queue_scrape_duration_seconds', 'How long reading the queues took')
  const readGauges = [items, overdue, oldest, target, unreconciled, dailyRun]

  const read = (): Promise<Snapshot> => {
    let timer: NodeJS.Timeout | undefined
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('queue metrics over budget')), SCRAPE_BUDGET_MS)
    })
    const reading = database.db.transaction(
      async (tx) => {
        await tx.execute(sql.raw(`set local statement_timeout = ${SCRAPE_BUDGET_MS}`))
        return readSnapshot(tx)
      },
      { accessMode: 'read only' },
    )
    reading.catch(() => {})
    return Promise.race([reading, timeout]).finally(() => clearTimeout(timer))
  }

  const apply = (snapshot: Snapshot) => {
    const now = clock.now().getTime()
    for (const [queue, waiting] of Object.entries(snapshot.queues)) {
      items.set({ queue }, waiting.count)
      overdue.set({ queue }, waiting.overdue)
      oldest.set({ queue }, waiting.oldest ? Math.max(0, (now - waiting.oldest.getTime()) / 1000) : 0)
      target.set({ queue }, waiting.targetMinutes * 60)
    }
    unreconciled.set(snapshot.unreconciledPayments)
    for (const run of snapshot.dailyRuns) dailyRun.set({ name: run.name }, run.lastRunAt.getTime() / 1000)
  }

  let inFlight: Promise<void> | null = null
  return {
    /** Reads the queues into the gauges; concurrent scrapes share one read. */
    refresh(): Promise<void> {
      inFlight ??= (async () => {
        const started = performance.now()
        for (const each of readGauges) each.reset()
        try {
          apply(await read())
          success.set(1)
        } catch (error) {
          success.set(0)
          log.warn({ err: error }, 'queue metrics not read')
        } finally {
          duration.set((performance.now() - started) / 1000)
          inFlight = null
        }
      })()
      return inFlight
    },
  }
}
