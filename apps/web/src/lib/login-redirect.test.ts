import { describe, expect, it } from 'vitest'
import { redirectTarget, safeRedirect, withRedirect } from './login-redirect.ts'

describe('login redirect', () => {
  it('accepts only paths of this app', () => {
    expect(safeRedirect('/mine?x=1')).toBe('/mine?x=1')
    for (const value of ['//evil.example/x', 'https://evil.example', '/\\evil.example', 'mine', '', null]) {
      expect(safeRedirect(value), String(value)).toBeNull()
    }
  })

  it('never leads back to a login step', () => {
    expect(safeRedirect('/wxRegister?redirect=/mine')).toBeNull()
    expect(safeRedirect('/login-register')).toBeNull()
  })

  it('carries the page in the query, and leaves home out', () => {
    expect(withRedirect('/login-register', '/order-list?status=1')).toBe(
      '/login-register?redirect=%2Forder-list%3Fstatus%3D1',
    )
    expect(withRedirect('/wxRegister', '/home')).toBe('/wxRegister')
    expect(withRedirect('/wxRegister', '/')).toBe('/wxRegister')
  })

  it('reads the target back, home by default', () => {
    expect(redirectTarget('?redirect=%2Fmy-invitations')).toBe('/my-invitations')
    expect(redirectTarget('?redirect=https%3A%2F%2Fevil.example')).toBe('/home')
    expect(redirectTarget('')).toBe('/home')
  })
})
