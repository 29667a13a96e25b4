import type { ReactNode } from 'react'
import { Navigate, useLocation } from 'react-router'
import { getToken } from '@/lib/auth-token.ts'
import { LOGIN_PATH } from '@/lib/paths.ts'

/**
 * Without a token the console is not shown at all. A token that has expired is found by the first
 * call that gets 401, which sends the browser to the login page (see `api-client.ts`).
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const location = useLocation()
  if (!getToken()) {
    const from = `${location.pathname}${location.search}`
    return <Navigate to={LOGIN_PATH} replace state={from === '/' ? undefined : { from }} />
  }
  return children
}
