import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { authorizePage, errorPage } from './page.ts'
import * as simulator from './service.ts'

const authorizeQuery = z.object({
  appid: z.string().default(''),
  redirect_uri: z.string().default(''),
  response_type: z.string().default(''),
  scope: z.string().default(''),
  state: z.string().optional(),
})

const choice = authorizeQuery.extend({
  openid: z.string().max(64).optional(),
  nickname: z.string().max(64).optional(),
})

/**
 * A stand-in for WeChat, mounted at /__wechat only when no WeChat credentials are configured and never
 * in production: the same paths, parameters and answers as open.weixin.qq.com and api.weixin.qq.com.
 */
export const wechatSimulatorRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database
  const { config } = app

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
      return reply.send(authorizePage(request.query, await simulator.testUsers(db)))
    },
  )

  app.post('/connect/oauth2/authorize', { schema: { hide: true, body: choice } }, async (request, reply) => {
    const problem = simulator.authorizeProblem(config, request.body)
    if (problem) return reply.status(400).type('text/html; charset=utf-8').send(errorPage(problem))
    const code = await simulator.authorize(db, config.wechat.appId, request.body)
    return reply.redirect(
      simulator.redirectWithCode(request.body.redirect_uri, code, request.body.state),
      302,
    )
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
}
