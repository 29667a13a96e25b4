import { adminRefundList, idParam, pageNumber, pageSize } from '@dianjing/shared'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { envelopeOf, ok } from '../../lib/envelope.ts'
import { requireStaff } from '../admin-auth/guard.ts'
import { paymentDeps } from '../payments/service.ts'
import * as refunds from './service.ts'

const tags = ['admin']

const orderParams = z.object({ orderId: idParam('订单不存在') })

/** Refund applications for finance, under /boot/admin/refunds. */
export const adminRefundRoutes: FastifyPluginAsyncZod = async (app) => {
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
          page: pageNumber,
          pageSize: pageSize(100),
        }),
        response: { 200: envelopeOf(adminRefundList) },
      },
    },
    async (request) =>
      ok(await refunds.list(deps, request.query.status, request.query.page, request.query.pageSize)),
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
            .max(200, '拒绝理由不能超过200个字符'),
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
