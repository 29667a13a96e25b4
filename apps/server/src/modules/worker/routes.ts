import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { envelopeOf, ok } from '../../lib/envelope.ts'
import { requireUser } from '../account/guard.ts'

/** Worker status check results (spec §4): where the worker-center entry sends the user. */
export const WorkerStatus = {
  approved: 0,
  notApplied: 1,
  pending: 2,
  rejected: 3,
  membershipDue: 4,
  depositUnpaid: 5,
} as const

/** The worker side (spec §7, Worker), under /boot/worker. */
export const workerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/checkWorkerStatus',
    {
      preHandler: requireUser,
      schema: {
        tags: ['worker'],
        summary:
          'Where the worker-center entry leads: 0 center, 1 apply, 2 pending, 3 rejected, 4 membership, 5 deposit',
        response: { 200: envelopeOf(z.number().int()) },
      },
    },
    // Worker applications arrive with the worker module; until then nobody has applied.
    async () => ok(WorkerStatus.notApplied),
  )
}
