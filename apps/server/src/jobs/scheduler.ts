import type { FastifyInstance } from 'fastify'
import { paymentDeps, reconcile } from '../modules/payments/service.ts'

/** How often the payment reconciliation runs (it also closes expired unpaid orders). */
const RECONCILE_EVERY_MS = 60_000

/**
 * Periodic work of a server process. Every job is safe with several processes running it at once
 * (rows are claimed with SKIP LOCKED), so each process simply runs its own timer.
 */
export function startJobs(app: FastifyInstance): () => void {
  let running = false
  const deps = paymentDeps(app)
  const timer = setInterval(async () => {
    if (running) return
    running = true
    try {
      await reconcile(deps)
    } catch (error) {
      app.log.error({ err: error }, 'payment reconciliation run failed')
    } finally {
      running = false
    }
  }, RECONCILE_EVERY_MS)
  timer.unref()
  return () => clearInterval(timer)
}
