/** The console is served under Vite's `base` (`/admin/`); the router works relative to it. */
export const ROUTER_BASENAME = import.meta.env.BASE_URL.replace(/\/$/, '')

export const LOGIN_PATH = '/login'

/** A full URL path for leaving React entirely, e.g. when a session ends mid-request. */
export function absolutePath(path: string): string {
  return `${ROUTER_BASENAME}${path}`
}
