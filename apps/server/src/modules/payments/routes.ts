import type { FastifyPluginAsync, FastifyRequest } from 'fastify'
import * as payments from './service.ts'

function signatureHeaders(request: FastifyRequest) {
  const header = (name: string) => {
    const value = request.headers[name]
    return typeof value === 'string' ? value : undefined
  }
  return {
    timestamp: header('wechatpay-timestamp'),
    nonce: header('wechatpay-nonce'),
    signature: header('wechatpay-signature'),
    serial: header('wechatpay-serial'),
  }
}

/**
 * WeChat Pay's notifications, under /boot/wxPay. The body is verified as the raw bytes WeChat signed,
 * so this scope reads JSON as text. Answers 204 with no body for anything handled (repeats included).
 */
export const paymentNotificationRoutes: FastifyPluginAsync = async (app) => {
  const deps = payments.paymentDeps(app)
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: 64 * 1024 },
    (_request, body, done) => done(null, body),
  )

  for (const path of ['/notify', '/refundNotify']) {
    app.post(path, { schema: { hide: true } }, async (request, reply) => {
      const answer = await payments.handleNotification(
        deps,
        signatureHeaders(request),
        String(request.body ?? ''),
      )
      if (answer.status === 204) return reply.status(204).send()
      return reply
        .status(answer.status)
        .serializer(JSON.stringify)
        .send({ code: 'FAIL', message: 'message' in answer ? answer.message : '' })
    })
  }
}
