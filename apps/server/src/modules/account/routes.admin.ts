import {
  adminReasonBody,
  adminUserDetail,
  adminUserList,
  idParam,
  pageNumber,
  pageSize,
} from '@dianjing/shared'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { envelopeOf, ok } from '../../lib/envelope.ts'
import { requireStaff } from '../staff/guard.ts'
import * as users from './admin.ts'

const tags = ['admin']
const idParams = z.object({ id: idParam('记录不存在') })
const page = { page: pageNumber, pageSize: pageSize(100) }
const done = envelopeOf(z.null())

/** Users in the console, under /boot/admin. */
export const adminUserRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database
  const readers = requireStaff('operator', 'finance', 'support')

  app.get(
    '/users',
    {
      onRequest: readers,
      schema: {
        tags,
        summary: 'Users by phone, nickname or id',
        querystring: z.object({ keyword: z.string().max(50).optional().catch(undefined), ...page }),
        response: { 200: envelopeOf(adminUserList) },
      },
    },
    async ({ query }) => ok(await users.listUsers(db, query.keyword, query)),
  )

  app.get(
    '/users/:id',
    {
      onRequest: readers,
      schema: {
        tags,
        summary: 'A user’s page',
        params: idParams,
        response: { 200: envelopeOf(adminUserDetail) },
      },
    },
    async (request) => ok(await users.userDetail(db, request.params.id)),
  )

  for (const [path, banned, message] of [
    ['ban', true, '已封禁，该用户将无法继续使用'],
    ['unban', false, '已解封'],
  ] as const) {
    app.post(
      `/users/:id/${path}`,
      {
        onRequest: requireStaff('operator'),
        schema: {
          tags,
          summary: `${path} a user`,
          params: idParams,
          body: adminReasonBody,
          response: { 200: done },
        },
      },
      async (request) => {
        await users.setBanned(db, request.staff!.id, request.params.id, banned, request.body.reason)
        return ok(null, message)
      },
    )
  }
}
