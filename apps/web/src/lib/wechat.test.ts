import { STORAGE_PREFIX, StorageKey } from '@dianjing/shared'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  beginAuthAttempt,
  buildAuthorizeUrl,
  currentRedirectUri,
  startSilentAuth,
  takeAuthState,
} from './wechat.ts'

describe('buildAuthorizeUrl', () => {
  it('puts the parameters in WeChat order and encodes the redirect', () => {
    expect(
      buildAuthorizeUrl({
        authorizeUrl: 'https://open.weixin.qq.com/connect/oauth2/authorize',
        appId: 'wx1234567890',
        redirectUri: 'https://m.example.com/home?from=a&b=c d',
        state: 'STATE',
      }),
    ).toBe(
      'https://open.weixin.qq.com/connect/oauth2/authorize?appid=wx1234567890' +
        '&redirect_uri=https%3A%2F%2Fm.example.com%2Fhome%3Ffrom%3Da%26b%3Dc%20d' +
        '&response_type=code&scope=snsapi_base&state=STATE#wechat_redirect',
    )
  })

  it('works with the simulator path', () => {
    expect(
      buildAuthorizeUrl({
        authorizeUrl: '/__wechat/connect/oauth2/authorize',
        appId: 'wxsim',
        redirectUri: 'http://localhost:5173/',
        state: 's',
      }),
    ).toBe(
      '/__wechat/connect/oauth2/authorize?appid=wxsim&redirect_uri=http%3A%2F%2Flocalhost%3A5173%2F' +
        '&response_type=code&scope=snsapi_base&state=s#wechat_redirect',
    )
  })
})

describe('currentRedirectUri', () => {
  it('drops the code and state WeChat added and the hash', () => {
    expect(currentRedirectUri('https://m.example.com/mine?code=abc&state=STATE&x=1#top')).toBe(
      'https://m.example.com/mine?x=1',
    )
  })
})

describe('the state of a sign-in attempt', () => {
  const parts = {
    authorizeUrl: '/__wechat/connect/oauth2/authorize',
    appId: 'wxsim',
    redirectUri: 'http://m.test/home',
  }
  const stateOf = (url: string | null) => new URL(url!, 'http://m.test').searchParams.get('state')!
  beforeEach(() => sessionStorage.clear())
  afterEach(() => vi.restoreAllMocks())

  it('is new and random for each attempt, in the characters and length WeChat takes', () => {
    const states = Array.from({ length: 20 }, () => stateOf(beginAuthAttempt(parts)))
    for (const state of states) expect(state).toMatch(/^[0-9a-f]{32}$/)
    expect(new Set(states).size).toBe(20)
  })

  it('is sent in the authorize URL, in WeChat order, and kept in this tab', () => {
    const url = beginAuthAttempt(parts)!
    const state = stateOf(url)
    expect(url).toBe(buildAuthorizeUrl({ ...parts, state }))
    expect(Object.values(sessionStorage)).toContain(state)
    expect(Object.values(localStorage)).not.toContain(state)
  })

  it('vouches for one return, once', () => {
    const state = stateOf(beginAuthAttempt(parts))
    expect(takeAuthState(state)).toBe(true)
    expect(takeAuthState(state)).toBe(false)
  })

  it('refuses another state, none, and a state when no attempt was started', () => {
    expect(takeAuthState('0123456789abcdef0123456789abcdef')).toBe(false)
    stateOf(beginAuthAttempt(parts))
    expect(takeAuthState(null)).toBe(false)
    const state = stateOf(beginAuthAttempt(parts))
    expect(takeAuthState(`${state}0`)).toBe(false)
    // The wrong guess used it up.
    expect(takeAuthState(state)).toBe(false)
  })

  it('starts no attempt when the tab can keep nothing', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError')
    })
    expect(beginAuthAttempt(parts)).toBeNull()
  })
})

describe('startSilentAuth', () => {
  const envKey = `${STORAGE_PREFIX}${StorageKey.env}`
  beforeEach(() => localStorage.clear())
  afterEach(() => vi.unstubAllGlobals())

  it('does nothing in h5', async () => {
    localStorage.setItem(envKey, 'h5')
    const fetchMock = vi.fn()
    vi.stubGlobal('fetch', fetchMock)
    expect(await startSilentAuth()).toBe(false)
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('logs and stays put when the wxAuthConfig endpoint is missing', async () => {
    localStorage.setItem(envKey, 'wechat')
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{"message":"Not Found","statusCode":404}', { status: 404 })),
    )
    expect(await startSilentAuth()).toBe(false)
    expect(warn).toHaveBeenCalled()
    warn.mockRestore()
  })
})
