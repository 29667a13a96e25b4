import { STORAGE_PREFIX, StorageKey } from '@dianjing/shared'

/**
 * Local storage under the product prefix (spec §3). Every access is guarded: storage can be
 * unavailable (private mode, a full quota, some in-app browsers) and the app must still run.
 */
export type StorageKeyName = (typeof StorageKey)[keyof typeof StorageKey]

const fullKey = (key: StorageKeyName) => `${STORAGE_PREFIX}${key}`

export function getItem(key: StorageKeyName): string | null {
  try {
    return window.localStorage.getItem(fullKey(key))
  } catch {
    return null
  }
}

export function setItem(key: StorageKeyName, value: string): void {
  try {
    window.localStorage.setItem(fullKey(key), value)
  } catch {
    // Nothing to do: the value simply is not remembered.
  }
}

export function removeItem(key: StorageKeyName): void {
  try {
    window.localStorage.removeItem(fullKey(key))
  } catch {
    // Same as above.
  }
}

export function getJSON<T>(key: StorageKeyName): T | null {
  const text = getItem(key)
  if (text === null) return null
  try {
    return JSON.parse(text) as T
  } catch {
    return null
  }
}

export function setJSON(key: StorageKeyName, value: unknown): void {
  setItem(key, JSON.stringify(value))
}

interface TimedFlag {
  expiresAt: number
}

/** Raises a flag that reads true for `ttlSeconds`, then false (the home notice, spec §4). */
export function setTimedFlag(key: StorageKeyName, ttlSeconds: number, now = Date.now()): void {
  setJSON(key, { expiresAt: now + ttlSeconds * 1000 } satisfies TimedFlag)
}

export function getTimedFlag(key: StorageKeyName, now = Date.now()): boolean {
  const flag = getJSON<TimedFlag>(key)
  if (!flag || typeof flag.expiresAt !== 'number') return false
  if (flag.expiresAt <= now) {
    removeItem(key)
    return false
  }
  return true
}

export const getToken = () => getItem(StorageKey.token)
export const setToken = (token: string) => setItem(StorageKey.token, token)
export const clearToken = () => removeItem(StorageKey.token)

export const getPhone = () => getItem(StorageKey.phone)
export const setPhone = (phone: string) => setItem(StorageKey.phone, phone)

export const getOpenId = () => getItem(StorageKey.openId)
export const setOpenId = (openId: string) => setItem(StorageKey.openId, openId)

/** The user info kept locally (spec §3). Its shape is owned by the profile feature. */
export const getUserInfo = <T>() => getJSON<T>(StorageKey.userInfo)
export const setUserInfo = (userInfo: unknown) => setJSON(StorageKey.userInfo, userInfo)
export const clearUserInfo = () => removeItem(StorageKey.userInfo)

/** The one action of spec §4 that forgets who the user is: token, phone and openId together. */
export function clearLogin(): void {
  removeItem(StorageKey.token)
  removeItem(StorageKey.phone)
  removeItem(StorageKey.openId)
}
