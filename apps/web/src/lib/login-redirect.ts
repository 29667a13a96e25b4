/**
 * Where a login step sends the user afterwards: the page they were headed for, carried in
 * `?redirect=`. Only a path of this app is accepted, so a crafted link cannot send a fresh session
 * to another site.
 */
export const REDIRECT_PARAM = 'redirect'

/** The login steps themselves never make sense as the page to come back to. */
const LOGIN_PATHS = ['/login-register', '/wxRegister']
const DEFAULT_TARGET = '/home'

/** A same-app path (`/mine?x=1`), or null for anything else (`//evil.com`, `https://…`, a login step). */
export function safeRedirect(value: string | null | undefined): string | null {
  if (!value?.startsWith('/') || value.startsWith('//') || value.includes('\\')) return null
  const pathname = value.split(/[?#]/)[0]!
  if (LOGIN_PATHS.includes(pathname)) return null
  return value
}

/** `/wxRegister` + the page to return to; home (where a login goes anyway) is left out. */
export function withRedirect(loginPath: string, target: string | null | undefined): string {
  const safe = safeRedirect(target)
  if (!safe || safe === '/' || safe === DEFAULT_TARGET) return loginPath
  return `${loginPath}?${REDIRECT_PARAM}=${encodeURIComponent(safe)}`
}

/** Where to go once signed in: the `?redirect=` of the login page's own address, else home. */
export function redirectTarget(search: string): string {
  return safeRedirect(new URLSearchParams(search).get(REDIRECT_PARAM)) ?? DEFAULT_TARGET
}

/** The page the browser is on now, as a path with its query. */
export function currentTarget(): string {
  return `${window.location.pathname}${window.location.search}`
}
