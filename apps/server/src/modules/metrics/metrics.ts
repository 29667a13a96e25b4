import type { FastifyBaseLogger } from 'fastify'
import pg from 'pg'
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client'
import type { Database } from '../../db/database.ts'
import { outcomeCounters } from '../../lib/outcomes.ts'
import { queueGauges } from './queues.ts'
import { RequestDurations } from './request-durations.ts'

/**
 * The Prometheus metrics of one app (decision 027): a registry of its own, so the many apps a test file
 * builds never meet in prom-client's global registry. Process metrics and event-loop lag come from
 * prom-client's defaults; requests, jobs and the database pool are measured here; payment, refund and
 * payout outcomes are the process's counters (lib/outcomes.ts); queues are read when scraped (queues.ts).
 */
export function createMetrics(database: Database, log: FastifyBaseLogger) {
  const registry = new Registry()
  collectDefaultMetrics({ register: registry })
  for (const counter of outcomeCounters) registry.registerMetric(counter)
  registerPoolGauges(registry, database)
  const queues = queueGauges(registry, database, log)

  const requests = new RequestDurations()
  registry.registerMetric(requests.asMetric())
  // Jobs are labelled `name`, not `job`: Prometheus gives every series its scrape job's `job` label.
  const jobRuns = new Counter({
    name: 'dianjing_job_runs_total',
    help: 'Runs of each periodic job, ended either way',
    labelNames: ['name'],
    registers: [registry],
  })
  const jobFailures = new Counter({
    name: 'dianjing_job_failures_total',
    help: 'Runs of each periodic job that threw (the log has "<job> run failed")',
    labelNames: ['name'],
    registers: [registry],
  })
  const jobDuration = new Histogram({
    name: 'dianjing_job_duration_seconds',
    help: 'How long each run of a periodic job took',
    labelNames: ['name'],
    buckets: [0.01, 0.05, 0.1, 0.5, 1, 5, 15, 60, 300],
    registers: [registry],
  })

  return {
    registry,
    /** One answered request; `route` is the pattern (`/boot/admin/refunds/:orderId/retry`), never the URL. */
    observeRequest(method: string, route: string, statusCode: number, seconds: number) {
      requests.observe(method, route, `${Math.floor(statusCode / 100)}xx`, seconds)
    },
    /** Runs a periodic job, counting the run, its failure and its time; a failure is thrown on. */
    async timeJob(name: string, run: () => Promise<unknown>): Promise<void> {
      jobFailures.inc({ name }, 0)
      const end = jobDuration.startTimer({ name })
      try {
        await run()
      } catch (error) {
        jobFailures.inc({ name })
        throw error
      } finally {
        end()
        jobRuns.inc({ name })
      }
    },
    /** The exposition text: the queues are read first, within their time box. */
    async scrape(): Promise<string> {
      await queues.refresh()
      return registry.metrics()
    },
    contentType: registry.contentType,
  }
}

export type Metrics = ReturnType<typeof createMetrics>

/**
 * node-postgres's pool: clients open, idle and requests waiting for one. The embedded PGlite database
 * has one in-process connection and no pool: nothing is reported for it.
 */
function registerPoolGauges(registry: Registry, database: Database) {
  const pool = (database.db as unknown as { $client?: unknown }).$client
  if (!(pool instanceof pg.Pool)) return
  const gauges: [string, string, () => number][] = [
    ['dianjing_db_pool_max_clients', 'The pool’s size (DATABASE_POOL_SIZE)', () => pool.options.max],
    ['dianjing_db_pool_clients', 'Clients open, busy or idle', () => pool.totalCount],
    ['dianjing_db_pool_idle_clients', 'Clients open and idle', () => pool.idleCount],
    ['dianjing_db_pool_waiting_requests', 'Queries waiting for a free client', () => pool.waitingCount],
  ]
  for (const [name, help, read] of gauges) {
    new Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        this.set(read())
      },
    })
  }
}
