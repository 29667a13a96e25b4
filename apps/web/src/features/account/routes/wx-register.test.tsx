import { StorageKey } from '@dianjing/shared'
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

let loginAnswer: { code: number; msg: string; data: unknown }
const fetchMock = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) => {
  const path = String(input).split('?')[0]
  if (path === '/boot/system/public/wxCustomerLogin') return Response.json(loginAnswer)
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

beforeEach(() => {
  loginAnswer = { code: 0, msg: '登录成功', data: { token: 'tok-1' } }
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
})
