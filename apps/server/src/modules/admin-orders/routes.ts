import {
  adminNoteBody,
  adminOrderDetail,
  adminOrderList,
  adminOrderQuery,
  adminReasonBody,
  adminReassignBody,
  idParam,
} from '@dianjing/shared'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { envelopeOf, ok } from '../../lib/envelope.ts'
import { requireStaff } from '../admin-auth/guard.ts'
import { paymentDeps } from '../payments/service.ts'
import * as admin from './service.ts'

const tags = ['admin']
const params = z.object({ id: idParam('订单不存在') })
const done = envelopeOf(z.null())

/** Orders in the console, under /boot/admin/orders. */
export const adminOrderRoutes: FastifyPluginAsyncZod = async (app) => {
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
      await admin.reassign(deps, request.staff!.id, request.params.id, request.body.workerId)
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
