import {
  notificationPage,
  notificationQuery,
  notificationReadBody,
  wechatTemplateSettings,
} from '@dianjing/shared'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { envelopeOf, ok } from '../../lib/envelope.ts'
import { requireUser } from '../account/guard.ts'
import { requireStaff } from '../staff/guard.ts'
import * as notifications from './service.ts'

const tags = ['notifications']

/** The app's notification centre, under /boot/v1/dEsports/notifications. */
export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database

  app.get(
    '/',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: "The user's notifications, newest first, and how many are unread",
        querystring: notificationQuery,
        response: { 200: envelopeOf(notificationPage) },
      },
    },
    async (request) => ok(await notifications.page(db, request.user!.id, request.query.beforeId)),
  )

  app.get(
    '/unread',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'How many notifications are unread',
        response: { 200: envelopeOf(z.object({ unread: z.number().int() })) },
      },
    },
    async (request) => ok({ unread: await notifications.unread(db, request.user!.id) }),
  )

  app.post(
    '/read',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'Mark one notification read, or all of them without an id',
        body: notificationReadBody,
        response: { 200: envelopeOf(z.null()) },
      },
    },
    async (request) => {
      await notifications.markRead(db, request.user!.id, request.body.id)
      return ok(null)
    },
  )
}

/** The WeChat template messages staff configure per kind, under /boot/admin/wechat-templates. */
export const adminNotificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database

  app.get(
    '/',
    {
      onRequest: requireStaff('operator'),
      schema: {
        tags: ['admin'],
        summary: 'The template message of each notification kind',
        response: { 200: envelopeOf(wechatTemplateSettings) },
      },
    },
    async () => ok(await notifications.templateSettings(db)),
  )

  app.put(
    '/',
    {
      onRequest: requireStaff('operator'),
      schema: {
        tags: ['admin'],
        summary: 'Save the template messages',
        body: wechatTemplateSettings,
        response: { 200: envelopeOf(wechatTemplateSettings) },
      },
    },
    async (request) =>
      ok(await notifications.saveTemplateSettings(db, request.staff!.id, request.body), '模板消息设置已保存'),
  )
}
