import type { FastifyInstance } from 'fastify'
import { forgetOldKeys } from '../lib/idempotency.ts'
import { deleteOldCodes } from '../modules/account/phone-proof.ts'
import { publishSales } from '../modules/catalogue/service.ts'
import { eraseEndedLogins } from '../modules/game-logins/erase.ts'
import { sendTemplateMessages } from '../modules/notifications/wechat-templates.ts'
import { applyOrphanedPaidEffects } from '../modules/orders/checkout/after-paid.ts'
import { agreeUnanswered, closeEvidence } from '../modules/orders/disputes/disputes.ts'
import { autoConfirm, releaseDesignated } from '../modules/orders/hall/fulfilment.ts'
import { paymentDeps, reconcile } from '../modules/payments/service.ts'
import { recomputeDaily } from '../modules/rankings/rankings.ts'
import { checkDepositReturns } from '../modules/worker/deposit-returns.ts'
import { tellMembershipExpiring } from '../modules/worker/notices.ts'
import { checkTransfers } from '../modules/worker/payouts.ts'
import { claimDailyRun } from './claim.ts'

/**
 * Periodic work of a server process. Every job is safe with several processes running it at once:
 * rows are claimed with SKIP LOCKED or changed by conditional updates, and the daily job is claimed
 * once per day in the database, so each process simply runs its own timer.
 */
export function startJobs(app: FastifyInstance): () => Promise<void> {
  const deps = paymentDeps(app)
  const { db } = app.database
  const jobs: [string, () => Promise<unknown>][] = [
    ['payment reconciliation', () => reconcile(deps)],
    ['paid order effects left pending', () => applyOrphanedPaidEffects(db)],
    ['payout check', () => checkTransfers({ db, config: app.config, log: app.log })],
    ['deposit return check', () => checkDepositReturns({ db, config: app.config, log: app.log })],
    ['designated order release', () => releaseDesignated(db)],
    ['auto-confirmation', () => autoConfirm(db)],
    ['shown sales', () => publishSales(db)],
    ['unanswered cancel proposals', () => agreeUnanswered(deps)],
    ['arbitration evidence deadline', () => closeEvidence(db)],
    ['idempotency key clean-up', () => forgetOldKeys(db)],
    ['SMS code clean-up', () => deleteOldCodes(db)],
    ['game login erasure', () => eraseEndedLogins(db)],
    ['membership expiry notices', () => tellMembershipExpiring(db)],
    ['WeChat template messages', () => sendTemplateMessages({ db, config: app.config, log: app.log })],
    [
      'daily levels and rankings',
      async () => {
        if (!(await claimDailyRun(db, 'levels-and-rankings'))) return
        await recomputeDaily(db)
        app.log.info({ job: 'levels-and-rankings' }, 'daily levels and rankings recomputed')
      },
    ],
  ]
  let running: Promise<void> | null = null
  let stopped = false
  const runAll = async () => {
    for (const [name, job] of jobs) {
      if (stopped) return
      try {
        await app.metrics.timeJob(name, job)
      } catch (error) {
        app.log.error({ err: error }, `${name} run failed`)
      }
    }
  }
  const tick = () => {
    if (running || stopped) return
    running = runAll().finally(() => {
      running = null
    })
  }
  // How often the periodic work runs (JOBS_EVERY_SECONDS, a minute by default).
  const timer = setInterval(tick, app.config.jobsEveryMs)
  timer.unref()
  // A fresh process catches up at once (e.g. today's rankings) rather than a minute later.
  const first = setTimeout(tick, Math.min(5_000, app.config.jobsEveryMs))
  first.unref()
  // Stopping waits for a run in progress, so the database is never closed under a job.
  return async () => {
    stopped = true
    clearTimeout(first)
    clearInterval(timer)
    await running
  }
}
