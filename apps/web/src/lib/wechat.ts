import { ResultCode, STORAGE_PREFIX, WECHAT_AUTH_SCOPE, type WxAuthConfig } from '@dianjing/shared'
import { getEnv } from './env.ts'
import { fetchEnvelope } from './http.ts'

/**
 * What the server tells the client about the official account (`GET /system/public/wxAuthConfig`): the
 * app id, and WeChat's authorize page in production or the bundled simulator's in development.
 */
export type WxConfig = WxAuthConfig

export interface AuthorizeUrlParts extends WxConfig {
  redirectUri: string
  state: string
}

/** WeChat checks the parameter order, so it is fixed here: appid, redirect_uri, response_type, scope, state. */
export function buildAuthorizeUrl({ authorizeUrl, appId, redirectUri, state }: AuthorizeUrlParts): string {
  return (
    `${authorizeUrl}?appid=${encodeURIComponent(appId)}` +
    `&redirect_uri=${encodeURIComponent(redirectUri)}` +
    `&response_type=code&scope=${WECHAT_AUTH_SCOPE}` +
    `&state=${encodeURIComponent(state)}#wechat_redirect`
  )
}

const OAUTH_RETURN_PARAMS = ['code', 'state']

/** The page to come back to: the current one, without the parameters WeChat adds on return. */
export function currentRedirectUri(href: string = window.location.href): string {
  const url = new URL(href)
  for (const name of OAUTH_RETURN_PARAMS) url.searchParams.delete(name)
  url.hash = ''
  return url.toString()
}

export async function fetchWxConfig(): Promise<WxConfig | null> {
  try {
    const envelope = await fetchEnvelope<WxConfig>('/system/public/wxAuthConfig')
    const config = envelope.data
    if (envelope.code !== ResultCode.ok || !config?.appId || !config.authorizeUrl) {
      console.warn('[wechat] wxAuthConfig unavailable:', envelope.code, envelope.msg)
      return null
    }
    return config
  } catch (error) {
    console.warn('[wechat] wxAuthConfig unavailable:', error)
    return null
  }
}

/**
 * OAuth `state` (issue 18): each sign-in attempt sends WeChat a new random state and keeps it in this
 * tab's session storage; the code WeChat comes back with is exchanged only beside that state, once. A
 * link carrying someone else's code (a forged sign-in redirect) would otherwise sign this browser in as
 * them. 32 hex digits: WeChat takes [a-zA-Z0-9], at most 128 bytes (WECHAT.md).
 */
const AUTH_STATE_KEY = `${STORAGE_PREFIX}wxAuthState`

function newAuthState(): string {
  const bytes = window.crypto.getRandomValues(new Uint8Array(16))
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
}

/**
 * Starts one sign-in attempt: a new state, kept in this tab, and the authorize URL carrying it. Null
 * when the tab can keep nothing, since the return could then never be told from a forged one.
 */
export function beginAuthAttempt(parts: Omit<AuthorizeUrlParts, 'state'>): string | null {
  const state = newAuthState()
  try {
    window.sessionStorage.setItem(AUTH_STATE_KEY, state)
  } catch {
    return null
  }
  return buildAuthorizeUrl({ ...parts, state })
}

/**
 * Whether `returned` is the state of the attempt this tab started. Used up either way: a state
 * vouches for one return, once.
 */
export function takeAuthState(returned: string | null): boolean {
  try {
    const expected = window.sessionStorage.getItem(AUTH_STATE_KEY)
    window.sessionStorage.removeItem(AUTH_STATE_KEY)
    return Boolean(expected) && returned === expected
  } catch {
    return false
  }
}

let redirecting = false

/**
 * Silent authorization (spec §4): navigate to WeChat's authorize page with scope snsapi_base and a new
 * state. Skipped in the h5 environment, while a redirect is already under way, and on the page WeChat
 * just returned to with a code (exchanging that code is the identity flow's job; starting again would
 * loop). Resolves true when the browser is being sent away.
 */
export async function startSilentAuth(options: { redirectUri?: string } = {}): Promise<boolean> {
  if (getEnv() === 'h5' || redirecting) return false
  if (new URLSearchParams(window.location.search).has('code')) {
    console.warn('[wechat] an authorization code is already present; not redirecting again')
    return false
  }
  redirecting = true
  const config = await fetchWxConfig()
  const redirectUri = options.redirectUri ?? currentRedirectUri()
  const target = config ? beginAuthAttempt({ ...config, redirectUri }) : null
  if (config && !target) console.warn('[wechat] no session storage: a return could not be checked')
  if (!target) {
    redirecting = false
    return false
  }
  // `redirecting` stays raised: the page is being replaced, and a second redirect would race it.
  window.location.replace(target)
  return true
}
