import { StorageKey } from '@dianjing/shared'
import { QueryClientProvider } from '@tanstack/react-query'
import { Dialog, Toast } from 'antd-mobile'
import { act } from 'react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createQueryClient } from '@/lib/query-client.ts'
import {
  getOpenId,
  getPhone,
  getToken,
  getUserInfo,
  setJSON,
  setOpenId,
  setPhone,
  setToken,
} from '@/lib/storage.ts'
import { button, click } from '@/testing/events.ts'
import { mount, waitFor } from '@/testing/render.tsx'
import { MineRoute } from './mine.tsx'

const USER = {
  id: 1024,
  nickName: '夜猫子',
  avatar: '/a.png',
  phone: '13800000001',
  briefIntroduction: '',
  promotionCode: 'ABC234',
}
const LEVEL = {
  currentLevel: '普通会员',
  currentPoints: 20,
  currentLevelMinPoints: 0,
  currentLevelMaxPoints: 99,
  nextLevel: '白银会员',
  userLevelList: [
    { name: '普通会员', maxPoints: 99, content: '注册即享专属客服' },
    { name: '白银会员', maxPoints: 499, content: '生日当月下单享 95 折' },
  ],
}
const COUNTS = { 待付款: 2, 待接单: 0, 服务中: 1, 待完成: 0, 已完成: 5, '退款/售后': 0 }
const CONFIG = JSON.stringify({
  complaintImage: '/boot/files/seed/complaint.png',
  assessmentImage: '',
  orderNotice: '<p>下单前请确认区服</p>',
  supportWechatId: 'kefu01',
})

let workerStatus: number
const fetchMock = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) => {
  const data: Record<string, unknown> = {
    '/boot/system/info': USER,
    '/boot/v1/dEsports/user/userLevel': LEVEL,
    '/boot/v1/dEsports/user/userOrderMineData': COUNTS,
    '/boot/v1/dEsports/public/systemConfig': CONFIG,
    '/boot/v1/dEsports/worker/checkWorkerStatus': workerStatus,
    '/boot/system/logout': null,
    '/boot/v1/dEsports/orderChat/unread': { unread: 3 },
    '/boot/v1/dEsports/notifications/unread': { unread: 7 },
  }
  const path = String(input).split('?')[0]!
  return Response.json(
    path in data ? { code: 0, msg: '', data: data[path] } : { code: 1, msg: 'unexpected', data: null },
  )
})

function open() {
  const router = createMemoryRouter(
    [
      { path: '/mine', Component: MineRoute },
      { path: '*', element: <p>别的页面</p> },
    ],
    { initialEntries: ['/mine'] },
  )
  mount(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
  return router
}

const text = () => document.body.textContent ?? ''
const loaded = () => waitFor(() => expect(text()).toContain('距白银会员还差 80 成长值'))
const dialog = () => document.querySelector('.adm-dialog')

beforeEach(() => {
  workerStatus = 1
  fetchMock.mockClear()
  vi.stubGlobal('fetch', fetchMock)
  setToken('tok-1')
})

afterEach(() => {
  act(() => {
    Dialog.clear()
    Toast.clear()
  })
  vi.unstubAllGlobals()
})

describe('/mine', () => {
  it('shows who the user is, their level and their real order counts', async () => {
    open()
    await loaded()
    expect(text()).toContain('夜猫子')
    expect(text()).toContain('ID 1024')
    expect(text()).toContain('普通会员')
    expect(text()).toContain('成长值 20')
    // 20 of the 100 points between 0 and the next level's floor.
    expect(document.querySelector('[aria-label="等级进度 20%"]')).not.toBeNull()
    const cells = [...document.querySelectorAll('section[aria-label="我的订单"] li a')].map((cell) => [
      cell.textContent,
      cell.getAttribute('href'),
    ])
    expect(cells).toEqual([
      ['2待付款', '/order-list?status=0'],
      ['0待接单', '/order-list?status=1'],
      ['1服务中', '/order-list?status=1'],
      ['0待完成', '/order-list?status=1'],
      ['5已完成', '/order-list?status=1'],
      ['0退款/售后', '/order-list?status=refund'],
    ])
  })

  it('shows 消息 with the unread count, leading to the conversations', async () => {
    open()
    await waitFor(() => expect(document.querySelector('a[aria-label="消息，3条未读"]')).not.toBeNull())
    const entry = document.querySelector('a[aria-label="消息，3条未读"]')!
    expect(entry.getAttribute('href')).toBe('/messages')
    expect(entry.querySelector('.adm-badge')?.textContent).toBe('3')
    expect(entry.textContent).toContain('3条未读消息')
  })

  it('shows the notification bell apart from 消息, each with its own count', async () => {
    open()
    await waitFor(() => expect(document.querySelector('a[aria-label="通知，7条未读"]')).not.toBeNull())
    const bell = document.querySelector('header a[aria-label="通知，7条未读"]')!
    expect(bell.getAttribute('href')).toBe('/notifications')
    expect(bell.querySelector('.adm-badge')?.textContent).toBe('7')
    await waitFor(() => expect(document.querySelector('a[aria-label="消息，3条未读"]')).not.toBeNull())
  })

  it('shows the stored user info before the server answers', () => {
    setJSON(StorageKey.userInfo, USER)
    open()
    expect(text()).toContain('夜猫子')
  })

  it('opens the level benefits as an accordion, the user’s level first', async () => {
    open()
    await loaded()
    click(button('等级权益'))
    await waitFor(() => expect(document.querySelector('.adm-popup')?.textContent).toContain('当前等级'))
    const popup = document.querySelector('.adm-popup')!
    expect(popup.textContent).toContain('白银会员')
    expect(popup.textContent).toContain('0–99 成长值')
    expect(popup.textContent).toContain('100 成长值以上')
    // Only the open panel's content is rendered: the user's own level.
    expect(popup.textContent).toContain('注册即享专属客服')
    expect(popup.textContent).not.toContain('生日当月下单享 95 折')
  })

  it('the worker center runs the status check and goes where it says', async () => {
    const router = open()
    await loaded()
    click(button('打手中心'))
    await waitFor(() => expect(router.state.location.pathname).toBe('/apply'))
  })

  it('status 5 offers the deposit top-up in a dialog, and 去充值 opens it', async () => {
    workerStatus = 5
    const router = open()
    await loaded()
    click(button('打手中心'))
    await waitFor(() => expect(text()).toContain('保证金不足'))
    expect(router.state.location.pathname).toBe('/mine')
    click(button('去充值'))
    await waitFor(() => expect(router.state.location.pathname).toBe('/recharge'))
  })

  it('shows the complaint image, the order notice and the support id from the system config', async () => {
    open()
    await loaded()
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => String(url).includes('systemConfig'))).toBe(true),
    )
    click(button('投诉'))
    await waitFor(() =>
      expect(dialog()?.querySelector('img')?.getAttribute('src')).toBe('/boot/files/seed/complaint.png'),
    )
    act(() => Dialog.clear())
    click(button('考核'))
    await waitFor(() => expect(dialog()?.textContent).toContain('暂未开放'))
    act(() => Dialog.clear())
    click(button('下单必读'))
    await waitFor(() => expect(dialog()?.querySelector('p')?.textContent).toBe('下单前请确认区服'))
    act(() => Dialog.clear())
    click(button('联系客服'))
    await waitFor(() => expect(dialog()?.textContent).toContain('kefu01'))
  })

  it('logs out after a confirmation: the session is revoked, everything forgotten, back to the login', async () => {
    setPhone('13800000001')
    setOpenId('handle')
    setJSON(StorageKey.userInfo, USER)
    const router = open()
    await loaded()
    click(button('退出登录'))
    await waitFor(() => expect(dialog()?.textContent).toContain('确定要退出登录吗？'))
    click(button('退出登录', dialog()!))
    await waitFor(() => expect(router.state.location.pathname).toBe('/login-register'))
    const [, init] = fetchMock.mock.calls.find(([url]) => String(url) === '/boot/system/logout')!
    expect(init?.method).toBe('POST')
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer tok-1')
    expect([getToken(), getPhone(), getOpenId(), getUserInfo()]).toEqual([null, null, null, null])
  })
})
