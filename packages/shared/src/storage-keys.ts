/** Local storage keys of spec §3; the web app prefixes each with STORAGE_PREFIX. */
export const STORAGE_PREFIX = 'dj_'

export const StorageKey = {
  token: 'token',
  phone: 'phone',
  openId: 'openId',
  env: 'env',
  homeNotice: 'homeNotice',
  userInfo: 'userInfo',
} as const

export type AppEnv = 'wechat' | 'h5'
