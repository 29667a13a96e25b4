import { ResultCode } from '@dianjing/shared'
import { describe, expect, it } from 'vitest'
import { ApiError, apiErrorOf } from './api-client.ts'

describe('apiErrorOf', () => {
  it('answers the server’s failure and nothing for any other', () => {
    const refused = new ApiError('无权限', ResultCode.forbidden, 403)
    expect(apiErrorOf(refused)).toBe(refused)
    expect(apiErrorOf(new Error('boom'))).toBeUndefined()
    expect(apiErrorOf(null)).toBeUndefined()
  })
})

describe('ApiError.isForbidden', () => {
  it('is the server refusing the role, not a business answer or an ended session', () => {
    expect(new ApiError('无权限', ResultCode.forbidden, 403).isForbidden).toBe(true)
    expect(new ApiError('订单状态已变化').isForbidden).toBe(false)
    expect(new ApiError('请重新登录', ResultCode.unauthorized, 401).isForbidden).toBe(false)
  })
})
