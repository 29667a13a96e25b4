import {
  adminChatPage,
  adminChatReportHandleBody,
  adminChatReportList,
  adminChatSendBody,
  bigIdParam,
  ChatMessages,
  chatConversationList,
  chatMessagesQuery,
  chatMessageView,
  chatPage,
  chatReadBody,
  chatReportBody,
  chatSendBody,
  chatUnread,
  idParam,
  pageNumber,
  pageSize,
  wholeNumber,
} from '@dianjing/shared'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { envelopeOf, ok } from '../../lib/envelope.ts'
import { requireUser } from '../account/guard.ts'
import { requireStaff } from '../staff/guard.ts'
import { ChatHub, streamChat } from './live.ts'
import * as chat from './service.ts'

const tags = ['chat']
const done = envelopeOf(z.null())

/**
 * An order's chat for its customer and its worker (issue 22), under /boot/v1/dEsports/orderChat. Who gets
 * in is decided per call (chat/service.sideOf): the order's customer and the worker serving it.
 */
export const orderChatRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database
  const hub = new ChatHub(app.database.changes)
  app.addHook('preClose', async () => hub.close())

  app.get(
    '/messages',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: "A page of the order's chat, oldest first; the newest page marks them delivered",
        querystring: chatMessagesQuery,
        response: { 200: envelopeOf(chatPage) },
      },
    },
    async (request) => ok(await chat.messages(db, request.user!, request.query)),
  )

  app.post(
    '/send',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'Send text and/or images; contact details are masked',
        body: chatSendBody,
        response: { 200: envelopeOf(chatMessageView) },
      },
    },
    async (request) => ok(await chat.send(db, request.user!, request.body)),
  )

  app.post(
    '/read',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'Everything up to readId was seen',
        body: chatReadBody,
        response: { 200: done },
      },
    },
    async (request) => {
      await chat.read(db, request.user!, request.body)
      return ok(null)
    },
  )

  app.post(
    '/report',
    {
      preHandler: requireUser,
      schema: { tags, summary: 'Report a message to staff', body: chatReportBody, response: { 200: done } },
    },
    async (request) => {
      await chat.report(db, request.user!, request.body)
      return ok(null, ChatMessages.reported)
    },
  )

  app.get(
    '/conversations',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: "The asker's chats, most recent first, with unread counts",
        response: { 200: envelopeOf(chatConversationList) },
      },
    },
    async (request) => ok(await chat.conversations(db, request.user!)),
  )

  app.get(
    '/unread',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'Unread messages across the asker’s chats',
        response: { 200: envelopeOf(chatUnread) },
      },
    },
    async (request) => ok({ unread: await chat.unread(db, request.user!) }),
  )

  app.get(
    '/live',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary:
          'The live channel: server-sent events `message` (each message after afterId, then each new one), `marks` (the other side’s delivered/read ids) and `closed`',
        querystring: z.object({
          orderId: idParam(ChatMessages.noOrder),
          afterId: wholeNumber('消息不存在', { max: Number.MAX_SAFE_INTEGER }).default(0),
        }),
      },
    },
    async (request, reply) => {
      const { orderId, afterId } = request.query
      // Refused here, before the stream opens, with the usual envelope and status.
      await chat.messagesAllowed(db, request.user!, orderId)
      reply.hijack()
      streamChat(db, hub, reply.raw, { orderId, userId: request.user!.id, afterId })
    },
  )
}

const orderParams = z.object({ id: idParam(ChatMessages.noOrder) })

/** Staff read any order's chat, write as 平台客服 and work the report queue, under /boot/admin. */
export const adminChatRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database

  app.get(
    '/orders/:id/chat',
    {
      onRequest: requireStaff('operator', 'finance', 'support'),
      schema: {
        tags: ['admin'],
        summary: "An order's chat with every writer named and its reports",
        params: orderParams,
        querystring: z.object({ beforeId: bigIdParam('消息不存在').optional() }),
        response: { 200: envelopeOf(adminChatPage) },
      },
    },
    async (request) => ok(await chat.staffMessages(db, request.params.id, request.query.beforeId)),
  )

  app.post(
    '/orders/:id/chat',
    {
      onRequest: requireStaff('operator', 'support'),
      schema: {
        tags: ['admin'],
        summary: 'Write into the order’s chat as 平台客服',
        params: orderParams,
        body: adminChatSendBody,
        response: { 200: done },
      },
    },
    async (request) => {
      await chat.staffSend(db, request.staff!.id, request.params.id, request.body.body)
      return ok(null, '已发送')
    },
  )

  app.get(
    '/chat-reports',
    {
      onRequest: requireStaff('operator', 'support'),
      schema: {
        tags: ['admin'],
        summary: 'Reported chat messages: pending (oldest first) or handled',
        querystring: z.object({
          status: z.enum(['pending', 'handled']).catch('pending'),
          page: pageNumber,
          pageSize: pageSize(100),
        }),
        response: { 200: envelopeOf(adminChatReportList) },
      },
    },
    async (request) => ok(await chat.staffReports(db, request.query)),
  )

  app.post(
    '/chat-reports/:id/handle',
    {
      onRequest: requireStaff('operator', 'support'),
      schema: {
        tags: ['admin'],
        summary: 'Close a report with what was done',
        params: z.object({ id: idParam('举报不存在') }),
        body: adminChatReportHandleBody,
        response: { 200: done },
      },
    },
    async (request) => {
      await chat.handleReport(db, request.staff!.id, request.params.id, request.body.note)
      return ok(null, '已处理')
    },
  )
}
