import { STORAGE_PREFIX } from '@dianjing/shared'

/** Staff tokens are kept apart from the web app's customer token (`dj_token`) on the same origin. */
const TOKEN_KEY = `${STORAGE_PREFIX}admin_token`

export function getToken(): string | null {
  return localStorage.getItem(TOKEN_KEY)
}

export function setToken(token: string): void {
  localStorage.setItem(TOKEN_KEY, token)
}

export function clearToken(): void {
  localStorage.removeItem(TOKEN_KEY)
}
