import {
  myInvitations,
  openIdResult,
  passwordLoginBody,
  profileBody,
  registerBody,
  resetPasswordBody,
  SmsMessages,
  sendSmsCodeBody,
  tokenByOpenIdQuery,
  tokenResult,
  userInfo,
  userLevel,
  wxAuthConfig,
  wxCustomerLoginBody,
  wxOpenIdQuery,
} from '@dianjing/shared'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { bearerToken } from '../../lib/bearer-token.ts'
import { envelopeOf, ok } from '../../lib/envelope.ts'
import { requireUser } from './guard.ts'
import * as phoneProof from './phone-proof.ts'
import * as account from './service.ts'

const tags = ['account']

/** Signing in and out, the signed-in user's profile, level and invitations (spec §7, Session and User). */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database
  const { config } = app

  app.get(
    '/system/public/wxAuthConfig',
    {
      schema: {
        tags,
        summary: 'WeChat app id and authorize page for silent sign-in',
        response: { 200: envelopeOf(wxAuthConfig) },
      },
    },
    async () =>
      ok({
        appId: config.wechat.appId,
        authorizeUrl: `${config.wechat.oauthBaseUrl}/connect/oauth2/authorize`,
      }),
  )

  app.get(
    '/system/public/wxOpenId',
    {
      schema: {
        tags,
        summary: 'Exchange a WeChat code for a signed openId handle',
        querystring: wxOpenIdQuery,
        response: { 200: envelopeOf(openIdResult) },
      },
    },
    async (request) => ok(await account.openIdFromCode(config, request.query.code)),
  )

  app.get(
    '/system/public/getTokenByOpenId',
    {
      schema: {
        tags,
        summary: 'A session for the user bound to this openId handle (code 3: not registered, 2: bad handle)',
        querystring: tokenByOpenIdQuery,
        response: { 200: envelopeOf(tokenResult) },
      },
    },
    async (request) => ok(await account.tokenByOpenId(db, config, request.query.openId)),
  )

  app.post(
    '/system/public/wxCustomerLogin',
    {
      schema: {
        tags,
        summary:
          'Bind this WeChat account to a phone and sign in: a new phone creates the account; a phone with an account needs `smsCode` (code 1 该手机号已注册，请输入短信验证码 without it)',
        body: wxCustomerLoginBody,
        response: { 200: envelopeOf(tokenResult) },
      },
    },
    async (request) => ok(await account.wxCustomerLogin(db, config, request.body, request.ip), '登录成功'),
  )

  app.post(
    '/v1/dEsports/public/register',
    {
      schema: {
        tags,
        summary: 'h5: register with phone and password',
        body: registerBody,
        response: { 200: envelopeOf(tokenResult) },
      },
    },
    async (request) => ok(await account.register(db, config, request.body, request.ip), '注册成功'),
  )

  app.post(
    '/v1/dEsports/public/sendSmsCode',
    {
      schema: {
        tags,
        summary:
          'Send a six-digit code to a phone that has an account (scene bind: to bind WeChat; resetPassword); the same answer when it has none',
        body: sendSmsCodeBody,
        response: { 200: envelopeOf(z.null()) },
      },
    },
    async (request) => {
      await phoneProof.sendCode(db, config, request.body, request.ip, request.log)
      return ok(null, SmsMessages.sent)
    },
  )

  app.post(
    '/v1/dEsports/public/resetPassword',
    {
      schema: {
        tags,
        summary: 'h5: a new password proven by the SMS code; ends other sessions and signs in',
        body: resetPasswordBody,
        response: { 200: envelopeOf(tokenResult) },
      },
    },
    async (request) => ok(await account.resetPassword(db, config, request.body), SmsMessages.passwordReset),
  )

  app.post(
    '/system/login',
    {
      schema: {
        tags,
        summary: 'h5: phone and password login',
        body: passwordLoginBody,
        response: { 200: envelopeOf(tokenResult) },
      },
    },
    async (request) => ok(await account.login(db, request.body, request.ip), '登录成功'),
  )

  app.post(
    '/system/logout',
    { schema: { tags, summary: 'Revoke this session', response: { 200: envelopeOf(z.null()) } } },
    async (request) => {
      const token = bearerToken(request)
      if (token) await account.logout(db, token)
      return ok(null, '已退出登录')
    },
  )

  app.get(
    '/system/info',
    {
      preHandler: requireUser,
      schema: { tags, summary: 'The signed-in user', response: { 200: envelopeOf(userInfo) } },
    },
    async (request) => ok(account.toUserInfo(request.user!)),
  )

  for (const url of ['/v1/dEsports/user/updateProfile', '/system/user/save']) {
    app.post(
      url,
      {
        preHandler: requireUser,
        schema: {
          tags,
          summary: 'Save nickname and intro',
          body: profileBody,
          response: { 200: envelopeOf(userInfo) },
        },
      },
      async (request) => ok(await account.updateProfile(db, request.user!.id, request.body), '保存成功'),
    )
  }

  app.get(
    '/v1/dEsports/user/userLevel',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'Growth points, level and every level’s benefits',
        response: { 200: envelopeOf(userLevel) },
      },
    },
    async (request) => ok(await account.userLevel(db, request.user!.id)),
  )

  app.get(
    '/v1/dEsports/user/userBalance',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'Customer balance in cents',
        response: { 200: envelopeOf(z.object({ balance: z.number().int() })) },
      },
    },
    async (request) => ok({ balance: request.user!.balance }),
  )

  app.get(
    '/v1/dEsports/user/myInvitations',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'The users this user invited, and their own code',
        response: { 200: envelopeOf(myInvitations) },
      },
    },
    async (request) => ok(await account.myInvitations(db, request.user!)),
  )
}
