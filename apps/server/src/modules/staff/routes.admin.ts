import {
  adminAuditList,
  adminAuditQuery,
  adminChangePasswordBody,
  adminStaffCreateBody,
  adminStaffList,
  adminStaffPassword,
  adminStaffUpdateBody,
  idParam,
} from '@dianjing/shared'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { bearerToken } from '../../lib/bearer-token.ts'
import { envelopeOf, ok } from '../../lib/envelope.ts'
import { requireStaff } from './guard.ts'
import * as people from './team.ts'

const tags = ['admin']
const idParams = z.object({ id: idParam('记录不存在') })
const done = envelopeOf(z.null())

/** Staff accounts and the audit log, under /boot/admin. */
export const adminStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database
  const owner = requireStaff('owner')
  const anyStaff = requireStaff()

  app.post(
    '/me/password',
    {
      onRequest: anyStaff,
      schema: {
        tags,
        summary: 'Change one’s own password; other sessions end',
        body: adminChangePasswordBody,
        response: { 200: done },
      },
    },
    async (request) => {
      await people.changeOwnPassword(db, request.staff!.id, bearerToken(request) ?? '', request.body)
      return ok(null, '密码已修改，其他设备需重新登录')
    },
  )

  app.get(
    '/staff',
    {
      onRequest: owner,
      schema: { tags, summary: 'Staff accounts', response: { 200: envelopeOf(adminStaffList) } },
    },
    async () => ok(await people.listStaff(db)),
  )

  app.post(
    '/staff',
    {
      onRequest: owner,
      schema: {
        tags,
        summary: 'Add a staff account; answers its password once',
        body: adminStaffCreateBody,
        response: { 200: envelopeOf(adminStaffPassword) },
      },
    },
    async (request) => ok(await people.createStaff(db, request.staff!.id, request.body), '员工账号已创建'),
  )

  app.put(
    '/staff/:id',
    {
      onRequest: owner,
      schema: {
        tags,
        summary: 'Rename or change the role',
        params: idParams,
        body: adminStaffUpdateBody,
        response: { 200: done },
      },
    },
    async (request) => {
      await people.updateStaff(db, request.staff!.id, request.params.id, request.body)
      return ok(null, '已保存')
    },
  )

  for (const [path, enabled, message] of [
    ['disable', false, '已停用，该账号已退出登录'],
    ['enable', true, '已启用'],
  ] as const) {
    app.post(
      `/staff/:id/${path}`,
      {
        onRequest: owner,
        schema: { tags, summary: `${path} a staff account`, params: idParams, response: { 200: done } },
      },
      async (request) => {
        await people.setStaffEnabled(db, request.staff!.id, request.params.id, enabled)
        return ok(null, message)
      },
    )
  }

  app.post(
    '/staff/:id/reset-password',
    {
      onRequest: owner,
      schema: {
        tags,
        summary: 'A new password, shown once; the account is signed out',
        params: idParams,
        response: { 200: envelopeOf(adminStaffPassword) },
      },
    },
    async (request) =>
      ok(await people.resetStaffPassword(db, request.staff!.id, request.params.id), '密码已重置'),
  )

  app.get(
    '/audit-log',
    {
      onRequest: owner,
      schema: {
        tags,
        summary: 'Every change staff made',
        querystring: adminAuditQuery,
        response: { 200: envelopeOf(adminAuditList) },
      },
    },
    async (request) => ok(await people.auditLog(db, request.query)),
  )
}
