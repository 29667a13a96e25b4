import {
  adminAuditList,
  adminAuditQuery,
  adminChangePasswordBody,
  adminDashboard,
  adminExportQuery,
  adminReasonBody,
  adminStaffCreateBody,
  adminStaffList,
  adminStaffPassword,
  adminStaffUpdateBody,
  adminUserDetail,
  adminUserList,
  idParam,
  pageNumber,
  pageSize,
} from '@dianjing/shared'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { recordStaffAction } from '../../lib/audit.ts'
import { bearerToken } from '../../lib/bearer-token.ts'
import { envelopeOf, ok } from '../../lib/envelope.ts'
import { requireStaff } from '../admin-auth/guard.ts'
import { recomputeDaily } from '../rankings/rankings.ts'
import { dashboard } from './dashboard.ts'
import { fundRecordsCsv, ordersCsv } from './exports.ts'
import * as people from './service.ts'

const tags = ['admin']
const idParams = z.object({ id: idParam('记录不存在') })
const page = { page: pageNumber, pageSize: pageSize(100) }
const done = envelopeOf(z.null())

/** Staff accounts, the audit log, the dashboard, users and exports, under /boot/admin. */
export const adminPeopleRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database
  const owner = requireStaff('owner')
  const anyStaff = requireStaff()
  const readers = requireStaff('operator', 'finance', 'support')

  app.get(
    '/dashboard',
    {
      onRequest: anyStaff,
      schema: {
        tags,
        summary: 'Today, this month, to-dos and the last 30 days',
        response: { 200: envelopeOf(adminDashboard) },
      },
    },
    async () => ok(await dashboard(db)),
  )

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

  app.post(
    '/rankings/recompute',
    {
      onRequest: owner,
      schema: { tags, summary: 'Run the daily levels-and-rankings job now', response: { 200: done } },
    },
    async (request) => {
      await recomputeDaily(db)
      await recordStaffAction(db, {
        staffId: request.staff!.id,
        action: 'recomputeRankings',
        entity: 'rankings',
        entityId: 'daily',
        before: null,
        after: { at: new Date().toISOString() },
      })
      return ok(null, '等级与排行榜已重新计算')
    },
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
    async ({ query }) => ok(await people.listUsers(db, query.keyword, query)),
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
    async (request) => ok(await people.userDetail(db, request.params.id)),
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
        await people.setBanned(db, request.staff!.id, request.params.id, banned, request.body.reason)
        return ok(null, message)
      },
    )
  }

  for (const [path, stream] of [
    ['orders', ordersCsv],
    ['fund-records', fundRecordsCsv],
  ] as const) {
    app.get(
      `/exports/${path}.csv`,
      {
        onRequest: requireStaff('finance'),
        schema: {
          tags,
          summary: `${path} created in a date range, as CSV (streamed)`,
          querystring: adminExportQuery,
        },
      },
      async (request, reply) => {
        const { from, to } = request.query
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${path}-${from}-${to}.csv"`)
          .send(stream(db, request.query))
      },
    )
  }
}
