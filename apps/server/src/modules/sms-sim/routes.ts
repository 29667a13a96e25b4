import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { inboxPage } from './page.ts'
import * as simulator from './service.ts'

const inboxQuery = z.object({
  phone: z
    .string()
    .optional()
    .transform((value) => (value && /^1[3-9]\d{9}$/.test(value.trim()) ? value.trim() : undefined)),
})

/**
 * A stand-in for Tencent Cloud SMS, mounted at /__sms only when no SMS account is configured and the
 * simulators are served (loopback, or SIMULATORS=on): `POST /__sms/` is the API endpoint the official SDK
 * is pointed at, `GET /__sms` the inbox page.
 */
export const smsSimulatorRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database
  const { config } = app

  // The signature covers the body's exact bytes: keep them.
  app.removeAllContentTypeParsers()
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 64 * 1024 }, (_request, body, done) =>
    done(null, body),
  )

  app.post('/', { schema: { hide: true } }, async (request, reply) => {
    const endpoint = `${request.headers.host ?? ''}${request.url.replace(/\/$/, '').split('?')[0]}`
    const answer = await simulator.handle(
      db,
      config,
      {
        method: request.method,
        url: request.url,
        headers: request.headers,
        body: Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0),
      },
      endpoint,
    )
    return reply.header('cache-control', 'no-store').send(answer)
  })

  app.get('/', { schema: { hide: true, querystring: inboxQuery } }, async (request, reply) => {
    const messages = await simulator.recentMessages(db, request.query.phone)
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(inboxPage(messages, request.query.phone))
  })
}
