/** Every `/boot` response body is this envelope; `code` says how the client must react (spec §8). */
export const ResultCode = {
  ok: 0,
  /** A business error: `msg` is the Chinese text shown to the user. */
  business: 1,
  /** The WeChat handle is bad or expired: run silent authorization again. */
  reauthorize: 2,
  /** This WeChat user has no account yet: go to /wxRegister. */
  notRegistered: 3,
  /** Missing, expired or revoked token (HTTP 401 as well). */
  unauthorized: 401,
  /** The caller does not hold the role the call needs. */
  forbidden: 403,
} as const

export type ResultCodeValue = (typeof ResultCode)[keyof typeof ResultCode]

export interface Envelope<T = unknown> {
  code: ResultCodeValue
  msg: string
  data: T
}

export const GENERIC_ERROR_MESSAGE = '系统繁忙，请稍后重试'

export function ok<T>(data: T, msg = '操作成功'): Envelope<T> {
  return { code: ResultCode.ok, msg, data }
}
