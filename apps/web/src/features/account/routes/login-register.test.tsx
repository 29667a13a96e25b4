import { SmsMessages } from '@dianjing/shared'
import { QueryClientProvider } from '@tanstack/react-query'
import { Toast } from 'antd-mobile'
import { act } from 'react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createQueryClient } from '@/lib/query-client.ts'
import { getToken } from '@/lib/storage.ts'
import { button, click, field, typeInto } from '@/testing/events.ts'
import { mount, waitFor } from '@/testing/render.tsx'
import { LoginRegisterRoute } from './login-register.tsx'

const USER = {
  id: 8,
  nickName: '玩家0002',
  avatar: '/a.png',
  phone: '13800000002',
  briefIntroduction: '',
  promotionCode: 'XYZ789',
}

let answers: Record<string, { code: number; msg: string; data: unknown }>
const fetchMock = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) => {
  const answer = answers[String(input).split('?')[0]!]
  return Response.json(answer ?? { code: 1, msg: 'unexpected', data: null })
})
const bodyOf = (callIndex: number) => JSON.parse(String(fetchMock.mock.calls[callIndex]![1]!.body))
const bodiesTo = (path: string) =>
  fetchMock.mock.calls
    .filter(([url]) => String(url) === path)
    .map(([, init]) => JSON.parse(String(init?.body)))
const RESET = '/boot/v1/dEsports/public/resetPassword'
const SEND_CODE = '/boot/v1/dEsports/public/sendSmsCode'

function open(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/login-register', Component: LoginRegisterRoute },
      { path: '/home', element: <p>首页</p> },
      { path: '/mine', element: <p>我的页</p> },
    ],
    { initialEntries: [path] },
  )
  mount(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
  return router
}

const text = () => document.body.textContent ?? ''
/** The form's own button: the 登录 / 注册 switch above it has buttons of the same names. */
const submit = (label: string) => click(button(label, document.querySelector('form')!))
const fill = (phone: string, password: string) => {
  typeInto(field('手机号'), phone)
  typeInto(field('密码'), password)
}

beforeEach(() => {
  answers = { '/boot/system/info': { code: 0, msg: '', data: USER } }
  fetchMock.mockClear()
  vi.stubGlobal('fetch', fetchMock)
})

afterEach(() => {
  act(() => Toast.clear())
  vi.unstubAllGlobals()
})

describe('/login-register', () => {
  it('checks phone and password with the messages of spec §5', async () => {
    open('/login-register')
    submit('登录')
    await waitFor(() => expect(text()).toContain('请输入手机号码'))
    typeInto(field('手机号'), '12800000000')
    submit('登录')
    await waitFor(() => expect(text()).toContain('请输入正确的手机号码'))
    typeInto(field('手机号'), '13800000002')
    submit('登录')
    await waitFor(() => expect(text()).toContain('请输入密码'))
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('shows and hides the password', () => {
    open('/login-register')
    expect(field('密码').type).toBe('password')
    click(document.querySelector('button[aria-label="显示密码"]'))
    expect(field('密码').type).toBe('text')
    click(document.querySelector('button[aria-label="隐藏密码"]'))
    expect(field('密码').type).toBe('password')
  })

  it('a wrong password shows the server’s one message and signs no one in', async () => {
    answers['/boot/system/login'] = { code: 1, msg: '手机号或密码错误', data: null }
    const router = open('/login-register')
    fill('13800000002', 'wrong-password')
    submit('登录')
    await waitFor(() => expect(text()).toContain('手机号或密码错误'))
    expect(bodyOf(0)).toEqual({ phone: '13800000002', password: 'wrong-password', env: 'h5' })
    expect(router.state.location.pathname).toBe('/login-register')
    expect(getToken()).toBeNull()
  })

  it('logs in and goes home', async () => {
    answers['/boot/system/login'] = { code: 0, msg: '登录成功', data: { token: 'tok-2' } }
    const router = open('/login-register')
    fill('13800000002', 'secret-1')
    submit('登录')
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'))
    expect(getToken()).toBe('tok-2')
  })

  it('registers with a password of at least 6 and the code of an invitation link', async () => {
    answers['/boot/v1/dEsports/public/register'] = { code: 0, msg: '注册成功', data: { token: 'tok-3' } }
    const router = open('/login-register?promotionCode=ABC234')
    // An invitation link opens on the register side, its code filled in.
    expect(document.querySelector('[role="tab"][aria-selected="true"]')?.textContent).toBe('注册')
    expect(field('邀请码').value).toBe('ABC234')
    fill('13800000003', '12345')
    submit('注册')
    await waitFor(() => expect(text()).toContain('密码至少6位'))
    typeInto(field('密码'), '123456')
    submit('注册')
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'))
    expect(bodyOf(0)).toEqual({ phone: '13800000003', password: '123456', promotionCode: 'ABC234' })
    expect(getToken()).toBe('tok-3')
  })

  describe('忘记密码 (issue 18)', () => {
    beforeEach(() => {
      answers[SEND_CODE] = { code: 0, msg: SmsMessages.sent, data: null }
    })

    const forgot = () =>
      click([...document.querySelectorAll('a')].find((link) => link.textContent === '忘记密码'))

    it('opens the reset step with the phone already typed, and 返回登录 steps back to the login', async () => {
      const router = open('/login-register')
      typeInto(field('手机号'), '13800000002')
      forgot()
      expect(router.state.location.search).toBe('?resetPassword=1')
      expect(text()).toContain('重置密码')
      expect(field('手机号').value).toBe('13800000002')
      expect(field('新密码').type).toBe('password')
      click(button('想起密码了？返回登录'))
      await waitFor(() => expect(router.state.location.search).toBe(''))
      expect(button('登录', document.querySelector('form')!)).toBeDefined()
    })

    it('texts the code for the reset, checks the form, sets the new password and signs in', async () => {
      answers[RESET] = { code: 0, msg: SmsMessages.passwordReset, data: { token: 'tok-4' } }
      const router = open('/login-register?resetPassword=1&redirect=%2Fmine')
      typeInto(field('手机号'), '13800000002')
      click(button('获取验证码'))
      await waitFor(() => expect(text()).toContain('60s后重新获取'))
      expect(bodiesTo(SEND_CODE)).toEqual([{ phone: '13800000002', scene: 'resetPassword' }])

      submit('重置密码')
      await waitFor(() => expect(text()).toContain(SmsMessages.codeRequired))
      typeInto(field('验证码'), '123456')
      typeInto(field('新密码'), '12345')
      submit('重置密码')
      await waitFor(() => expect(text()).toContain('密码至少6位'))
      expect(bodiesTo(RESET)).toEqual([])

      typeInto(field('新密码'), 'new-secret')
      submit('重置密码')
      await waitFor(() => expect(router.state.location.pathname).toBe('/mine'))
      expect(bodiesTo(RESET)).toEqual([{ phone: '13800000002', smsCode: '123456', password: 'new-secret' }])
      expect(getToken()).toBe('tok-4')
      await waitFor(() => expect(text()).toContain(SmsMessages.passwordReset))
    })

    it('a wrong code is the server’s one message, and nothing changes', async () => {
      answers[RESET] = { code: 1, msg: SmsMessages.codeWrong, data: null }
      const router = open('/login-register?resetPassword=1')
      typeInto(field('手机号'), '13800000002')
      typeInto(field('验证码'), '000000')
      typeInto(field('新密码'), 'new-secret')
      submit('重置密码')
      await waitFor(() => expect(text()).toContain(SmsMessages.codeWrong))
      expect(text().split(SmsMessages.codeWrong)).toHaveLength(2)
      expect(router.state.location.search).toBe('?resetPassword=1')
      expect(getToken()).toBeNull()
      expect(button('重置密码')?.disabled).toBe(false)
    })
  })
})
