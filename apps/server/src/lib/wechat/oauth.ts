import type { Config } from '../../config.ts'

const TIMEOUT_MS = 5000

export type CodeExchange = { ok: true; openid: string } | { ok: false; errcode: number; errmsg: string }

/**
 * The server half of WeChat web authorization (WECHAT.md): exchanges the `code` WeChat handed the
 * browser for the user's openid. The base URL comes from configuration, so the same code talks to
 * api.weixin.qq.com in production and to the bundled simulator elsewhere.
 */
export async function exchangeOAuthCode(wechat: Config['wechat'], code: string): Promise<CodeExchange> {
  const url = new URL(`${wechat.apiBaseUrl}/sns/oauth2/access_token`)
  url.searchParams.set('appid', wechat.appId)
  url.searchParams.set('secret', wechat.appSecret)
  url.searchParams.set('code', code)
  url.searchParams.set('grant_type', 'authorization_code')
  const response = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS) })
  if (!response.ok) throw new Error(`WeChat access_token answered HTTP ${response.status}`)
  // WeChat reports failures with HTTP 200 and an errcode: the body decides, not the status.
  const body = (await response.json()) as { openid?: string; errcode?: number; errmsg?: string }
  if (body.errcode || !body.openid) {
    return { ok: false, errcode: body.errcode ?? -1, errmsg: body.errmsg ?? 'no openid in the answer' }
  }
  return { ok: true, openid: body.openid }
}
