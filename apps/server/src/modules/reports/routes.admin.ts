import { adminDashboard, adminExportQuery, queueSummary as queueSummarySchema } from '@dianjing/shared'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { envelopeOf, ok } from '../../lib/envelope.ts'
import { requireStaff } from '../staff/guard.ts'
import { dashboard } from './dashboard.ts'
import { fundRecordsCsv, ordersCsv } from './exports.ts'
import { queueSummary } from './queues.ts'
import { countRecords } from './system-repo.ts'

const tags = ['admin']

const status = z.object({
  version: z.string(),
  database: z.enum(['pglite', 'postgres']),
  uptimeSeconds: z.number().int(),
  games: z.number().int(),
  products: z.number().int(),
  users: z.number().int(),
})

const VERSION = process.env.npm_package_version ?? '0.1.0'

/**
 * What the console reads across the shop, under /boot/admin: the dashboard, the system's status and the
 * CSV exports. Read-only: reports own no table.
 */
export const adminReportRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, kind } = app.database
  const anyStaff = requireStaff()

  app.get(
    '/dashboard',
    {
      onRequest: anyStaff,
      schema: {
        tags,
        summary: 'Today, this month, to-dos and the last 30 days',
        response: { 200: envelopeOf(adminDashboard) },
      },
    },
    async () => ok(await dashboard(db)),
  )

  app.get(
    '/queues',
    {
      onRequest: anyStaff,
      schema: {
        tags,
        summary: 'How many wait in each queue the role may read, and how many are past its target',
        response: { 200: envelopeOf(queueSummarySchema) },
      },
    },
    async (request) => ok(await queueSummary(db, request.staff!.role)),
  )

  app.get(
    '/system/status',
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

  for (const [path, stream] of [
    ['orders', ordersCsv],
    ['fund-records', fundRecordsCsv],
  ] as const) {
    app.get(
      `/exports/${path}.csv`,
      {
        onRequest: requireStaff('finance'),
        schema: {
          tags,
          summary: `${path} created in a date range, as CSV (streamed)`,
          querystring: adminExportQuery,
        },
      },
      async (request, reply) => {
        const { from, to } = request.query
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${path}-${from}-${to}.csv"`)
          .send(stream(db, request.query))
      },
    )
  }
}
