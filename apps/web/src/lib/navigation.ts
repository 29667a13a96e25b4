/**
 * Navigation from outside React (the request client's code handling). The app shell registers the
 * router's navigate at start; before that, or in tests without one, a hard navigation is used.
 */
export type Navigate = (to: string, options?: { replace?: boolean }) => void

let navigate: Navigate | null = null

export function setNavigate(fn: Navigate | null): void {
  navigate = fn
}

export function navigateTo(to: string, options?: { replace?: boolean }): void {
  if (navigate) {
    navigate(to, options)
    return
  }
  if (options?.replace) window.location.replace(to)
  else window.location.assign(to)
}
