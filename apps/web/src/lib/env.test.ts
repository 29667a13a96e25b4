import { STORAGE_PREFIX, StorageKey } from '@dianjing/shared'
import { beforeEach, describe, expect, it } from 'vitest'
import { detectEnv, getEnv, initEnv } from './env.ts'

const WECHAT_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.50(0x1800323a) NetType/WIFI Language/zh_CN'

beforeEach(() => localStorage.clear())

describe('env', () => {
  it('detects WeChat by its user agent', () => {
    expect(detectEnv(WECHAT_UA)).toBe('wechat')
    expect(detectEnv('Mozilla/5.0 (iPhone) Safari/604.1')).toBe('h5')
  })

  it('stores the environment at start and reads it back', () => {
    initEnv(WECHAT_UA)
    expect(localStorage.getItem(`${STORAGE_PREFIX}${StorageKey.env}`)).toBe('wechat')
    expect(getEnv()).toBe('wechat')
    initEnv('Mozilla/5.0 (Linux; Android 14) Chrome/126.0 Mobile Safari/537.36')
    expect(localStorage.getItem(`${STORAGE_PREFIX}${StorageKey.env}`)).toBe('h5')
    expect(getEnv()).toBe('h5')
  })

  it('detects again when nothing usable is stored', () => {
    localStorage.setItem(`${STORAGE_PREFIX}${StorageKey.env}`, 'something-else')
    expect(getEnv()).toBe(detectEnv(navigator.userAgent))
  })
})
