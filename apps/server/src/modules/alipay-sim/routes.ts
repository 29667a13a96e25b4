import { formatCents } from '@dianjing/shared'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import * as simulator from './service.ts'

const outcome = z.enum([
  'PAYEE_USER_INFO_ERROR',
  'PAYEE_ACCOUNT_STATUS_ERROR',
  'DEALING',
  'LOST',
  'SYSTEM_ERROR',
])

const html = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/**
 * A stand-in for Alipay's OpenAPI (transfers), mounted at /__alipay only when no Alipay app is configured
 * and the simulators are served (loopback, or SIMULATORS=on): `/__alipay/v3/…` is the endpoint the
 * official SDK is pointed at, `GET /__alipay` lists the transfers, and `POST /__alipay/test/…` are the
 * hooks that make the next transfer fail, hang or lose its answer.
 */
export const alipaySimulatorRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database

  // The API's signature covers the body's exact text: its own plugin keeps it as received.
  await app.register(async (api) => {
    api.removeAllContentTypeParsers()
    api.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_request, body, done) =>
      done(null, body),
    )

    api.route({
      method: ['GET', 'POST', 'PUT', 'DELETE', 'PATCH'],
      url: '/v3/*',
      schema: { hide: true },
      handler: async (request, reply) => {
        const prefix = request.url.indexOf('/v3/')
        const answer = await simulator.handle(db, {
          method: request.method,
          path: request.url.slice(prefix),
          fullPath: request.url,
          headers: request.headers,
          body: typeof request.body === 'string' ? request.body : '',
        })
        if (answer.drop) {
          // The transfer is made; its answer never arrives.
          request.raw.socket.destroy()
          return reply.hijack()
        }
        return reply.code(answer.status).headers(answer.headers).send(answer.body)
      },
    })
  })

  app.post(
    '/test/next-outcome',
    { schema: { hide: true, body: z.object({ logonId: z.string().min(1), outcome }) } },
    async ({ body }) => {
      simulator.setNextOutcome(body.logonId, body.outcome)
      return { ok: true }
    },
  )

  app.post(
    '/test/finish',
    {
      schema: {
        hide: true,
        body: z.object({
          outBizNo: z.string().min(1),
          status: z.enum(['SUCCESS', 'FAIL']),
          errorCode: z.string().default('PAYEE_ACCOUNT_STATUS_ERROR'),
          failReason: z.string().default('收款方支付宝账户已注销或被冻结'),
        }),
      },
    },
    async ({ body }) => {
      await simulator.finishTransfer(db, body.outBizNo, body)
      return { ok: true }
    },
  )

  app.get('/', { schema: { hide: true } }, async (_request, reply) => {
    const rows = await simulator.recentTransfers(db)
    const list = rows
      .map(
        (row) =>
          `<tr><td>${html(row.outBizNo)}</td><td>${html(row.payeeIdentity)}</td><td>${html(row.payeeName)}</td><td>${formatCents(row.amountCents)}</td><td>${html(row.status)}</td><td>${html(row.orderId)}</td></tr>`,
      )
      .join('')
    const names = Object.entries(simulator.MAGIC_NAMES)
      .map(([name, result]) => `<li>${html(name)}：${result}</li>`)
      .join('')
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(
        `<!doctype html><meta charset="utf-8"><title>支付宝模拟器</title><h1>支付宝转账模拟器</h1><p>收款人姓名为下列之一时，模拟对应结果：</p><ul>${names}</ul><table border="1" cellpadding="4"><tr><th>商户单号</th><th>收款账号</th><th>姓名</th><th>金额（元）</th><th>状态</th><th>支付宝单号</th></tr>${list}</table>`,
      )
  })
}
