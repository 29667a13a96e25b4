import { randomBytes } from 'node:crypto'
import type { Config } from '../../config.ts'
import type { Db } from '../../db/database.ts'
import * as repo from './repo.ts'

const CODE_TTL_MS = 5 * 60_000

/** WeChat's error bodies (HTTP 200 with errcode / errmsg), as WECHAT.md lists them. */
export const WeChatError = {
  invalidAppId: { errcode: 40013, errmsg: 'invalid appid' },
  invalidSecret: { errcode: 40125, errmsg: 'invalid appsecret' },
  invalidGrantType: { errcode: 40002, errmsg: 'invalid grant_type' },
  invalidCode: { errcode: 40029, errmsg: 'invalid code' },
  codeUsed: { errcode: 40163, errmsg: 'code been used' },
  missingCode: { errcode: 41008, errmsg: 'missing code' },
} as const

export interface AuthorizeRequest {
  appid: string
  redirect_uri: string
  response_type: string
  scope: string
  state?: string | undefined
}

/** What WeChat checks before it shows the authorize page; null when the request is acceptable. */
export function authorizeProblem(config: Config, query: AuthorizeRequest): string | null {
  if (query.appid !== config.wechat.appId) return '参数错误：appid 无效'
  if (query.response_type !== 'code') return '参数错误：response_type 只能为 code'
  if (query.scope !== 'snsapi_base' && query.scope !== 'snsapi_userinfo') return '参数错误：scope 无效'
  if (query.state !== undefined && !/^[a-zA-Z0-9]{0,128}$/.test(query.state)) return '参数错误：state 无效'
  let redirect: URL
  try {
    redirect = new URL(query.redirect_uri)
  } catch {
    return '参数错误：redirect_uri 无效'
  }
  if (redirect.protocol !== 'http:' && redirect.protocol !== 'https:') return '参数错误：redirect_uri 无效'
  return null
}

/**
 * Whom the authorize page offers besides a new test WeChat user: the one this browser signed in as
 * before, and, only on a declared public demo (SIMULATORS=on), the most recent test users. Anywhere
 * else the page names no one else's openid: it is what the app's account hangs on.
 */
export async function authorizeChoices(db: Db, config: Config, remembered: string | undefined) {
  const previous = remembered ? await repo.findUser(db, remembered) : undefined
  const recent = config.simulators.public ? await repo.listUsers(db) : []
  return { previous, recent }
}

export interface AuthorizeChoice {
  /** A listed test user's openid: honoured on a public demo only. */
  openid?: string | undefined
  /** `1`: the user this browser signed in as before. */
  returning?: string | undefined
  nickname?: string | undefined
}

/**
 * Who the visitor signs in as: the browser's own previous user when asked, a picked one on a public
 * demo, else nobody yet (a new user is made).
 */
export function chosenOpenid(config: Config, choice: AuthorizeChoice, remembered: string | undefined) {
  if (choice.returning === '1' && remembered) return remembered
  return config.simulators.public ? choice.openid : undefined
}

/** Signs in as `openid` (or a new test WeChat account) and hands out a code for it, as WeChat would. */
export async function authorize(db: Db, appId: string, openid: string | undefined, nickname?: string) {
  let user = openid ? await repo.findUser(db, openid) : undefined
  if (!user) {
    const fresh = `o${randomBytes(14).toString('base64url')}`
    user = await repo.insertUser(db, {
      openid: fresh,
      nickname: nickname?.trim().slice(0, 32) || `微信用户${fresh.slice(-4)}`,
    })
  }
  const code = randomBytes(16).toString('hex')
  await repo.insertCode(db, {
    code,
    appId,
    openid: user.openid,
    expiresAt: new Date(Date.now() + CODE_TTL_MS),
  })
  return { code, openid: user.openid }
}

export function redirectWithCode(redirectUri: string, code: string, state: string | undefined) {
  const target = new URL(redirectUri)
  target.searchParams.set('code', code)
  target.searchParams.set('state', state ?? '')
  return target.toString()
}

export interface AccessTokenQuery {
  appid?: string | undefined
  secret?: string | undefined
  code?: string | undefined
  grant_type?: string | undefined
}

/** sns/oauth2/access_token: code → openid, the code single use and five minutes old at most. */
export async function exchangeCode(db: Db, config: Config, query: AccessTokenQuery) {
  if (query.appid !== config.wechat.appId) return WeChatError.invalidAppId
  if (query.secret !== config.wechat.appSecret) return WeChatError.invalidSecret
  if (query.grant_type !== 'authorization_code') return WeChatError.invalidGrantType
  if (!query.code) return WeChatError.missingCode
  const consumed = await repo.consumeCode(db, query.code)
  if (!consumed || consumed.appId !== query.appid) {
    const known = await repo.findCode(db, query.code)
    return known?.usedAt ? WeChatError.codeUsed : WeChatError.invalidCode
  }
  return {
    access_token: randomBytes(24).toString('base64url'),
    expires_in: 7200,
    refresh_token: randomBytes(24).toString('base64url'),
    openid: consumed.openid,
    scope: 'snsapi_base',
  }
}
