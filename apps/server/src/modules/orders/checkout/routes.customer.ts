import {
  createPaymentOrderBody,
  myOrderListQuery,
  orderCreateBody,
  orderIdQuery,
  orderView,
  outTradeNoQuery,
  payResult,
  refundBody,
  wholeNumber,
} from '@dianjing/shared'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { envelopeOf, ok, sendOkJson } from '../../../lib/envelope.ts'
import { idempotent } from '../../../lib/idempotency.ts'
import { requireUser } from '../../account/guard.ts'
import { paymentDeps } from '../../payments/service.ts'
import * as lottery from '../lottery/lottery.ts'
import * as orders from './orders.ts'

const tags = ['orders']

/** The customer's orders and payments (spec §7, Orders and Payment), under /boot. */
const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = paymentDeps(app)

  app.post(
    '/v1/dEsports/wxOrder/payOrder',
    {
      ...idempotent(requireUser),
      schema: {
        tags,
        summary: 'Create an order and its WeChat payment',
        body: orderCreateBody,
        response: { 200: envelopeOf(payResult) },
      },
    },
    async (request) => ok(await orders.payOrder(deps, request.user!, request.body)),
  )

  app.get(
    '/v1/dEsports/wxOrder/repayAgain',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'Pay an unpaid order again',
        querystring: orderIdQuery,
        response: { 200: envelopeOf(payResult) },
      },
    },
    async (request) => ok(await orders.repayAgain(deps, request.user!, request.query.orderId)),
  )

  app.get(
    '/v1/dEsports/wxOrder/myOrderList',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'The customer’s orders: all, 0 unpaid, 1 paid, 2 closed, 4 refunded, refund (退款/售后)',
        querystring: myOrderListQuery,
        response: { 200: envelopeOf(z.array(orderView)) },
      },
    },
    async (request, reply) =>
      sendOkJson(reply, await orders.myOrdersJson(deps, request.user!, request.query.status)),
  )

  app.get(
    '/v1/dEsports/wxOrder/orderDetails',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'One of the customer’s orders by outTradeNo',
        querystring: outTradeNoQuery,
        response: { 200: envelopeOf(orderView) },
      },
    },
    async (request) => ok(await orders.orderDetails(deps, request.user!, request.query.outTradeNo)),
  )

  app.post(
    '/v1/dEsports/wxOrder/applyRefund',
    {
      ...idempotent(requireUser),
      schema: {
        tags,
        summary: 'Apply for a refund (paid, not taken, never applied)',
        body: refundBody,
        response: { 200: envelopeOf(orderView) },
      },
    },
    async (request) =>
      ok(
        await orders.applyRefund(deps, request.user!, request.body.orderId, request.body.refundReason),
        '退款申请提交成功',
      ),
  )

  app.get(
    '/v1/dEsports/user/userOrderMineData',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'Order counts keyed by the Chinese status labels',
        response: { 200: envelopeOf(z.record(z.string(), z.number().int())) },
      },
    },
    async (request) => ok(await orders.mineCounts(deps, request.user!)),
  )

  app.post(
    '/v1/dEsports/wxPay/createPayOrder',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'Pay a deposit (1), membership (2) or balance top-up (3); total in yuan',
        body: createPaymentOrderBody,
        response: { 200: envelopeOf(payResult.omit({ modeType: true, paidByBalance: true })) },
      },
    },
    async (request) => ok(await orders.createPaymentOrder(deps, request.user!, request.body)),
  )
}

const lotteryTags = ['lottery']

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
const lotteryRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database

  app.get(
    '/v1/dEsports/private/updateLotteryCount',
    {
      preHandler: requireUser,
      schema: {
        tags: lotteryTags,
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
        tags: lotteryTags,
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

/** The customer's side of orders: placing, paying, listing, refunds and lottery draws (spec §7), under /boot. */
export const customerOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(orderRoutes)
  await app.register(lotteryRoutes)
}
