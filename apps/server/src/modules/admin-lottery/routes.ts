import {
  adminLotteryOrderList,
  adminLotteryProductList,
  idParam,
  pageNumber,
  pageSize,
} from '@dianjing/shared'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { envelopeOf, ok } from '../../lib/envelope.ts'
import { requireStaff } from '../admin-auth/guard.ts'
import * as lottery from './service.ts'

const tags = ['admin']

/** Lottery statistics for the console, under /boot/admin/lottery: read-only. */
export const adminLotteryRoutes: FastifyPluginAsyncZod = async (app) => {
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
