import { SmsMessages, StorageKey } from '@dianjing/shared'
import { QueryClientProvider } from '@tanstack/react-query'
import { Toast } from 'antd-mobile'
import { act } from 'react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createQueryClient } from '@/lib/query-client.ts'
import { getPhone, getToken, getUserInfo, setItem, setOpenId } from '@/lib/storage.ts'
import { button, click, field, typeInto } from '@/testing/events.ts'
import { mount, waitFor } from '@/testing/render.tsx'
import { WxRegisterRoute } from './wx-register.tsx'

const USER = {
  id: 7,
  nickName: '玩家0001',
  avatar: '/a.png',
  phone: '13800000001',
  briefIntroduction: '',
  promotionCode: 'ABC234',
}

type Answer = { code: number; msg: string; data: unknown }
const SIGNED_IN: Answer = { code: 0, msg: '登录成功', data: { token: 'tok-1' } }
const NEEDS_CODE: Answer = { code: 1, msg: SmsMessages.phoneNeedsCode, data: null }

/** The server's answer to a login body (the rule of issue 18 where a test sets it). */
let loginAnswer: Answer | ((body: { smsCode?: string }) => Answer)
const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
  const path = String(input).split('?')[0]
  if (path === '/boot/system/public/wxCustomerLogin')
    return Response.json(
      typeof loginAnswer === 'function' ? loginAnswer(JSON.parse(String(init?.body))) : loginAnswer,
    )
  if (path === '/boot/v1/dEsports/public/sendSmsCode')
    return Response.json({ code: 0, msg: SmsMessages.sent, data: null })
  if (path === '/boot/system/info') return Response.json({ code: 0, msg: '', data: USER })
  return Response.json({ code: 1, msg: 'unexpected', data: null })
})

function open(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/wxRegister', Component: WxRegisterRoute },
      { path: '/home', element: <p>首页</p> },
      { path: '/my-invitations', element: <p>我的邀请页</p> },
      { path: '/login-register', element: <p>密码登录页</p> },
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
const submit = () => click(button('登录'))
/** The bodies sent to a path, in order. */
const bodiesTo = (path: string) =>
  fetchMock.mock.calls
    .filter(([url]) => String(url) === path)
    .map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>)
const logins = () => bodiesTo('/boot/system/public/wxCustomerLogin')
const codeField = () => document.getElementById('login-sms-code') as HTMLInputElement | null

/** The phone has an account: the server asks for its code until the right one comes. */
const accountPhone =
  (right = '123456') =>
  (body: { smsCode?: string }) =>
    !body.smsCode
      ? NEEDS_CODE
      : body.smsCode === right
        ? SIGNED_IN
        : { code: 1, msg: SmsMessages.codeWrong, data: null }

async function askedForCode() {
  typeInto(field('手机号'), '13800000001')
  submit()
  await waitFor(() => expect(codeField()).not.toBeNull())
}

beforeEach(() => {
  loginAnswer = SIGNED_IN
  fetchMock.mockClear()
  vi.stubGlobal('fetch', fetchMock)
  setItem(StorageKey.env, 'wechat')
  setOpenId('handle-1')
})

afterEach(() => {
  act(() => Toast.clear())
  vi.unstubAllGlobals()
})

describe('/wxRegister', () => {
  it('checks the phone with the messages of spec §5 before anything is sent', async () => {
    open('/wxRegister')
    submit()
    await waitFor(() => expect(text()).toContain('请输入手机号码'))
    typeInto(field('手机号'), '1380000')
    submit()
    await waitFor(() => expect(text()).toContain('请输入正确的手机号码'))
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('keeps digits only, at most 11, on a numeric keyboard', () => {
    open('/wxRegister')
    const phone = field('手机号')
    typeInto(phone, '138-0000 0001')
    expect(phone.value).toBe('13800000001')
    expect(phone.maxLength).toBe(11)
    expect(phone.inputMode).toBe('numeric')
  })

  it('signs in with the stored openId and no token header, keeps the session and goes where the user was headed', async () => {
    const router = open('/wxRegister?redirect=%2Fmy-invitations&inviteCode=ABC234')
    expect(field('邀请码').value).toBe('ABC234')
    typeInto(field('手机号'), '13800000001')
    submit()
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-invitations'))
    const [url, init] = fetchMock.mock.calls[0]!
    expect(String(url)).toBe('/boot/system/public/wxCustomerLogin')
    expect(JSON.parse(String(init?.body))).toEqual({
      phone: '13800000001',
      promotionCode: 'ABC234',
      openId: 'handle-1',
      env: 'wechat',
    })
    expect(new Headers(init?.headers).has('Authorization')).toBe(false)
    expect([getToken(), getPhone()]).toEqual(['tok-1', '13800000001'])
    expect(getUserInfo()).toEqual(USER)
    await waitFor(() => expect(text()).toContain('登录成功'))
  })

  it('shows the server’s reason and stays when the phone is refused', async () => {
    loginAnswer = { code: 1, msg: '该手机号已绑定其他微信账号', data: null }
    const router = open('/wxRegister')
    typeInto(field('手机号'), '13800000001')
    submit()
    await waitFor(() => expect(text()).toContain('该手机号已绑定其他微信账号'))
    expect(router.state.location.pathname).toBe('/wxRegister')
    expect(getToken()).toBeNull()
    expect(button('登录')?.disabled).toBe(false)
  })

  it('in a plain browser, hands over to the password login, keeping the invitation', async () => {
    setItem(StorageKey.env, 'h5')
    const router = open('/wxRegister?promotionCode=ABC234')
    await waitFor(() => expect(router.state.location.pathname).toBe('/login-register'))
    expect(router.state.location.search).toBe('?promotionCode=ABC234')
  })

  describe('a phone that already has an account (issue 18)', () => {
    beforeEach(() => {
      loginAnswer = accountPhone()
    })

    it('asks for the SMS code texted to it, in place of the invitation code', async () => {
      const router = open('/wxRegister')
      await askedForCode()
      await waitFor(() => expect(text()).toContain(SmsMessages.phoneNeedsCode))
      const code = field('验证码')
      expect([code.maxLength, code.inputMode, code.placeholder]).toEqual([6, 'numeric', '请输入验证码'])
      expect(button('获取验证码')?.disabled).toBe(false)
      expect(document.getElementById('login-promotion-code')).toBeNull()
      expect(router.state.location.pathname).toBe('/wxRegister')
      expect(getToken()).toBeNull()
    })

    it('texts the code for binding, and signs in with it', async () => {
      const router = open('/wxRegister')
      await askedForCode()
      click(button('获取验证码'))
      await waitFor(() => expect(text()).toContain('60s后重新获取'))
      expect(bodiesTo('/boot/v1/dEsports/public/sendSmsCode')).toEqual([
        { phone: '13800000001', scene: 'bind' },
      ])
      typeInto(field('验证码'), '123456')
      submit()
      await waitFor(() => expect(router.state.location.pathname).toBe('/home'))
      expect(logins().at(-1)).toEqual({
        phone: '13800000001',
        promotionCode: '',
        openId: 'handle-1',
        env: 'wechat',
        smsCode: '123456',
      })
      expect(getToken()).toBe('tok-1')
    })

    it('an empty code is asked for on the page; a wrong one is the server’s to refuse', async () => {
      const router = open('/wxRegister')
      await askedForCode()
      act(() => Toast.clear())
      submit()
      await waitFor(() => expect(text()).toContain(SmsMessages.codeRequired))
      expect(logins()).toHaveLength(1)

      typeInto(field('验证码'), '654321')
      submit()
      await waitFor(() => expect(text()).toContain(SmsMessages.codeWrong))
      expect(logins()).toHaveLength(2)
      expect(text().split(SmsMessages.codeWrong)).toHaveLength(2)
      expect(router.state.location.pathname).toBe('/wxRegister')
      expect(getToken()).toBeNull()
      expect(field('验证码').value).toBe('654321')
      expect(button('登录')?.disabled).toBe(false)
    })

    it('another phone goes back to the plain login, which needs no code', async () => {
      open('/wxRegister')
      await askedForCode()
      typeInto(field('手机号'), '13800000009')
      expect(codeField()).toBeNull()
      expect(field('邀请码')).toBeDefined()
    })
  })
})
