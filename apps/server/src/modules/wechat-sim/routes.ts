import { formatDateTime } from '@dianjing/shared'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { browserMemory } from './browser-memory.ts'
import { authorizePage, errorPage, messagesPage } from './page.ts'
import * as simulator from './service.ts'
import { issueToken, receivedMessages, SIM_TEMPLATES, sendTemplate } from './templates.ts'

const authorizeQuery = z.object({
  appid: z.string().default(''),
  redirect_uri: z.string().default(''),
  response_type: z.string().default(''),
  scope: z.string().default(''),
  state: z.string().optional(),
})

const choice = authorizeQuery.extend({
  openid: z.string().max(64).optional(),
  returning: z.string().max(1).optional(),
  nickname: z.string().max(64).optional(),
})

/**
 * A stand-in for WeChat, mounted at /__wechat only when no WeChat credentials are configured, on a
 * loopback address or with SIMULATORS=on, and never in production (`config.simulators.wechat`): the
 * same paths, parameters and answers as open.weixin.qq.com and api.weixin.qq.com.
 */
export const wechatSimulatorRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database
  const { config } = app
  const memory = browserMemory(`${app.prefix}/connect/oauth2`)

  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 16 * 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  )

  app.get(
    '/connect/oauth2/authorize',
    { schema: { hide: true, querystring: authorizeQuery } },
    async (request, reply) => {
      const problem = simulator.authorizeProblem(config, request.query)
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-store')
      if (problem) return reply.status(400).send(errorPage(problem))
      const remembered = memory.remembered(request.headers.cookie)
      return reply.send(
        authorizePage(request.query, await simulator.authorizeChoices(db, config, remembered)),
      )
    },
  )

  app.post('/connect/oauth2/authorize', { schema: { hide: true, body: choice } }, async (request, reply) => {
    const problem = simulator.authorizeProblem(config, request.body)
    if (problem) return reply.status(400).type('text/html; charset=utf-8').send(errorPage(problem))
    const { body } = request
    const remembered = memory.remembered(request.headers.cookie)
    const chosen = simulator.chosenOpenid(config, body, remembered)
    const { code, openid } = await simulator.authorize(db, config.wechat.appId, chosen, body.nickname)
    reply.header('set-cookie', memory.cookie(openid, { secure: request.protocol === 'https' }))
    return reply.redirect(simulator.redirectWithCode(body.redirect_uri, code, body.state), 302)
  })

  app.get(
    '/sns/oauth2/access_token',
    {
      schema: {
        hide: true,
        querystring: z.object({
          appid: z.string().optional(),
          secret: z.string().optional(),
          code: z.string().optional(),
          grant_type: z.string().optional(),
        }),
      },
    },
    async (request) => simulator.exchangeCode(db, config, request.query),
  )

  app.get(
    '/cgi-bin/token',
    {
      schema: {
        hide: true,
        querystring: z.object({
          grant_type: z.string().optional(),
          appid: z.string().optional(),
          secret: z.string().optional(),
        }),
      },
    },
    async (request) => issueToken(config, request.query),
  )

  app.post(
    '/cgi-bin/message/template/send',
    { schema: { hide: true, querystring: z.object({ access_token: z.string().optional() }) } },
    async (request) => sendTemplate(db, config, request.query.access_token, (request.body ?? {}) as never),
  )

  app.get(
    '/messages',
    { schema: { hide: true, querystring: z.object({ openid: z.string().max(64).optional() }) } },
    async (request, reply) => {
      const rows = await receivedMessages(db, request.query.openid)
      const titles = new Map<string, string>(SIM_TEMPLATES.map((template) => [template.id, template.title]))
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-store')
      return reply.send(
        messagesPage(
          rows.map(({ message, nickname }) => ({
            openid: message.openid,
            nickname: nickname ?? '',
            title: titles.get(message.templateId) ?? message.templateId,
            time: formatDateTime(message.createdAt),
            url: message.url,
            lines: Object.entries(message.data).map(([key, { value }]) => [key, value] as [string, string]),
          })),
          request.query.openid,
        ),
      )
    },
  )
}
