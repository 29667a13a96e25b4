/** The console is served under Vite's `base` (`/admin/`); the router works relative to it. */
export const ROUTER_BASENAME = import.meta.env.BASE_URL.replace(/\/$/, '')

export const LOGIN_PATH = '/login'

/** A full URL path for leaving React entirely, e.g. when a session ends mid-request. */
export function absolutePath(path: string): string {
  return `${ROUTER_BASENAME}${path}`
}

/**
 * Where "back" leads from a record's page: the page that opened it (`state.from`, a path), else its list
 * with the search it had (`state.search`), else the list itself.
 */
export function backPath(state: unknown, list: string): string {
  const { from, search } = (state ?? {}) as { from?: unknown; search?: unknown }
  if (typeof from === 'string' && from.startsWith('/')) return from
  return typeof search === 'string' && search.startsWith('?') ? `${list}${search}` : list
}
