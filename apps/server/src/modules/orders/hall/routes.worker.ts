import {
  attachmentBody,
  FulfilmentMessages,
  hallPage,
  hallQuery,
  idParam,
  orderIdQuery,
  orderProgressView,
  outTradeNoQuery,
  ProgressMessages,
  progressBody,
  reviewBody,
  workerCenterSummary,
  workerOrderCounts,
  workerOrderListQuery,
  workerOrderView,
} from '@dianjing/shared'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { envelopeOf, ok, sendSerialised } from '../../../lib/envelope.ts'
import { requireUser } from '../../account/guard.ts'
import * as fulfilment from './fulfilment.ts'
import * as progress from './progress.ts'

const tags = ['fulfilment']
/** How long the hall's shared first page is kept, in milliseconds. */
const HALL_HEAD_MS = 1000
const done = envelopeOf(z.null())
/** The worker center's figures keep the worker section of the API document they are listed in. */
const workerTags = ['worker']

/** The hall, the worker's orders, completion, confirmation and reviews (spec §7, Orders), under /boot. */
export const workerOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database
  // The hall's first page is shared for a second (hall-head.ts). Tests read it fresh: they change orders
  // in the database directly and look at once.
  const hallHeadMs = app.config.env === 'test' ? 0 : HALL_HEAD_MS

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
    async (request, reply) => {
      const kept = await fulfilment.keptHall(db, request.user!.id, request.query, hallHeadMs)
      return kept
        ? sendSerialised(request, reply, kept)
        : ok(await fulfilment.hall(db, request.user!.id, request.query))
    },
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
    '/v1/dEsports/wxOrder/progress',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'The worker serving an order in service posts progress: percent, note, screenshots',
        body: progressBody,
        response: { 200: done },
      },
    },
    async (request) => {
      await progress.postProgress(db, request.user!.id, request.body)
      return ok(null, ProgressMessages.posted)
    },
  )

  app.get(
    '/v1/dEsports/wxOrder/progress',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary:
          "An order's progress for its customer or worker: updates newest first, the first one's deadline",
        querystring: z.object({ orderId: idParam(ProgressMessages.notYours) }),
        response: { 200: envelopeOf(orderProgressView) },
      },
    },
    async (request) => ok(await progress.progressFor(db, request.user!.id, request.query.orderId)),
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
    '/v1/dEsports/worker/workerCenterSummary',
    {
      preHandler: requireUser,
      schema: {
        tags: workerTags,
        summary: 'The worker center: counts, money, membership',
        response: { 200: envelopeOf(workerCenterSummary) },
      },
    },
    async (request) => ok(await fulfilment.workerCenterSummary(db, request.user!.id)),
  )

  app.get(
    '/v1/dEsports/worker/workerOrderHomeData',
    {
      preHandler: requireUser,
      schema: {
        tags: workerTags,
        summary: 'Own orders by bizStatus and the hall by region',
        response: { 200: envelopeOf(workerOrderCounts) },
      },
    },
    async (request) => ok(await fulfilment.workerOrderCounts(db, request.user!.id)),
  )
}
