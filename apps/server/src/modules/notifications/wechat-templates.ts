import {
  formatCents,
  formatDateTime,
  NOTIFICATION_TEMPLATE_FALLBACK,
  type NotificationKind,
  type TemplateField,
  TemplateMessageStatus,
  type WechatTemplate,
} from '@dianjing/shared'
import type { FastifyBaseLogger } from 'fastify'
import type { Config } from '../../config.ts'
import type { Db } from '../../db/database.ts'
import { clock } from '../../lib/clock.ts'
import * as repo from './repo.ts'
import { templateSettings } from './service.ts'

const TIMEOUT_MS = 5000
/** Sends claimed per run of the job. */
const BATCH = 20
/** After these many attempts a send has failed for good. */
const MAX_ATTEMPTS = 6
/** The wait before the next attempt, by attempts made: 1 min, 5 min, 30 min, 2 h, 6 h. */
const BACKOFF_MS = [60_000, 300_000, 1_800_000, 7_200_000, 21_600_000]
/** A token is refreshed this long before WeChat says it expires. */
const TOKEN_MARGIN_MS = 5 * 60_000
/** A send claimed this long ago and never finished was cut off mid-call: its outcome is unknown. */
const STALE_CLAIM_MS = 10 * 60_000

/** WeChat's answers that say the message will never go through, whatever is retried. */
const FINAL_ERRORS = new Set([
  40003, // invalid openid
  40037, // invalid template_id
  43004, // the user does not follow the official account
  43101, // the user refused the message
  47003, // a value does not fit its keyword
])
/** The access token is no longer good: refresh it and try again at once. */
const TOKEN_ERRORS = new Set([40001, 40014, 42001])

export interface SendDeps {
  db: Db
  config: Config
  log: FastifyBaseLogger
}

/**
 * The official account's access token (`/cgi-bin/token`), cached in the database for every process and
 * refreshed by one process at a time: the others wait on the lock and then read the fresh one.
 */
export async function accessToken({ db, config }: SendDeps): Promise<string> {
  const { appId, appSecret, apiBaseUrl } = config.wechat
  const validAfter = () => new Date(clock.now().getTime() + TOKEN_MARGIN_MS)
  const cached = await repo.findToken(db, appId, validAfter())
  if (cached) return cached
  return db.transaction(async (tx) => {
    await repo.lockTokenRefresh(tx)
    const fresh = await repo.findToken(tx, appId, validAfter())
    if (fresh) return fresh
    const url = new URL(`${apiBaseUrl}/cgi-bin/token`)
    url.searchParams.set('grant_type', 'client_credential')
    url.searchParams.set('appid', appId)
    url.searchParams.set('secret', appSecret)
    const response = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS) })
    const body = (await response.json()) as {
      access_token?: string
      expires_in?: number
      errcode?: number
      errmsg?: string
    }
    if (!body.access_token) throw new Error(`WeChat token answered ${body.errcode}: ${body.errmsg}`)
    const expiresAt = new Date(clock.now().getTime() + (body.expires_in ?? 7200) * 1000)
    await repo.saveToken(tx, appId, body.access_token, expiresAt)
    return body.access_token
  })
}

/** A value as its keyword's type allows (WeChat refuses one too long): thing ≤ 20, character_string ≤ 32. */
function fit(keyword: string, value: string): string {
  const limit = keyword.startsWith('thing') ? 20 : keyword.startsWith('character_string') ? 32 : 200
  const chars = [...value]
  return chars.length <= limit ? value : `${chars.slice(0, limit - 1).join('')}…`
}

function templateData(template: WechatTemplate, notification: repo.NotificationRow) {
  const values: Record<TemplateField, string> = {
    title: notification.title,
    body: notification.body,
    orderNum: notification.extra.orderNum || '-',
    time: formatDateTime(notification.createdAt),
    amount: notification.extra.amount === null ? '-' : `${formatCents(notification.extra.amount)}元`,
  }
  return Object.fromEntries(
    template.fields.map(({ keyword, field }) => [keyword, { value: fit(keyword, values[field]) }]),
  )
}

/** The template a kind is sent with: its own when staff set one up, else its fallback's (a newer kind). */
function templateOf(settings: Awaited<ReturnType<typeof templateSettings>>, kind: string) {
  const own = settings[kind as NotificationKind]
  if (own?.enabled && own.templateId) return own
  const fallback = NOTIFICATION_TEMPLATE_FALLBACK[kind as NotificationKind]
  return fallback ? settings[fallback] : own
}

type Outcome = repo.SendOutcome

async function sendOne(deps: SendDeps, send: repo.SendRow, retriedToken = false): Promise<Outcome> {
  const notification = await repo.findNotification(deps.db, send.notificationId)
  const template = notification ? templateOf(await templateSettings(deps.db), notification.kind) : undefined
  if (!notification || !template?.enabled || !template.templateId) {
    return { status: TemplateMessageStatus.skipped, error: '未配置该类通知的模板' }
  }
  const token = await accessToken(deps)
  const url = new URL(`${deps.config.wechat.apiBaseUrl}/cgi-bin/message/template/send`)
  url.searchParams.set('access_token', token)
  const link = notification.link ? new URL(notification.link, deps.config.publicUrl).toString() : undefined
  let response: Response
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        touser: send.openid,
        template_id: template.templateId,
        ...(link ? { url: link } : {}),
        data: templateData(template, notification),
      }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    })
  } catch (error) {
    // Refused before anything was sent: safe to try again. Anything else (a timeout): WeChat may
    // have it, and a template message cannot be asked about, so it is never sent again.
    const code = (error as { cause?: { code?: string } }).cause?.code
    if (code === 'ECONNREFUSED' || code === 'ENOTFOUND' || code === 'EAI_AGAIN') return retry(send, code)
    return { status: TemplateMessageStatus.unknown, error: `结果未知：${(error as Error).message}` }
  }
  const body = (await response.json().catch(() => ({}))) as {
    errcode?: number
    errmsg?: string
    msgid?: number
  }
  if (body.errcode === 0) return { status: TemplateMessageStatus.sent, msgid: String(body.msgid ?? '') }
  const error = `${body.errcode ?? response.status} ${body.errmsg ?? ''}`.trim()
  if (body.errcode !== undefined && TOKEN_ERRORS.has(body.errcode) && !retriedToken) {
    await repo.dropToken(deps.db, deps.config.wechat.appId, token)
    return sendOne(deps, send, true)
  }
  if (body.errcode !== undefined && FINAL_ERRORS.has(body.errcode)) {
    return { status: TemplateMessageStatus.failed, error }
  }
  return retry(send, error)
}

function retry(send: repo.SendRow, error: string): Outcome {
  if (send.attempts >= MAX_ATTEMPTS) return { status: TemplateMessageStatus.failed, error }
  const wait = BACKOFF_MS[Math.min(send.attempts - 1, BACKOFF_MS.length - 1)]!
  return {
    status: TemplateMessageStatus.waiting,
    error,
    nextAttemptAt: new Date(clock.now().getTime() + wait),
  }
}

/**
 * The sending job: claims the template messages that are due and hands each to WeChat once. A refused
 * one is tried again later with a growing pause, up to six times; one WeChat will never take fails at
 * once; one whose fate is unknown is never sent again. Safe with several processes running it.
 */
export async function sendTemplateMessages(deps: SendDeps): Promise<number> {
  await repo.giveUpStale(deps.db, new Date(clock.now().getTime() - STALE_CLAIM_MS))
  const claimed = await repo.claimDue(deps.db, clock.now(), BATCH)
  for (const send of claimed) {
    let outcome: Outcome
    try {
      outcome = await sendOne(deps, send)
    } catch (error) {
      // The token could not be had (WeChat down): nothing was sent.
      outcome = retry(send, (error as Error).message)
    }
    await repo.settleSend(deps.db, send.id, outcome)
    if (outcome.status === TemplateMessageStatus.failed || outcome.status === TemplateMessageStatus.unknown) {
      deps.log.warn({ send: send.id, error: outcome.error }, 'template message not sent')
    }
  }
  return claimed.length
}
