import {
  bossRankingEntry,
  bossRankingQuery,
  WorkerRankingKind,
  workerLevelList,
  workerRanking,
} from '@dianjing/shared'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { recordStaffAction } from '../../lib/audit.ts'
import { envelopeOf, ok } from '../../lib/envelope.ts'
import { requireUser } from '../account/guard.ts'
import { requireStaff } from '../staff/guard.ts'
import * as rankings from './rankings.ts'

const tags = ['rankings']

/** The worker and customer rankings and the worker levels (spec §7, Worker), under /boot. */
export const rankingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database

  app.get(
    '/v1/dEsports/worker/workerRanking',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'Top 100 by completed orders (0) or income this month (1), with the caller’s own rank',
        querystring: z.object({ type: z.enum(['0', '1']).catch('0') }),
        response: { 200: envelopeOf(workerRanking) },
      },
    },
    async (request) =>
      ok(
        await rankings.workerRanking(
          db,
          request.user!.id,
          request.query.type === '1' ? WorkerRankingKind.income : WorkerRankingKind.orders,
        ),
      ),
  )

  app.get(
    '/v1/dEsports/worker/getWorkerLevelList',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'Worker levels and the caller’s own',
        response: { 200: envelopeOf(workerLevelList) },
      },
    },
    async (request) => ok(await rankings.workerLevels(db, request.user!.id)),
  )

  app.get(
    '/v1/dEsports/public/bossRanking',
    {
      schema: {
        tags,
        summary: 'Customers by what they paid today, this week or this month (nicknames masked)',
        querystring: bossRankingQuery,
        response: { 200: envelopeOf(z.array(bossRankingEntry)) },
      },
    },
    async (request) => ok(await rankings.bossRanking(db, request.query.period)),
  )
}

/** Running the daily job now, from the console (the owner), under /boot/admin. */
export const adminRankingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database
  const owner = requireStaff('owner')
  const tags = ['admin']
  const done = envelopeOf(z.null())

  app.post(
    '/rankings/recompute',
    {
      onRequest: owner,
      schema: { tags, summary: 'Run the daily levels-and-rankings job now', response: { 200: done } },
    },
    async (request) => {
      await rankings.recomputeDaily(db)
      await recordStaffAction(db, {
        staffId: request.staff!.id,
        action: 'recomputeRankings',
        entity: 'rankings',
        entityId: 'daily',
        before: null,
        after: { at: new Date().toISOString() },
      })
      return ok(null, '等级与排行榜已重新计算')
    },
  )
}
