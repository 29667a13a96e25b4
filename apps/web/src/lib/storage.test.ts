import { STORAGE_PREFIX, StorageKey } from '@dianjing/shared'
import { beforeEach, describe, expect, it } from 'vitest'
import {
  clearLogin,
  clearToken,
  getJSON,
  getOpenId,
  getPhone,
  getTimedFlag,
  getToken,
  setJSON,
  setOpenId,
  setPhone,
  setTimedFlag,
  setToken,
} from './storage.ts'

beforeEach(() => localStorage.clear())

describe('storage', () => {
  it('stores under the product prefix', () => {
    setToken('t1')
    expect(localStorage.getItem(`${STORAGE_PREFIX}${StorageKey.token}`)).toBe('t1')
    expect(getToken()).toBe('t1')
    clearToken()
    expect(getToken()).toBeNull()
  })

  it('round-trips objects as JSON and survives bad JSON', () => {
    setJSON(StorageKey.userInfo, { id: 1, nickName: '小明' })
    expect(getJSON(StorageKey.userInfo)).toEqual({ id: 1, nickName: '小明' })
    localStorage.setItem(`${STORAGE_PREFIX}${StorageKey.userInfo}`, '{nope')
    expect(getJSON(StorageKey.userInfo)).toBeNull()
  })

  it('clearLogin forgets token, phone and openId together', () => {
    setToken('t')
    setPhone('13800000000')
    setOpenId('o')
    setJSON(StorageKey.userInfo, { id: 1 })
    clearLogin()
    expect([getToken(), getPhone(), getOpenId()]).toEqual([null, null, null])
    expect(getJSON(StorageKey.userInfo)).toEqual({ id: 1 })
  })

  it('a timed flag reads true until its time is up', () => {
    const start = 1_000_000
    setTimedFlag(StorageKey.homeNotice, 300, start)
    expect(getTimedFlag(StorageKey.homeNotice, start + 299_999)).toBe(true)
    expect(getTimedFlag(StorageKey.homeNotice, start + 300_000)).toBe(false)
    expect(getTimedFlag(StorageKey.homeNotice, start)).toBe(false)
  })
})
