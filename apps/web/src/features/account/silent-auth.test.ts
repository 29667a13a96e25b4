import { StorageKey } from '@dianjing/shared'
import { Toast } from 'antd-mobile'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { clearLogin, getOpenId, getToken, getUserInfo, setItem, setToken } from '@/lib/storage.ts'
import { beginAuthAttempt } from '@/lib/wechat.ts'
import {
  decideStartStep,
  exchangeCode,
  maySilentlyAuthorize,
  pageAfterExchange,
  prepareSession,
  withoutOAuthParams,
} from './silent-auth.ts'

/** WeChat's side and the server, faked at the network edge: each path answers one envelope. */
let answers: Record<string, { code: number; msg?: string; data?: unknown }>
const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
  const path = String(input).split('?')[0]!
  const answer = answers[path]
  if (!answer) return new Response('{"message":"Not Found"}', { status: 404 })
  return Response.json({ msg: '', data: null, ...answer })
})
const calledUrls = () => fetchMock.mock.calls.map(([url]) => String(url))
const address = () => `${window.location.pathname}${window.location.search}`
const openAt = (path: string) => window.history.replaceState(null, '', path)

/** This tab starts a sign-in, as startSilentAuth does: answers the state it sent WeChat. */
function startAttempt(): string {
  const url = beginAuthAttempt({
    authorizeUrl: '/__wechat/connect/oauth2/authorize',
    appId: 'wxsim',
    redirectUri: '/',
  })
  return new URL(url!, window.location.origin).searchParams.get('state')!
}

/** WeChat sends this tab back to `path` with `code`, after the sign-in this tab started. */
function returnFromWechat(path: string, code: string, state = startAttempt()): string {
  const address = `${path}${path.includes('?') ? '&' : '?'}code=${code}&state=${state}`
  openAt(address)
  return address
}

const USER = {
  id: 7,
  nickName: '玩家0001',
  avatar: '/a.png',
  phone: '13800000001',
  briefIntroduction: '',
  promotionCode: 'ABC234',
}

beforeEach(() => {
  answers = {}
  fetchMock.mockClear()
  vi.stubGlobal('fetch', fetchMock)
  sessionStorage.clear()
  setItem(StorageKey.env, 'wechat')
})

afterEach(() => {
  Toast.clear()
  vi.unstubAllGlobals()
  openAt('/')
})

describe('decideStartStep', () => {
  const state = { env: 'wechat' as const, hasCode: false, hasToken: false, hasOpenId: false }

  it('authorises a WeChat user the app knows nothing about', () => {
    expect(decideStartStep(state)).toBe('authorize')
  })

  it('leaves a known WeChat user alone (a session, or an openId waiting for the phone login)', () => {
    expect(decideStartStep({ ...state, hasToken: true })).toBe('none')
    expect(decideStartStep({ ...state, hasOpenId: true })).toBe('none')
  })

  it('always uses up a code WeChat came back with', () => {
    expect(decideStartStep({ ...state, hasCode: true, hasToken: true, hasOpenId: true })).toBe('exchange')
  })

  it('never authorises in h5 (spec §1)', () => {
    expect(decideStartStep({ ...state, env: 'h5' })).toBe('none')
    expect(decideStartStep({ ...state, env: 'h5', hasCode: true })).toBe('none')
  })
})

describe('exchangeCode', () => {
  it('trades the code for an openId handle, then the handle for a session, and keeps both', async () => {
    answers['/boot/system/public/wxOpenId'] = { code: 0, data: { openId: 'handle-1' } }
    answers['/boot/system/public/getTokenByOpenId'] = { code: 0, data: { token: 'tok-1' } }
    await expect(exchangeCode('C1')).resolves.toEqual({ kind: 'signedIn' })
    expect(calledUrls()).toEqual([
      '/boot/system/public/wxOpenId?code=C1',
      '/boot/system/public/getTokenByOpenId?openId=handle-1',
    ])
    expect([getOpenId(), getToken()]).toEqual(['handle-1', 'tok-1'])
  })

  it('code 3: keeps the openId for the phone login and forgets any old session', async () => {
    setToken('someone-else')
    answers['/boot/system/public/wxOpenId'] = { code: 0, data: { openId: 'handle-1' } }
    answers['/boot/system/public/getTokenByOpenId'] = { code: 3, msg: '请先绑定手机号' }
    await expect(exchangeCode('C1')).resolves.toEqual({ kind: 'notRegistered' })
    expect([getOpenId(), getToken()]).toEqual(['handle-1', null])
  })

  it('code 2 (a used or bad code): asks for authorisation again, storing nothing', async () => {
    answers['/boot/system/public/wxOpenId'] = { code: 2, msg: '微信授权已失效，请重新进入' }
    await expect(exchangeCode('used')).resolves.toMatchObject({ kind: 'reauthorize' })
    expect(getOpenId()).toBeNull()
    expect(calledUrls()).toHaveLength(1)
  })

  it('stops at the openId when asked to (the phone login page)', async () => {
    answers['/boot/system/public/wxOpenId'] = { code: 0, data: { openId: 'handle-1' } }
    await expect(exchangeCode('C1', { withToken: false })).resolves.toEqual({ kind: 'openIdOnly' })
    expect(calledUrls()).toEqual(['/boot/system/public/wxOpenId?code=C1'])
  })

  it('a server that cannot be reached is a failure with a message, not a crash', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    )
    await expect(exchangeCode('C1')).resolves.toEqual({ kind: 'failed', message: '微信授权失败，请稍后重试' })
  })
})

describe('the address after the exchange', () => {
  it('drops code and state and keeps everything else', () => {
    expect(withoutOAuthParams('http://m.test/home?gameId=2&code=X&state=STATE#top')).toBe(
      '/home?gameId=2#top',
    )
  })

  it('sends a WeChat user without an account to the phone login, remembering the page', () => {
    expect(pageAfterExchange({ kind: 'notRegistered' }, '/mine')).toBe('/wxRegister?redirect=%2Fmine')
    expect(pageAfterExchange({ kind: 'notRegistered' }, '/home')).toBe('/wxRegister')
    expect(pageAfterExchange({ kind: 'notRegistered' }, '/wxRegister?promotionCode=A')).toBeNull()
    expect(pageAfterExchange({ kind: 'signedIn' }, '/mine')).toBeNull()
  })
})

describe('prepareSession', () => {
  it('on a return from WeChat: signs in, cleans the address and fetches the user info', async () => {
    returnFromWechat('/home?gameId=2', 'C1')
    answers['/boot/system/public/wxOpenId'] = { code: 0, data: { openId: 'handle-1' } }
    answers['/boot/system/public/getTokenByOpenId'] = { code: 0, data: { token: 'tok-1' } }
    answers['/boot/system/info'] = { code: 0, data: USER }
    await expect(prepareSession()).resolves.toBe('ready')
    expect(address()).toBe('/home?gameId=2')
    expect(getToken()).toBe('tok-1')
    await vi.waitFor(() => expect(getUserInfo()).toEqual(USER))
  })

  it('a new WeChat user lands on the phone login, which will lead back to the page', async () => {
    returnFromWechat('/my-invitations', 'C1')
    answers['/boot/system/public/wxOpenId'] = { code: 0, data: { openId: 'handle-1' } }
    answers['/boot/system/public/getTokenByOpenId'] = { code: 3, msg: '请先绑定手机号' }
    await expect(prepareSession()).resolves.toBe('ready')
    expect(address()).toBe('/wxRegister?redirect=%2Fmy-invitations')
    expect(getOpenId()).toBe('handle-1')
  })

  it('on the phone login page only the openId is fetched; the invitation code stays', async () => {
    returnFromWechat('/wxRegister?promotionCode=ABC234', 'C1')
    answers['/boot/system/public/wxOpenId'] = { code: 0, data: { openId: 'handle-1' } }
    await prepareSession()
    expect(address()).toBe('/wxRegister?promotionCode=ABC234')
    expect(calledUrls()).toEqual(['/boot/system/public/wxOpenId?code=C1'])
  })

  it('goes to WeChat when the app knows nothing about the user, and only then', async () => {
    openAt('/home')
    // No config: the redirect is refused, so the test page stays where it is.
    answers['/boot/system/public/wxAuthConfig'] = { code: 1, msg: 'not configured' }
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    await expect(prepareSession()).resolves.toBe('ready')
    expect(calledUrls()).toEqual(['/boot/system/public/wxAuthConfig'])

    fetchMock.mockClear()
    setToken('tok-1')
    await prepareSession()
    expect(calledUrls()).toEqual([])
    warn.mockRestore()
  })

  it('authorises again after a refused code, but not in a loop', async () => {
    answers['/boot/system/public/wxOpenId'] = { code: 2, msg: '微信授权已失效，请重新进入' }
    answers['/boot/system/public/wxAuthConfig'] = { code: 1, msg: 'not configured' }
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    returnFromWechat('/home', 'used')
    await prepareSession()
    expect(address()).toBe('/home')
    expect(calledUrls()).toContain('/boot/system/public/wxAuthConfig')
    expect(maySilentlyAuthorize()).toBe(false)

    // Refused again: the user is told, and the next start does not send them to WeChat by itself.
    fetchMock.mockClear()
    returnFromWechat('/home', 'used-again')
    await prepareSession()
    expect(calledUrls()).toEqual(['/boot/system/public/wxOpenId?code=used-again'])
    await vi.waitFor(() => expect(document.body.textContent).toContain('微信授权已失效，请重新进入'))
    fetchMock.mockClear()
    openAt('/home')
    await prepareSession()
    expect(calledUrls()).toEqual([])
    // A minute later it may try again.
    expect(maySilentlyAuthorize(Date.now() + 60_000)).toBe(true)
    warn.mockRestore()
  })

  it('a good exchange lifts the pause', async () => {
    answers['/boot/system/public/wxOpenId'] = { code: 2, msg: '微信授权已失效，请重新进入' }
    returnFromWechat('/home', 'used')
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    await prepareSession()
    expect(maySilentlyAuthorize()).toBe(false)
    answers['/boot/system/public/wxOpenId'] = { code: 0, data: { openId: 'handle-1' } }
    returnFromWechat('/wxRegister', 'good')
    await prepareSession()
    expect(maySilentlyAuthorize()).toBe(true)
    warn.mockRestore()
  })

  it('does nothing in h5, even with a code in the address', async () => {
    setItem(StorageKey.env, 'h5')
    openAt('/home?code=C1')
    await expect(prepareSession()).resolves.toBe('ready')
    expect(calledUrls()).toEqual([])
  })
})

describe('the state WeChat brings back (a forged or replayed sign-in redirect)', () => {
  const wxOpenIdCalls = () => calledUrls().filter((url) => url.startsWith('/boot/system/public/wxOpenId'))

  beforeEach(() => {
    // Were a code exchanged, it would sign this browser in as its owner.
    answers['/boot/system/public/wxOpenId'] = { code: 0, data: { openId: 'someone-else' } }
    answers['/boot/system/public/getTokenByOpenId'] = { code: 0, data: { token: 'their-session' } }
    // Starting sign-in again stops at the config here, so the test page stays where it is.
    answers['/boot/system/public/wxAuthConfig'] = { code: 1, msg: 'not configured' }
    vi.spyOn(console, 'warn').mockImplementation(() => {})
  })
  afterEach(() => vi.restoreAllMocks())

  it('a code with someone else’s state is not exchanged, and sign-in starts again', async () => {
    startAttempt()
    openAt('/home?gameId=2&code=THEIRS&state=0123456789abcdef0123456789abcdef')
    await prepareSession()
    expect(wxOpenIdCalls()).toEqual([])
    expect(calledUrls()).toEqual(['/boot/system/public/wxAuthConfig'])
    expect([getOpenId(), getToken()]).toEqual([null, null])
    expect(address()).toBe('/home?gameId=2')
  })

  it('a code with no state, in a tab that started no sign-in, is not exchanged either', async () => {
    openAt('/home?code=THEIRS')
    await prepareSession()
    openAt('/home?code=THEIRS&state=STATE')
    await prepareSession()
    expect(wxOpenIdCalls()).toEqual([])
    expect([getOpenId(), getToken()]).toEqual([null, null])
  })

  it('the right state is exchanged once; the same return replayed starts sign-in again', async () => {
    const link = returnFromWechat('/home', 'C1')
    await prepareSession()
    expect(wxOpenIdCalls()).toEqual(['/boot/system/public/wxOpenId?code=C1'])
    expect(getToken()).toBe('their-session')

    // The same address again (history, a shared link) once the session is gone.
    clearLogin()
    fetchMock.mockClear()
    openAt(link)
    await prepareSession()
    expect(wxOpenIdCalls()).toEqual([])
    expect(calledUrls()).toEqual(['/boot/system/public/wxAuthConfig'])
    expect(getToken()).toBeNull()
  })

  it('a wrong state uses up the one this tab sent, so it cannot be guessed', async () => {
    const state = startAttempt()
    openAt('/home?code=THEIRS&state=guess')
    await prepareSession()
    returnFromWechat('/home', 'THEIRS', state)
    await prepareSession()
    expect(wxOpenIdCalls()).toEqual([])
  })

  it('a signed-in user who opens such a link stays who they are, and is not sent to WeChat', async () => {
    setToken('my-session')
    openAt('/mine?code=THEIRS&state=0123456789abcdef0123456789abcdef')
    await expect(prepareSession()).resolves.toBe('ready')
    expect(calledUrls()).toEqual([])
    expect(getToken()).toBe('my-session')
    expect(address()).toBe('/mine')
  })

  it('starts sign-in again once, then waits, so a tab that cannot keep its state does not loop', async () => {
    openAt('/home?code=A&state=x1')
    await prepareSession()
    expect(calledUrls()).toEqual(['/boot/system/public/wxAuthConfig'])
    fetchMock.mockClear()
    openAt('/home?code=B&state=x2')
    await prepareSession()
    expect(calledUrls()).toEqual([])
    await vi.waitFor(() => expect(document.body.textContent).toContain('微信授权失败，请稍后重试'))
  })
})
