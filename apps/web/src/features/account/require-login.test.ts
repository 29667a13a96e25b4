import { StorageKey } from '@dianjing/shared'
import { createMemoryRouter } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { setItem, setOpenId, setToken } from '@/lib/storage.ts'
import { loginStep, requireLogin } from './require-login.ts'

describe('loginStep', () => {
  it('lets a signed-in user through, in either environment', () => {
    expect(loginStep({ env: 'h5', hasToken: true, hasOpenId: false })).toBeNull()
    expect(loginStep({ env: 'wechat', hasToken: true, hasOpenId: false })).toBeNull()
  })

  it('h5: the password login', () => {
    expect(loginStep({ env: 'h5', hasToken: false, hasOpenId: true })).toBe('/login-register')
  })

  it('WeChat: the phone login when the openId is known, else silent authorisation first', () => {
    expect(loginStep({ env: 'wechat', hasToken: false, hasOpenId: true })).toBe('/wxRegister')
    expect(loginStep({ env: 'wechat', hasToken: false, hasOpenId: false })).toBe('authorize')
  })
})

describe('requireLogin (route loader)', () => {
  const routes = [
    { path: '/mine', loader: requireLogin, Component: () => null },
    { path: '/wxRegister', Component: () => null },
    { path: '/login-register', Component: () => null },
  ]
  async function land(path: string) {
    const router = createMemoryRouter(routes, { initialEntries: [path] })
    await vi.waitFor(() => expect(router.state.initialized).toBe(true))
    return `${router.state.location.pathname}${router.state.location.search}`
  }

  afterEach(() => vi.unstubAllGlobals())

  it('opens the page for a signed-in user', async () => {
    setToken('tok')
    expect(await land('/mine?tab=1')).toBe('/mine?tab=1')
  })

  it('sends everyone else to the login step of their environment, with the way back', async () => {
    expect(await land('/mine?tab=1')).toBe('/login-register?redirect=%2Fmine%3Ftab%3D1')
    setItem(StorageKey.env, 'wechat')
    setOpenId('handle')
    expect(await land('/mine')).toBe('/wxRegister?redirect=%2Fmine')
  })

  it('WeChat without an openId: authorises, and falls back to the phone login when WeChat is unreachable', async () => {
    setItem(StorageKey.env, 'wechat')
    const fetchMock = vi.fn(async (_input: RequestInfo | URL) =>
      Response.json({ code: 1, msg: 'not configured', data: null }),
    )
    vi.stubGlobal('fetch', fetchMock)
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    expect(await land('/mine')).toBe('/wxRegister?redirect=%2Fmine')
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/boot/system/public/wxAuthConfig')
    warn.mockRestore()
  })
})
