import type { FastifyReply, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { Notifier } from './notifier.ts'
import { cashierPage } from './page.ts'
import * as payRepo from './pay-repo.ts'
import * as pay from './pay-service.ts'
import { answerSigner, certificateListing, type Signer, signedHeaders } from './signing.ts'

const PREFIX = '/__wechat'
const REFUND_OUTCOMES = ['SUCCESS', 'ABNORMAL', 'CLOSED'] as const

/**
 * The simulator's WeChat Pay v3: the same paths and answers as api.mch.weixin.qq.com, every request's
 * merchant signature checked and every answer signed, plus the cashier the bridge shim opens.
 */
export const wechatPaySimulatorRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database
  const { config } = app
  const notifier = new Notifier(db, config, app.log)
  app.addHook('onClose', async () => notifier.close())

  const rawBodies = new WeakMap<FastifyRequest, string>()
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: 64 * 1024 },
    (request, body, done) => {
      rawBodies.set(request, body as string)
      try {
        done(null, body ? JSON.parse(body as string) : {})
      } catch {
        done(null, {})
      }
    },
  )

  /** Each request's answer is signed by the key its Wechatpay-Serial names (or the account's own). */
  const signers = new WeakMap<FastifyRequest, Signer>()

  function send(reply: FastifyReply, status: number, body?: object) {
    const text = body === undefined ? '' : JSON.stringify(body)
    reply.status(status).headers(signedHeaders(signers.get(reply.request)!, text))
    return body === undefined ? reply.send() : reply.type('application/json').send(text)
  }

  /**
   * Answers WeChat's error shape when the merchant's signature fails (unsigned, as WeChat's 401 is) or
   * names a WeChat key we do not hold (400); null when the request may proceed.
   */
  async function refuseUnsigned(request: FastifyRequest, reply: FastifyReply) {
    const problem = await pay.checkMerchantSignature(db, config, {
      method: request.method,
      pathWithQuery: request.url.slice(PREFIX.length),
      body: rawBodies.get(request) ?? '',
      authorization: request.headers.authorization,
    })
    if (problem) return reply.status(problem.status).send({ code: problem.code, message: problem.message })
    const serial = request.headers['wechatpay-serial']
    const chosen = await answerSigner(db, config, typeof serial === 'string' ? serial : undefined)
    signers.set(request, chosen.signer)
    return chosen.problem ? answer(reply, chosen.problem) : null
  }

  function answer(reply: FastifyReply, result: object | pay.PayError, okStatus = 200) {
    if (pay.isPayError(result))
      return send(reply, result.status, { code: result.code, message: result.message })
    return send(reply, okStatus, result)
  }

  const hide = { hide: true }

  app.post('/v3/pay/transactions/jsapi', { schema: hide }, async (request, reply) => {
    return (
      (await refuseUnsigned(request, reply)) ??
      answer(reply, await pay.prepay(db, config, request.body as pay.PrepayBody))
    )
  })

  app.get(
    '/v3/pay/transactions/out-trade-no/:outTradeNo',
    {
      schema: {
        ...hide,
        params: z.object({ outTradeNo: z.string() }),
        querystring: z.object({ mchid: z.string().optional() }),
      },
    },
    async (request, reply) =>
      (await refuseUnsigned(request, reply)) ??
      answer(reply, await pay.query(db, config, request.params.outTradeNo, request.query.mchid)),
  )

  app.post(
    '/v3/pay/transactions/out-trade-no/:outTradeNo/close',
    { schema: { ...hide, params: z.object({ outTradeNo: z.string() }) } },
    async (request, reply) => {
      const refused = await refuseUnsigned(request, reply)
      if (refused) return refused
      const problem = await pay.close(
        db,
        config,
        request.params.outTradeNo,
        (request.body as { mchid?: string })?.mchid,
      )
      return problem ? answer(reply, problem) : send(reply, 204)
    },
  )

  app.post('/v3/refund/domestic/refunds', { schema: hide }, async (request, reply) => {
    const refused = await refuseUnsigned(request, reply)
    if (refused) return refused
    const result = await pay.createRefund(db, request.body as pay.RefundBody)
    if (pay.isPayError(result)) return answer(reply, result)
    if ('row' in result) {
      notifier.processRefund(result.row.outRefundNo, result.row.outTradeNo)
      return answer(reply, result.view)
    }
    return answer(reply, result)
  })

  app.get(
    '/v3/certificates',
    { schema: hide },
    async (request, reply) =>
      (await refuseUnsigned(request, reply)) ?? answer(reply, await certificateListing(db, config)),
  )

  app.get(
    '/v3/refund/domestic/refunds/:outRefundNo',
    { schema: { ...hide, params: z.object({ outRefundNo: z.string() }) } },
    async (request, reply) =>
      (await refuseUnsigned(request, reply)) ??
      answer(reply, await pay.queryRefund(db, request.params.outRefundNo)),
  )

  // The merchant platform's transaction page, for people and journeys checking what WeChat paid back:
  // every refund of a payment with its amount and state (not a WeChat Pay API; nothing signs it).
  app.get(
    '/pay/refunds',
    { schema: { ...hide, querystring: z.object({ out_trade_no: z.string().max(32).default('') }) } },
    async (request) => ({
      out_trade_no: request.query.out_trade_no,
      refunds: (await payRepo.refundsOf(db, request.query.out_trade_no)).map((row) => ({
        out_refund_no: row.outRefundNo,
        refund: row.refund,
        total: row.total,
        status: row.status,
      })),
    }),
  )

  app.get(
    '/pay/cashier',
    { schema: { ...hide, querystring: z.object({ prepay_id: z.string().default('') }) } },
    async (request, reply) => {
      const row = await pay.cashierView(db, request.query.prepay_id)
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(
          cashierPage(
            request.query.prepay_id,
            row ? { description: row.description, total: row.total, state: row.tradeState } : null,
          ),
        )
    },
  )

  app.post(
    '/pay/cashier',
    {
      schema: {
        ...hide,
        body: z.object({
          prepay_id: z.string(),
          action: z.enum(['pay', 'cancel', 'fail']),
          refund_outcome: z.enum(REFUND_OUTCOMES).default('SUCCESS'),
        }),
      },
    },
    async (request) =>
      pay.cashierAction(
        db,
        notifier,
        request.body.prepay_id,
        request.body.action,
        request.body.refund_outcome,
      ),
  )

  // Ends a processing refund now, as WeChat would after its processing (tests and demos): SUCCESS,
  // or ABNORMAL / CLOSED, whose notifications the product must handle.
  app.post(
    '/pay/refunds/:outRefundNo/end',
    {
      schema: {
        ...hide,
        params: z.object({ outRefundNo: z.string() }),
        body: z.object({ status: z.enum(REFUND_OUTCOMES) }),
      },
    },
    async (request, reply) =>
      (await notifier.endRefund(request.params.outRefundNo, request.body.status))
        ? reply.status(204).send()
        : reply.status(404).send({ code: 'RESOURCE_NOT_EXISTS', message: '没有处理中的退款单' }),
  )
}
