import { staffLoginBody, staffLoginResult, staffProfile } from '@dianjing/shared'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { bearerToken } from '../../lib/bearer-token.ts'
import { envelopeOf, ok } from '../../lib/envelope.ts'
import * as auth from './auth.ts'
import { requireStaff } from './guard.ts'

const tags = ['admin']

/** Staff sign-in for the admin console, under /boot/admin/auth. */
export const adminAuthRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database

  app.post(
    '/login',
    {
      schema: {
        tags,
        summary: 'Staff login',
        body: staffLoginBody,
        response: { 200: envelopeOf(staffLoginResult) },
      },
    },
    async (request) => ok(await auth.login(db, request.body, request.ip), '登录成功'),
  )

  app.get(
    '/me',
    {
      onRequest: requireStaff(),
      schema: { tags, summary: 'The signed-in staff member', response: { 200: envelopeOf(staffProfile) } },
    },
    async (request) => ok(request.staff!),
  )

  app.post(
    '/logout',
    {
      onRequest: requireStaff(),
      schema: { tags, summary: 'Revoke this session', response: { 200: envelopeOf(z.null()) } },
    },
    async (request) => {
      await auth.logout(db, bearerToken(request)!)
      return ok(null, '已退出登录')
    },
  )
}
