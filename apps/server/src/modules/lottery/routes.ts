import { outTradeNoQuery, wholeNumber } from '@dianjing/shared'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { envelopeOf, ok } from '../../lib/envelope.ts'
import { idempotent } from '../../lib/idempotency.ts'
import { requireUser } from '../account/guard.ts'
import * as lottery from './service.ts'

const tags = ['lottery']

const countsSchema = z.object({
  lotteryNum: z.number().int(),
  lotteryNumAlready: z.number().int(),
  /** Keyed by round; each value is JSON text of the prize: {name, probability}. */
  lotteryResults: z.record(z.string(), z.string()),
})

const drawResult = countsSchema.extend({
  index: z.number().int(),
  round: z.number().int(),
  prize: z.object({ name: z.string(), probability: z.number().int() }),
})

/** The prize wheel of lottery orders (spec §4, Lottery draw), under /boot. */
export const lotteryRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database

  app.get(
    '/v1/dEsports/private/updateLotteryCount',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'Draws of a lottery order: total, used, results',
        querystring: outTradeNoQuery,
        response: { 200: envelopeOf(countsSchema) },
      },
    },
    async (request) => ok(await lottery.lotteryCount(db, request.user!.id, request.query.outTradeNo)),
  )

  app.get(
    '/v1/dEsports/wxOrder/lotteryDraw',
    {
      ...idempotent(requireUser),
      schema: {
        tags,
        summary: 'Draw round `round` (used + 1); a repeated round answers its prize again',
        querystring: outTradeNoQuery.extend({
          round: wholeNumber('抽奖轮次有误，请刷新后重试', { min: 1 }),
        }),
        response: { 200: envelopeOf(drawResult) },
      },
    },
    async (request) =>
      ok(await lottery.draw(db, request.user!.id, request.query.outTradeNo, request.query.round)),
  )
}
