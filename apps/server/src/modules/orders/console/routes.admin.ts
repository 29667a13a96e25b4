import {
  adminLotteryOrderList,
  adminLotteryProductList,
  adminNoteBody,
  adminOrderCounts,
  adminOrderDetail,
  adminOrderList,
  adminOrderQuery,
  adminReasonBody,
  adminReassignBody,
  adminRefundList,
  idParam,
  orderProgressView,
  pageNumber,
  pageSize,
  queueSort,
  STAFF_REASON_MAX,
} from '@dianjing/shared'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { envelopeOf, ok } from '../../../lib/envelope.ts'
import { paymentDeps } from '../../payments/service.ts'
import { requireStaff } from '../../staff/guard.ts'
import * as lottery from '../lottery/lottery-report.ts'
import * as admin from './admin.ts'
import * as refunds from './refund-review.ts'

const tags = ['admin']
const params = z.object({ id: idParam('订单不存在') })
const done = envelopeOf(z.null())

/** Orders in the console, under /boot/admin/orders. */
const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = paymentDeps(app)

  app.get(
    '/',
    {
      onRequest: requireStaff('operator', 'finance', 'support'),
      schema: {
        tags,
        summary: 'Orders with filters',
        querystring: adminOrderQuery,
        response: { 200: envelopeOf(adminOrderList) },
      },
    },
    async (request) => ok(await admin.list(deps, request.query)),
  )

  app.get(
    '/counts',
    {
      onRequest: requireStaff('operator', 'finance', 'support'),
      schema: {
        tags,
        summary: 'How many orders each state tab holds under the other filters',
        querystring: adminOrderQuery,
        response: { 200: envelopeOf(adminOrderCounts) },
      },
    },
    async (request) => ok(await admin.countByState(deps, request.query)),
  )

  app.get(
    '/unclaimed',
    {
      onRequest: requireStaff('operator', 'support'),
      schema: {
        tags,
        summary: 'The dispatch queue: paid orders nobody took within the configured delay',
        querystring: z.object({
          sort: queueSort.optional().catch(undefined),
          page: pageNumber,
          pageSize: pageSize(100),
        }),
        response: { 200: envelopeOf(adminOrderList) },
      },
    },
    async (request) => ok(await admin.unclaimed(deps, request.query)),
  )

  app.get(
    '/:id',
    {
      onRequest: requireStaff('operator', 'finance', 'support'),
      schema: {
        tags,
        summary: 'One order with its timeline',
        params,
        response: { 200: envelopeOf(adminOrderDetail) },
      },
    },
    async (request) => ok(await admin.details(deps, request.params.id)),
  )

  app.get(
    '/:id/progress',
    {
      onRequest: requireStaff('operator', 'finance', 'support'),
      schema: {
        tags,
        summary: "The worker's progress on the order, and whether the first update is late",
        params,
        response: { 200: envelopeOf(orderProgressView) },
      },
    },
    async (request) => ok(await admin.progressOf(deps, request.params.id)),
  )

  app.post(
    '/:id/notes',
    {
      onRequest: requireStaff('operator', 'finance', 'support'),
      schema: {
        tags,
        summary: 'A staff note on the order’s timeline',
        params,
        body: adminNoteBody,
        response: { 200: done },
      },
    },
    async (request) => {
      await admin.addNote(deps, request.staff!.id, request.params.id, request.body.note)
      return ok(null, '备注已添加')
    },
  )

  app.post(
    '/:id/reassign',
    {
      onRequest: requireStaff('operator'),
      schema: {
        tags,
        summary: 'Give a waiting or in-service order to a worker',
        params,
        body: adminReassignBody,
        response: { 200: done },
      },
    },
    async (request) => {
      await admin.reassign(deps, request.staff!.id, request.params.id, request.body)
      return ok(null, admin.Messages.reassigned)
    },
  )

  app.post(
    '/:id/settle',
    {
      onRequest: requireStaff('finance'),
      schema: { tags, summary: 'Settle: the worker is paid their fee', params, response: { 200: done } },
    },
    async (request) => {
      await admin.settleByStaff(deps, request.staff!.id, request.params.id)
      return ok(null, admin.Messages.settled)
    },
  )

  app.post(
    '/:id/refund',
    {
      onRequest: requireStaff('finance'),
      schema: {
        tags,
        summary: 'Refund a paid, unsettled order (a dispute ruling)',
        params,
        body: adminReasonBody,
        response: { 200: done },
      },
    },
    async (request) => {
      await admin.refundByStaff(deps, request.staff!.id, request.params.id, request.body.reason)
      return ok(null, admin.Messages.refundStarted)
    },
  )
}

const orderParams = z.object({ orderId: idParam('订单不存在') })

/** Refund applications for finance, under /boot/admin/refunds. */
const refundRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = paymentDeps(app)
  const guard = requireStaff('finance')

  app.get(
    '/',
    {
      onRequest: requireStaff('finance', 'support'),
      schema: {
        tags,
        summary: 'Refund applications: pending, refused or refunded',
        querystring: z.object({
          status: z.enum(['pending', 'refused', 'refunded']).catch('pending'),
          sort: queueSort.optional().catch(undefined),
          page: pageNumber,
          pageSize: pageSize(100),
        }),
        response: { 200: envelopeOf(adminRefundList) },
      },
    },
    async ({ query }) => ok(await refunds.list(deps, query.status, query.page, query.pageSize, query.sort)),
  )

  app.post(
    '/:orderId/approve',
    {
      onRequest: guard,
      schema: {
        tags,
        summary: 'Approve: refund through WeChat',
        params: orderParams,
        response: { 200: envelopeOf(z.null()) },
      },
    },
    async (request) => {
      await refunds.approve(deps, request.staff!.id, request.params.orderId)
      return ok(null, '已提交退款，微信确认后订单将变为已退款')
    },
  )

  app.post(
    '/:orderId/retry',
    {
      onRequest: guard,
      schema: {
        tags,
        summary: 'Retry a refund WeChat never recorded (退款异常), with the same out_refund_no',
        params: orderParams,
        response: { 200: envelopeOf(z.null()) },
      },
    },
    async (request) => {
      await refunds.retry(deps, request.staff!.id, request.params.orderId)
      return ok(null, '已重新提交微信退款')
    },
  )

  app.post(
    '/:orderId/refuse',
    {
      onRequest: guard,
      schema: {
        tags,
        summary: 'Refuse with a reason shown to the customer',
        params: orderParams,
        body: z.object({
          reason: z
            .string({ error: '请填写拒绝理由' })
            .trim()
            .min(1, '请填写拒绝理由')
            .max(STAFF_REASON_MAX, `拒绝理由不能超过${STAFF_REASON_MAX}个字符`),
        }),
        response: { 200: envelopeOf(z.null()) },
      },
    },
    async (request) => {
      await refunds.refuse(deps, request.staff!.id, request.params.orderId, request.body.reason)
      return ok(null, '已拒绝退款申请')
    },
  )
}

/** Lottery statistics for the console, under /boot/admin/lottery: read-only. */
const lotteryRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database
  const guard = requireStaff('operator', 'finance', 'support')

  app.get(
    '/products',
    {
      onRequest: guard,
      schema: {
        tags,
        summary: 'Lottery products: draws sold and used, each prize configured vs observed',
        response: { 200: envelopeOf(adminLotteryProductList) },
      },
    },
    async () => ok(await lottery.listProducts(db)),
  )

  app.get(
    '/products/:id/orders',
    {
      onRequest: guard,
      schema: {
        tags,
        summary: "A lottery product's paid or refunded orders with their draws",
        params: z.object({ id: idParam('抽奖商品不存在') }),
        querystring: z.object({ page: pageNumber, pageSize: pageSize(100) }),
        response: { 200: envelopeOf(adminLotteryOrderList) },
      },
    },
    async (request) =>
      ok(await lottery.listOrders(db, request.params.id, request.query.page, request.query.pageSize)),
  )
}

/** The console's side of orders: the order list and rulings, the refund queue and the lottery report, under /boot/admin. */
export const adminOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(orderRoutes, { prefix: '/orders' })
  await app.register(refundRoutes, { prefix: '/refunds' })
  await app.register(lotteryRoutes, { prefix: '/lottery' })
}
