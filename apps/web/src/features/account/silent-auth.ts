import { type AppEnv, ResultCode, STORAGE_PREFIX, type TokenResult } from '@dianjing/shared'
import { getEnv } from '@/lib/env.ts'
import { fetchEnvelope, TransportError } from '@/lib/http.ts'
import { withRedirect } from '@/lib/login-redirect.ts'
import { clearToken, clearUserInfo, getOpenId, getToken, setOpenId, setToken } from '@/lib/storage.ts'
import { showToast as toast } from '@/lib/toast.ts'
import { startSilentAuth, takeAuthState } from '@/lib/wechat.ts'

/**
 * Silent authorization (spec §4) as the app starts, before the router reads the address: in WeChat,
 * a user the app does not know yet is sent to WeChat's authorize page, and the `?code` WeChat comes
 * back with is traded for an openId handle and then a session, and taken out of the address — only
 * when it comes back with the state this tab sent (`takeAuthState`, lib/wechat.ts).
 */
export type StartStep = 'none' | 'authorize' | 'exchange'

export interface StartState {
  env: AppEnv
  hasCode: boolean
  hasToken: boolean
  hasOpenId: boolean
}

/** What the app does first. h5 never authorises; a code is always used up; a known user is left alone. */
export function decideStartStep({ env, hasCode, hasToken, hasOpenId }: StartState): StartStep {
  if (env !== 'wechat') return 'none'
  if (hasCode) return 'exchange'
  return hasToken || hasOpenId ? 'none' : 'authorize'
}

export type ExchangeOutcome =
  | { kind: 'signedIn' }
  /** Only the openId was asked for (the phone login page, where the user signs in themselves). */
  | { kind: 'openIdOnly' }
  /** A WeChat user with no account yet (code 3): the phone login comes next. */
  | { kind: 'notRegistered' }
  /** The code or the handle was refused (code 2): authorise again. */
  | { kind: 'reauthorize'; message: string }
  | { kind: 'failed'; message: string }

const AUTH_FAILED_MESSAGE = '微信授权失败，请稍后重试'

async function call<T>(path: string, params: Record<string, string>) {
  try {
    return await fetchEnvelope<T>(path, { params })
  } catch (error) {
    if (error instanceof TransportError) return null
    throw error
  }
}

/**
 * The chain of spec §7: `wxOpenId?code` → store the openId handle → `getTokenByOpenId` → store the
 * token. Straight through the transport: the request client's own handling of codes 2 and 3 would
 * redirect from under this decision.
 */
export async function exchangeCode(code: string, { withToken = true } = {}): Promise<ExchangeOutcome> {
  const openIdAnswer = await call<{ openId?: string }>('/system/public/wxOpenId', { code })
  const openId = openIdAnswer?.data?.openId
  if (openIdAnswer?.code === ResultCode.reauthorize) return { kind: 'reauthorize', message: openIdAnswer.msg }
  if (openIdAnswer?.code !== ResultCode.ok || !openId) {
    return { kind: 'failed', message: openIdAnswer?.msg || AUTH_FAILED_MESSAGE }
  }
  setOpenId(openId)
  if (!withToken) return { kind: 'openIdOnly' }

  const tokenAnswer = await call<Partial<TokenResult>>('/system/public/getTokenByOpenId', { openId })
  const token = tokenAnswer?.data?.token
  if (tokenAnswer?.code === ResultCode.ok && token) {
    setToken(token)
    return { kind: 'signedIn' }
  }
  // Whatever session was stored belongs to no one this WeChat user is.
  clearToken()
  clearUserInfo()
  if (tokenAnswer?.code === ResultCode.notRegistered) return { kind: 'notRegistered' }
  if (tokenAnswer?.code === ResultCode.reauthorize) return { kind: 'reauthorize', message: tokenAnswer.msg }
  return { kind: 'failed', message: tokenAnswer?.msg || AUTH_FAILED_MESSAGE }
}

/**
 * A code WeChat refuses again and again (a wrong app secret, the server unreachable) must not bounce
 * the user between the app and WeChat forever: after a failed exchange, nothing sends the browser to
 * WeChat by itself for a minute. Kept per tab, so a new visit tries again.
 */
const FAILURE_KEY = `${STORAGE_PREFIX}wxAuthFailedAt`
const FAILURE_PAUSE_MS = 60_000

export function maySilentlyAuthorize(now = Date.now()): boolean {
  try {
    const failedAt = Number(window.sessionStorage.getItem(FAILURE_KEY))
    return !failedAt || now - failedAt >= FAILURE_PAUSE_MS
  } catch {
    return true
  }
}

function rememberFailure(failed: boolean, now = Date.now()): void {
  try {
    if (failed) window.sessionStorage.setItem(FAILURE_KEY, String(now))
    else window.sessionStorage.removeItem(FAILURE_KEY)
  } catch {
    // Without session storage there is no memory of failures; the user can still log in by hand.
  }
}

const OAUTH_PARAMS = ['code', 'state']

/** The address without what WeChat added, as a path with query and hash. */
export function withoutOAuthParams(href: string): string {
  const url = new URL(href)
  for (const name of OAUTH_PARAMS) url.searchParams.delete(name)
  return `${url.pathname}${url.search}${url.hash}`
}

const replaceAddress = (path: string) => window.history.replaceState(window.history.state, '', path)

/** Where the user goes after the exchange; null: stay on the (cleaned) page. */
export function pageAfterExchange(outcome: ExchangeOutcome, page: string): string | null {
  const onLoginStep = page.split(/[?#]/)[0] === '/wxRegister'
  if (outcome.kind === 'notRegistered' && !onLoginStep) return withRedirect('/wxRegister', page)
  return null
}

/**
 * Runs once before the first render. Resolves 'leaving' when the browser is being sent to WeChat
 * (nothing should render), 'ready' otherwise.
 */
export async function prepareSession(): Promise<'ready' | 'leaving'> {
  const url = new URL(window.location.href)
  const code = url.searchParams.get('code')
  const step = decideStartStep({
    env: getEnv(),
    hasCode: Boolean(code),
    hasToken: Boolean(getToken()),
    hasOpenId: Boolean(getOpenId()),
  })
  if (step === 'none') return 'ready'
  if (step === 'authorize') return maySilentlyAuthorize() && (await startSilentAuth()) ? 'leaving' : 'ready'

  const page = withoutOAuthParams(url.href)
  if (!takeAuthState(url.searchParams.get('state'))) return refuseForeignReturn(page)
  // On the phone login page the user is signing in by phone: the openId is all it needs.
  const outcome = await exchangeCode(code!, { withToken: url.pathname !== '/wxRegister' })
  // The code is single-use: out of the address, so a reload or a shared link does not replay it.
  replaceAddress(pageAfterExchange(outcome, page) ?? page)
  const firstFailure = maySilentlyAuthorize()
  rememberFailure(outcome.kind === 'reauthorize' || outcome.kind === 'failed')
  switch (outcome.kind) {
    case 'signedIn':
      // For the screens that show it; the session is already usable without it, and the first
      // screen without its code (it comes with the query library's hooks).
      void import('./api/get-user-info.ts').then((module) => module.getUserInfo()).catch(() => undefined)
      return 'ready'
    case 'reauthorize':
      // A code can simply have expired on the way: one more try, then stop.
      if (firstFailure && (await startSilentAuth())) return 'leaving'
      toast(outcome.message || AUTH_FAILED_MESSAGE)
      return 'ready'
    case 'failed':
      toast(outcome.message)
      return 'ready'
    default:
      return 'ready'
  }
}

/**
 * A code with no state, another attempt's state or one already used: not this tab's sign-in (a link
 * made to sign the visitor in as someone else, or a replay). The code is dropped unexchanged; a user
 * the app does not know yet is sent to sign in afresh, once, as if the code had never been there.
 */
async function refuseForeignReturn(page: string): Promise<'ready' | 'leaving'> {
  replaceAddress(page)
  const known = {
    env: getEnv(),
    hasCode: false,
    hasToken: Boolean(getToken()),
    hasOpenId: Boolean(getOpenId()),
  }
  if (decideStartStep(known) !== 'authorize') return 'ready'
  const firstFailure = maySilentlyAuthorize()
  // Counted as a failure: a tab that cannot keep its state would otherwise go round and round.
  rememberFailure(true)
  if (firstFailure && (await startSilentAuth())) return 'leaving'
  toast(AUTH_FAILED_MESSAGE)
  return 'ready'
}
