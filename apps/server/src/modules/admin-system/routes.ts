import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { envelopeOf, ok } from '../../lib/envelope.ts'
import { requireStaff } from '../admin-auth/guard.ts'
import { countRecords } from './repo.ts'

const status = z.object({
  version: z.string(),
  database: z.enum(['pglite', 'postgres']),
  uptimeSeconds: z.number().int(),
  games: z.number().int(),
  products: z.number().int(),
  users: z.number().int(),
})

const VERSION = process.env.npm_package_version ?? '0.1.0'

/** What the console's dashboard shows about the running system, under /boot/admin/system. */
export const adminSystemRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, kind } = app.database

  app.get(
    '/status',
    {
      onRequest: requireStaff(),
      schema: {
        tags: ['admin'],
        summary: 'System status for the dashboard',
        response: { 200: envelopeOf(status) },
      },
    },
    async () =>
      ok({
        version: VERSION,
        database: kind,
        uptimeSeconds: Math.floor(process.uptime()),
        ...(await countRecords(db)),
      }),
  )
}
