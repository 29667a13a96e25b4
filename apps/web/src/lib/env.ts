import { type AppEnv, StorageKey } from '@dianjing/shared'
import { getItem, setItem } from './storage.ts'

/** WeChat's in-app browser says so in its user agent (spec §1, environment). */
export function detectEnv(userAgent: string = navigator.userAgent): AppEnv {
  return /MicroMessenger/i.test(userAgent) ? 'wechat' : 'h5'
}

/** Detects the environment and stores it under the env key; run once at start. */
export function initEnv(userAgent?: string): AppEnv {
  const env = detectEnv(userAgent)
  setItem(StorageKey.env, env)
  return env
}

export function getEnv(): AppEnv {
  const stored = getItem(StorageKey.env)
  return stored === 'wechat' || stored === 'h5' ? stored : detectEnv()
}

export const isWechat = () => getEnv() === 'wechat'
