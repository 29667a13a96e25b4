import { queueSettings } from '@dianjing/shared'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { envelopeOf, ok } from '../../lib/envelope.ts'
import { requireStaff } from '../staff/guard.ts'
import { Messages, queueSettingsOf, saveQueueSettings } from './settings.ts'

const tags = ['admin']

/**
 * The queues' settings under /boot/admin/queue-settings: read by every role that works a queue (targets
 * and reason templates show on its pages), changed by operators and finance, whose queues they are.
 */
export const adminQueueSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database

  app.get(
    '/',
    {
      onRequest: requireStaff('operator', 'finance', 'support'),
      schema: {
        tags,
        summary: 'Queue targets, the dispatch delay and reason templates',
        response: { 200: envelopeOf(queueSettings) },
      },
    },
    async () => ok(await queueSettingsOf(db)),
  )

  app.put(
    '/',
    {
      onRequest: requireStaff('operator', 'finance'),
      schema: {
        tags,
        summary: 'Save the queue settings',
        body: queueSettings,
        response: { 200: envelopeOf(queueSettings) },
      },
    },
    async (request) => ok(await saveQueueSettings(db, request.staff!.id, request.body), Messages.saved),
  )
}
