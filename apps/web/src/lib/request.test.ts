import { REQUEST_TIMEOUT_MS, STORAGE_PREFIX, StorageKey } from '@dianjing/shared'
import { Toast } from 'antd-mobile'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { setNavigate } from './navigation.ts'
import { ApiError, http, NOT_REGISTERED_REDIRECT_MS } from './request.ts'
import { getToken, setOpenId, setToken } from './storage.ts'

/** The network edge: each test answers `/boot` paths with envelopes (or never, for the timeout). */
type Answer = { code: number; msg?: string; data?: unknown } | 'hang'
let answers: Record<string, Answer>
const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
  const path = String(input).split('?')[0]!
  const answer = answers[path]
  if (!answer) return new Response('{"message":"Not Found"}', { status: 404 })
  if (answer === 'hang') {
    return new Promise<Response>((_, reject) => {
      init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))
    })
  }
  return Response.json({ msg: '', data: null, ...answer }, { status: answer.code === 401 ? 401 : 200 })
})

const navigate = vi.fn()
const setEnv = (env: 'wechat' | 'h5') => localStorage.setItem(`${STORAGE_PREFIX}${StorageKey.env}`, env)
const requestTo = (callIndex: number) => fetchMock.mock.calls[callIndex]!
const bodyText = () => document.body.textContent ?? ''

beforeEach(() => {
  answers = {}
  fetchMock.mockClear()
  navigate.mockClear()
  vi.stubGlobal('fetch', fetchMock)
  setNavigate(navigate)
  setEnv('h5')
})

afterEach(() => {
  Toast.clear()
  setNavigate(null)
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

describe('request client', () => {
  it('sends the token, builds the query under /boot and resolves with data on code 0', async () => {
    setToken('tok-1')
    answers['/boot/v1/dEsports/public/productList'] = { code: 0, data: [{ id: 1 }] }
    await expect(http.get('/v1/dEsports/public/productList', { gameId: 2, empty: '' })).resolves.toEqual([
      { id: 1 },
    ])
    const [url, init] = requestTo(0)
    expect(url).toBe('/boot/v1/dEsports/public/productList?gameId=2')
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer tok-1')
  })

  it('posts JSON, and leaves the token out of the customer login call', async () => {
    setToken('tok-1')
    answers['/boot/system/public/wxCustomerLogin'] = { code: 0, data: { token: 'new' } }
    await http.post('/system/public/wxCustomerLogin', { phone: '13800000000' }, { auth: false })
    const [, init] = requestTo(0)
    const headers = new Headers(init?.headers)
    expect(init?.method).toBe('POST')
    expect(headers.get('Content-Type')).toBe('application/json')
    expect(headers.has('Authorization')).toBe(false)
    expect(init?.body).toBe('{"phone":"13800000000"}')
  })

  it('code 1: shows the server message and rejects with it', async () => {
    answers['/boot/x'] = { code: 1, msg: '商品已下架' }
    const failure = http.get('/x').catch((error: unknown) => error)
    const error = await failure
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ code: 1, message: '商品已下架', reason: 'envelope' })
    await vi.waitFor(() => expect(bodyText()).toContain('商品已下架'))
    expect(navigate).not.toHaveBeenCalled()
  })

  it('code 1 without a message: shows the generic system error', async () => {
    answers['/boot/x'] = { code: 1, msg: '' }
    await expect(http.get('/x')).rejects.toMatchObject({ message: '系统繁忙，请稍后重试' })
    await vi.waitFor(() => expect(bodyText()).toContain('系统繁忙，请稍后重试'))
  })

  it('a query’s refusal or missing answer is left to its screen: no toast over its error state', async () => {
    const shown = vi.spyOn(Toast, 'show')
    // TanStack Query gives every query function a signal, and the fetchers pass it on.
    const signal = new AbortController().signal
    answers['/boot/x'] = { code: 1, msg: '商品不存在或已下架' }
    await expect(http.get('/x', undefined, { signal })).rejects.toMatchObject({
      code: 1,
      message: '商品不存在或已下架',
    })
    await expect(http.get('/missing', undefined, { signal })).rejects.toMatchObject({ reason: 'malformed' })
    expect(shown).not.toHaveBeenCalled()
    // Asked for, it is toasted all the same.
    await expect(http.get('/x', undefined, { signal, toast: true })).rejects.toBeInstanceOf(ApiError)
    expect(shown).toHaveBeenCalledTimes(1)
    shown.mockRestore()
  })

  it('an action’s refusal is toasted: nothing else on the screen says it', async () => {
    const shown = vi.spyOn(Toast, 'show')
    answers['/boot/act'] = { code: 1, msg: '当前订单状态不可申请退款' }
    await expect(http.post('/act', { orderId: 1 })).rejects.toMatchObject({ code: 1 })
    expect(shown).toHaveBeenCalledWith(expect.objectContaining({ content: '当前订单状态不可申请退款' }))
    shown.mockRestore()
  })

  it('401 in h5: forgets the token and goes to the password login', async () => {
    setToken('expired')
    answers['/boot/x'] = { code: 401, msg: '登录已过期' }
    await expect(http.get('/x')).rejects.toMatchObject({ code: 401 })
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith('/login-register', undefined))
    expect(getToken()).toBeNull()
  })

  it('401 in WeChat: gets a new token by the stored openId and goes home, once for many calls', async () => {
    setEnv('wechat')
    setOpenId('handle-1')
    answers['/boot/x'] = { code: 401 }
    answers['/boot/system/public/getTokenByOpenId'] = { code: 0, data: { token: 'fresh' } }
    await Promise.allSettled([http.get('/x'), http.get('/x'), http.get('/x')])
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith('/home', { replace: true }))
    const tokenCalls = fetchMock.mock.calls.filter(([url]) => String(url).includes('getTokenByOpenId'))
    expect(tokenCalls).toHaveLength(1)
    expect(String(tokenCalls[0]![0])).toBe('/boot/system/public/getTokenByOpenId?openId=handle-1')
    expect(getToken()).toBe('fresh')
  })

  it('401 in WeChat: goes to /wxRegister when the openId no longer gives a token', async () => {
    setEnv('wechat')
    setOpenId('handle-1')
    answers['/boot/x'] = { code: 401 }
    answers['/boot/system/public/getTokenByOpenId'] = { code: 3, msg: '请先注册' }
    await expect(http.get('/x')).rejects.toBeInstanceOf(ApiError)
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith('/wxRegister', undefined))
  })

  it('401 in WeChat without an openId, and code 2: authorise again with WeChat', async () => {
    setEnv('wechat')
    answers['/boot/x'] = { code: 401 }
    answers['/boot/y'] = { code: 2, msg: '授权已失效' }
    // No config: the redirect is refused, so the test page stays where it is.
    answers['/boot/system/public/wxAuthConfig'] = { code: 1, msg: 'not configured' }
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    await expect(http.get('/x')).rejects.toMatchObject({ code: 401 })
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2))
    await expect(http.get('/y')).rejects.toMatchObject({ code: 2 })
    await vi.waitFor(() => expect(warn).toHaveBeenCalledTimes(2))
    const configCalls = fetchMock.mock.calls.filter(
      ([url]) => String(url) === '/boot/system/public/wxAuthConfig',
    )
    expect(configCalls).toHaveLength(2)
    expect(navigate).not.toHaveBeenCalled()
    warn.mockRestore()
  })

  it('code 3: goes to /wxRegister after 1.5 s', async () => {
    vi.useFakeTimers()
    answers['/boot/x'] = { code: 3, msg: '请先注册' }
    await expect(http.get('/x')).rejects.toMatchObject({ code: 3 })
    vi.advanceTimersByTime(NOT_REGISTERED_REDIRECT_MS - 1)
    expect(navigate).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(navigate).toHaveBeenCalledWith('/wxRegister', undefined)
  })

  it(`gives up after ${REQUEST_TIMEOUT_MS} ms and says so`, async () => {
    vi.useFakeTimers()
    answers['/boot/slow'] = 'hang'
    const failure = http.get('/slow').catch((error: unknown) => error)
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS)
    expect(await failure).toMatchObject({ reason: 'timeout', code: null, message: '请求超时，请稍后重试' })
  })

  it('a cancelled call rejects quietly, without a message', async () => {
    answers['/boot/slow'] = 'hang'
    const controller = new AbortController()
    const failure = http
      .get('/slow', undefined, { signal: controller.signal })
      .catch((error: unknown) => error)
    controller.abort()
    expect(await failure).not.toBeInstanceOf(ApiError)
  })

  it('an answer that is not an envelope is a generic error', async () => {
    await expect(http.get('/missing')).rejects.toMatchObject({
      reason: 'malformed',
      message: '系统繁忙，请稍后重试',
    })
  })
})
