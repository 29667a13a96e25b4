import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { envelopeOf } from '../../lib/envelope.ts'

const health = z.object({ status: z.enum(['ok', 'unavailable']), database: z.enum(['pglite', 'postgres']) })

/** Liveness and readiness in one: answers 200 only while the database answers. */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['system'],
        summary: 'Health, including a database round trip',
        response: { 200: envelopeOf(health), 503: envelopeOf(health) },
      },
    },
    async (request, reply) => {
      const { database } = app
      try {
        await database.ping()
        return { code: 0 as const, msg: 'ok', data: { status: 'ok' as const, database: database.kind } }
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unavailable')
        return reply.status(503).send({
          code: 1,
          msg: '数据库不可用',
          data: { status: 'unavailable' as const, database: database.kind },
        })
      }
    },
  )
}
