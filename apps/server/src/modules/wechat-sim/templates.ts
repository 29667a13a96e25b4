import { createHmac, timingSafeEqual } from 'node:crypto'
import { desc, eq } from 'drizzle-orm'
import type { Config } from '../../config.ts'
import type { Db } from '../../db/database.ts'
import { wechatSimTemplateMessages, wechatSimUsers } from '../../db/schema/index.ts'
import { clock } from '../../lib/clock.ts'

/**
 * The official account's side of the WeChat simulator (issue 22): access tokens (`/cgi-bin/token`) and
 * template messages (`/cgi-bin/message/template/send`), refusing what WeChat refuses, with the same
 * error codes. The templates are the ones a real account would have added from WeChat's library.
 */
export const SIM_TEMPLATES = [
  {
    id: 'TM00001_ORDER_STATUS',
    title: '订单状态通知',
    keywords: ['thing1', 'character_string2', 'time3', 'thing4'],
  },
  {
    id: 'TM00002_ACCOUNT_CHANGE',
    title: '账户资金变动提醒',
    keywords: ['thing1', 'amount2', 'time3', 'thing4'],
  },
  { id: 'TM00003_AUDIT_RESULT', title: '审核结果通知', keywords: ['thing1', 'thing2', 'time3'] },
  { id: 'TM00004_NEW_MESSAGE', title: '新消息提醒', keywords: ['thing1', 'thing2', 'time3'] },
] as const

const TOKEN_SECONDS = 7200

export const TemplateError = {
  invalidAppId: { errcode: 40013, errmsg: 'invalid appid' },
  invalidSecret: { errcode: 40125, errmsg: 'invalid appsecret' },
  invalidGrant: { errcode: 40002, errmsg: 'invalid grant_type' },
  invalidToken: { errcode: 40001, errmsg: 'invalid credential, access_token is invalid or not latest' },
  expiredToken: { errcode: 42001, errmsg: 'access_token expired' },
  missingToken: { errcode: 41001, errmsg: 'access_token missing' },
  invalidOpenid: { errcode: 40003, errmsg: 'invalid openid' },
  invalidTemplate: { errcode: 40037, errmsg: 'invalid template_id' },
  invalidArgument: { errcode: 47003, errmsg: 'argument invalid!' },
  invalidUrl: { errcode: 40039, errmsg: 'invalid url size' },
} as const

const sign = (secret: string, payload: string) =>
  createHmac('sha256', secret).update(payload).digest('base64url')

/** GET /cgi-bin/token: a token good for two hours, for the configured app id and secret only. */
export function issueToken(config: Config, query: { grant_type?: string; appid?: string; secret?: string }) {
  if (query.grant_type !== 'client_credential') return TemplateError.invalidGrant
  if (query.appid !== config.wechat.appId) return TemplateError.invalidAppId
  if (query.secret !== config.wechat.appSecret) return TemplateError.invalidSecret
  const expires = Math.floor(clock.now().getTime() / 1000) + TOKEN_SECONDS
  const payload = `${query.appid}.${expires}.${Math.random().toString(36).slice(2, 10)}`
  return {
    access_token: `${Buffer.from(payload).toString('base64url')}.${sign(config.wechat.appSecret, payload)}`,
    expires_in: TOKEN_SECONDS,
  }
}

function checkToken(config: Config, token: string | undefined) {
  if (!token) return TemplateError.missingToken
  const [encoded, signature] = token.split('.')
  if (!encoded || !signature) return TemplateError.invalidToken
  const payload = Buffer.from(encoded, 'base64url').toString()
  const expected = Buffer.from(sign(config.wechat.appSecret, payload))
  const given = Buffer.from(signature)
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return TemplateError.invalidToken
  const [appId, expires] = payload.split('.')
  if (appId !== config.wechat.appId) return TemplateError.invalidToken
  if (Number(expires) * 1000 <= clock.now().getTime()) return TemplateError.expiredToken
  return null
}

/** What each keyword type accepts, as WeChat documents it for template messages. */
function valueProblem(keyword: string, value: unknown): boolean {
  if (typeof value !== 'string' || value === '') return true
  const chars = [...value].length
  if (keyword.startsWith('thing')) return chars > 20
  if (keyword.startsWith('character_string')) return chars > 32 || !/^[\x21-\x7e]+$/.test(value)
  if (keyword.startsWith('time')) return !/^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}(:\d{2})?)?$/.test(value)
  if (keyword.startsWith('amount')) return !/^[¥]?\d+(\.\d{1,2})?元?$/.test(value)
  return chars > 200
}

interface TemplateSend {
  touser?: unknown
  template_id?: unknown
  url?: unknown
  data?: unknown
}

/** POST /cgi-bin/message/template/send: stored for /__wechat/messages when WeChat would deliver it. */
export async function sendTemplate(db: Db, config: Config, token: string | undefined, body: TemplateSend) {
  const tokenProblem = checkToken(config, token)
  if (tokenProblem) return tokenProblem
  if (typeof body.touser !== 'string') return TemplateError.invalidOpenid
  const [user] = await db.select().from(wechatSimUsers).where(eq(wechatSimUsers.openid, body.touser))
  if (!user) return TemplateError.invalidOpenid
  const template = SIM_TEMPLATES.find((candidate) => candidate.id === body.template_id)
  if (!template) return TemplateError.invalidTemplate
  if (body.url !== undefined && (typeof body.url !== 'string' || body.url.length > 500))
    return TemplateError.invalidUrl
  const data = body.data as Record<string, { value?: unknown }> | undefined
  if (!data || typeof data !== 'object') return TemplateError.invalidArgument
  const keys = Object.keys(data)
  if (keys.some((key) => !(template.keywords as readonly string[]).includes(key)))
    return TemplateError.invalidArgument
  if (keys.some((key) => valueProblem(key, data[key]?.value))) return TemplateError.invalidArgument
  const [stored] = await db
    .insert(wechatSimTemplateMessages)
    .values({
      openid: body.touser,
      templateId: template.id,
      url: typeof body.url === 'string' ? body.url : '',
      data: Object.fromEntries(keys.map((key) => [key, { value: String(data[key]!.value) }])),
    })
    .returning({ id: wechatSimTemplateMessages.id })
  return { errcode: 0, errmsg: 'ok', msgid: stored!.id }
}

/** The messages the simulated official account delivered, newest first, with who received them. */
export function receivedMessages(db: Db, openid?: string) {
  return db
    .select({ message: wechatSimTemplateMessages, nickname: wechatSimUsers.nickname })
    .from(wechatSimTemplateMessages)
    .leftJoin(wechatSimUsers, eq(wechatSimUsers.openid, wechatSimTemplateMessages.openid))
    .where(openid ? eq(wechatSimTemplateMessages.openid, openid) : undefined)
    .orderBy(desc(wechatSimTemplateMessages.id))
    .limit(200)
}
