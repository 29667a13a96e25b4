import {
  attachmentBody,
  bossRankingEntry,
  bossRankingQuery,
  FulfilmentMessages,
  hallPage,
  hallQuery,
  orderIdQuery,
  outTradeNoQuery,
  reviewBody,
  WorkerRankingKind,
  workerLevelList,
  workerOrderListQuery,
  workerOrderView,
  workerRanking,
} from '@dianjing/shared'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { envelopeOf, ok } from '../../lib/envelope.ts'
import { requireUser } from '../account/guard.ts'
import * as rankings from './rankings.ts'
import * as fulfilment from './service.ts'

const tags = ['fulfilment']
const done = envelopeOf(z.null())

/** The hall, the worker's orders, completion, confirmation and reviews (spec §7, Orders), under /boot. */
export const fulfilmentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database

  app.get(
    '/v1/dEsports/wxOrder/receivingOrderList',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'The order hall as this worker sees it',
        querystring: hallQuery,
        response: { 200: envelopeOf(hallPage) },
      },
    },
    async (request) => ok(await fulfilment.hall(db, request.user!.id, request.query)),
  )

  app.get(
    '/v1/dEsports/wxOrder/workerReceivingOrderDetails',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'A hall order before accepting it',
        querystring: outTradeNoQuery,
        response: { 200: envelopeOf(workerOrderView) },
      },
    },
    async (request) => ok(await fulfilment.hallOrderDetails(db, request.user!.id, request.query.outTradeNo)),
  )

  app.get(
    '/v1/dEsports/wxOrder/acceptOrder',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'Accept a hall order: exactly one of any racing workers wins',
        querystring: orderIdQuery,
        response: { 200: envelopeOf(workerOrderView) },
      },
    },
    async (request) =>
      ok(
        await fulfilment.accept(db, request.user!.id, request.user!.nickName, request.query.orderId),
        FulfilmentMessages.accepted,
      ),
  )

  app.get(
    '/v1/dEsports/wxOrder/workerAcceptOrderList',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: "The worker's orders: 1 in service, 2 pending settlement, 3 settled",
        querystring: workerOrderListQuery,
        response: { 200: envelopeOf(z.array(workerOrderView)) },
      },
    },
    async (request) => ok(await fulfilment.myOrders(db, request.user!.id, Number(request.query.bizStatus))),
  )

  app.get(
    '/v1/dEsports/wxOrder/workerOrderDetails',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'One of the worker’s orders',
        querystring: outTradeNoQuery,
        response: { 200: envelopeOf(workerOrderView) },
      },
    },
    async (request) => ok(await fulfilment.myOrderDetails(db, request.user!.id, request.query.outTradeNo)),
  )

  app.post(
    '/v1/dEsports/wxOrder/updateOrderAttachment',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'Proof of delivery: uploaded image paths, comma-joined',
        body: attachmentBody,
        response: { 200: done },
      },
    },
    async (request) => {
      await fulfilment.updateAttachment(db, request.user!.id, request.body.orderId, request.body.attachment)
      return ok(null, FulfilmentMessages.proofSaved)
    },
  )

  app.get(
    '/v1/dEsports/wxOrder/workerCompleteOrder',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'The worker says it is done (needs proof): bizStatus 1 → 2',
        querystring: orderIdQuery,
        response: { 200: done },
      },
    },
    async (request) => {
      await fulfilment.complete(db, request.user!.id, request.query.orderId)
      return ok(null, FulfilmentMessages.completed)
    },
  )

  app.post(
    '/v1/dEsports/wxOrder/confirmComplete',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'The customer confirms completion: the worker is paid',
        body: orderIdQuery,
        response: { 200: done },
      },
    },
    async (request) => {
      await fulfilment.confirmByCustomer(db, request.user!.id, request.body.orderId)
      return ok(null, FulfilmentMessages.confirmed)
    },
  )

  app.post(
    '/v1/dEsports/wxOrder/reviewOrder',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'Rate the worker of a completed order, once',
        body: reviewBody,
        response: { 200: done },
      },
    },
    async (request) => {
      await fulfilment.review(db, request.user!.id, request.body)
      return ok(null, FulfilmentMessages.reviewThanks)
    },
  )

  app.get(
    '/v1/dEsports/worker/workerRanking',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'Top 100 by completed orders (0) or income this month (1), with the caller’s own rank',
        querystring: z.object({ type: z.enum(['0', '1']).catch('0') }),
        response: { 200: envelopeOf(workerRanking) },
      },
    },
    async (request) =>
      ok(
        await rankings.workerRanking(
          db,
          request.user!.id,
          request.query.type === '1' ? WorkerRankingKind.income : WorkerRankingKind.orders,
        ),
      ),
  )

  app.get(
    '/v1/dEsports/worker/getWorkerLevelList',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'Worker levels and the caller’s own',
        response: { 200: envelopeOf(workerLevelList) },
      },
    },
    async (request) => ok(await rankings.workerLevels(db, request.user!.id)),
  )

  app.get(
    '/v1/dEsports/public/bossRanking',
    {
      schema: {
        tags,
        summary: 'Customers by what they paid today, this week or this month (nicknames masked)',
        querystring: bossRankingQuery,
        response: { 200: envelopeOf(z.array(bossRankingEntry)) },
      },
    },
    async (request) => ok(await rankings.bossRanking(db, request.query.period)),
  )
}
