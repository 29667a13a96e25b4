import type { AppEnv } from '@dianjing/shared'
import { type LoaderFunctionArgs, redirect } from 'react-router'
import { getEnv } from '@/lib/env.ts'
import { withRedirect } from '@/lib/login-redirect.ts'
import { getOpenId, getToken } from '@/lib/storage.ts'
import { startSilentAuth } from '@/lib/wechat.ts'
import { maySilentlyAuthorize } from './silent-auth.ts'

/**
 * The login step for a page that needs a signed-in user (spec §4, Session): none when a session is
 * stored; in WeChat the phone login when WeChat has already told us who this is, else authorise
 * silently first; in h5 the password login.
 */
export type LoginStep = null | '/login-register' | '/wxRegister' | 'authorize'

export function loginStep({
  env,
  hasToken,
  hasOpenId,
}: {
  env: AppEnv
  hasToken: boolean
  hasOpenId: boolean
}): LoginStep {
  if (hasToken) return null
  if (env !== 'wechat') return '/login-register'
  return hasOpenId ? '/wxRegister' : 'authorize'
}

/** Never settles: the browser is leaving for WeChat, and the page must not render meanwhile. */
const leaving = () => new Promise<never>(() => {})

/** Route loader of every page that needs login; the login step brings the user back afterwards. */
export async function requireLogin({ request }: LoaderFunctionArgs): Promise<null> {
  const url = new URL(request.url)
  const target = `${url.pathname}${url.search}`
  const step = loginStep({ env: getEnv(), hasToken: Boolean(getToken()), hasOpenId: Boolean(getOpenId()) })
  if (step === null) return null
  if (step === 'authorize') {
    const redirectUri = new URL(target, window.location.origin).href
    if (maySilentlyAuthorize() && (await startSilentAuth({ redirectUri }))) return leaving()
    // WeChat cannot be reached, or just refused: the phone login page lets the user try by hand.
    throw redirect(withRedirect('/wxRegister', target))
  }
  throw redirect(withRedirect(step, target))
}
