import { formatDate, type NotificationPage, type NotificationView } from '@dianjing/shared'
import { QueryClientProvider } from '@tanstack/react-query'
import { Toast } from 'antd-mobile'
import { act } from 'react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { NotificationBell } from '@/components/notification-bell.tsx'
import { createQueryClient } from '@/lib/query-client.ts'
import { setToken } from '@/lib/storage.ts'
import { button, click } from '@/testing/events.ts'
import { mount, waitFor } from '@/testing/render.tsx'
import { ALL_READ, NotificationsRoute } from './notifications.tsx'

const today = formatDate(new Date())

function notification(patch: Partial<NotificationView> & { id: number }): NotificationView {
  return {
    kind: 'progress',
    title: `通知 ${patch.id}`,
    body: '「王者荣耀 钻石上星耀」已打完3局',
    link: '/order-list',
    read: false,
    time: `${today} 10:20:00`,
    ...patch,
  }
}

/** The server's notifications, newest first, two to a page. */
let stored: NotificationView[]
const PAGE = 2
const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
  const url = new URL(String(input), 'http://app')
  const unread = () => stored.filter((one) => !one.read).length
  if (url.pathname === '/boot/v1/dEsports/notifications') {
    const beforeId = Number(url.searchParams.get('beforeId') ?? Number.POSITIVE_INFINITY)
    const older = stored.filter((one) => one.id < beforeId)
    const page: NotificationPage = {
      list: older.slice(0, PAGE),
      hasMore: older.length > PAGE,
      unread: unread(),
    }
    return Response.json({ code: 0, msg: '', data: page })
  }
  if (url.pathname === '/boot/v1/dEsports/notifications/unread')
    return Response.json({ code: 0, msg: '', data: { unread: unread() } })
  if (url.pathname === '/boot/v1/dEsports/notifications/read') {
    const { id } = JSON.parse(String(init?.body)) as { id?: number }
    stored = stored.map((one) => (id === undefined || one.id === id ? { ...one, read: true } : one))
    return Response.json({ code: 0, msg: '', data: null })
  }
  return Response.json({ code: 1, msg: 'unexpected', data: null })
})
const reads = () =>
  fetchMock.mock.calls
    .filter(([url]) => String(url).endsWith('/notifications/read'))
    .map(([, init]) => JSON.parse(String(init?.body)))
const listCalls = () =>
  fetchMock.mock.calls
    .map(([url]) => String(url))
    .filter((url) => url.split('?')[0] === '/boot/v1/dEsports/notifications')

/** The page, with a bell elsewhere on screen: the count it shows follows what is read here. */
function open() {
  const router = createMemoryRouter(
    [
      {
        path: '/notifications',
        element: (
          <>
            <NotificationBell tone="dark" />
            <NotificationsRoute />
          </>
        ),
      },
      { path: '*', element: <p>别的页面</p> },
    ],
    { initialEntries: ['/notifications'] },
  )
  mount(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
  return router
}

const rows = () => [...document.querySelectorAll<HTMLButtonElement>('ul[aria-label="通知列表"] button')]
const bell = () => document.querySelector('a[href="/notifications"]')!
const text = () => document.body.textContent ?? ''

// jsdom lays nothing out, so every element lacks an offset parent and the list's end never looks in
// view; with one, the end of a short list is in view and the older page is asked for, as on a phone.
let laidOut: { mockRestore: () => void } | undefined

beforeEach(() => {
  laidOut = vi.spyOn(HTMLElement.prototype, 'offsetParent', 'get').mockReturnValue(document.body)
  stored = [
    notification({ id: 9, title: '进度更新：40%' }),
    notification({
      id: 8,
      kind: 'withdrawalPaid',
      title: '提现已到账',
      body: '提现¥100.00已转入您的支付宝，请查收',
      link: '/balance-management?type=1',
      time: '2026-01-02 09:00:00',
    }),
    notification({ id: 5, kind: 'accepted', title: '打手已接单', read: true, link: '/order-chat?orderId=7' }),
    notification({ id: 3, kind: 'paid', title: '支付成功', read: true, link: '' }),
  ]
  fetchMock.mockClear()
  vi.stubGlobal('fetch', fetchMock)
  setToken('tok-1')
})

afterEach(() => {
  act(() => Toast.clear())
  laidOut?.mockRestore()
  vi.unstubAllGlobals()
})

describe('/notifications', () => {
  it('lists the notifications newest first, unread ones marked, older pages loaded as the list ends', async () => {
    open()
    await waitFor(() => expect(rows()).toHaveLength(4))
    expect(listCalls()).toEqual([
      '/boot/v1/dEsports/notifications',
      '/boot/v1/dEsports/notifications?beforeId=8',
    ])
    expect(rows().map((row) => row.getAttribute('aria-label'))).toEqual([
      '未读，进度更新：40%',
      '未读，提现已到账',
      '打手已接单',
      '支付成功',
    ])
    expect(rows()[0]!.textContent).toContain('10:20')
    expect(rows()[0]!.textContent).toContain('已打完3局')
    expect(rows()[1]!.textContent).toContain('01-02 09:00')
    // The bell asks for its count apart from the list, and may answer after it.
    await waitFor(() => expect(bell().getAttribute('aria-label')).toBe('通知，2条未读'))
    expect(bell().querySelector('.adm-badge')?.textContent).toBe('2')
  })

  it('marks a notification read when tapped and goes to its page', async () => {
    const router = open()
    await waitFor(() => expect(rows()).toHaveLength(4))
    click(rows()[1])
    await waitFor(() => expect(router.state.location.pathname).toBe('/balance-management'))
    expect(router.state.location.search).toBe('?type=1')
    await waitFor(() => expect(reads()).toEqual([{ id: 8 }]))
    expect(stored.find((one) => one.id === 8)!.read).toBe(true)
  })

  it('sends nothing for one already read, and stays when it has no page', async () => {
    const router = open()
    await waitFor(() => expect(rows()).toHaveLength(4))
    click(rows()[3])
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)))
    expect(router.state.location.pathname).toBe('/notifications')
    click(rows()[2])
    await waitFor(() => expect(router.state.location.pathname).toBe('/order-chat'))
    expect(reads()).toEqual([])
  })

  it('never leaves the app for a link that is not one of its pages', async () => {
    stored = [notification({ id: 2, link: '//evil.example/phish' })]
    const router = open()
    await waitFor(() => expect(rows()).toHaveLength(1))
    click(rows()[0])
    await waitFor(() => expect(reads()).toEqual([{ id: 2 }]))
    expect(router.state.location.pathname).toBe('/notifications')
  })

  it('marks everything read with 全部已读, and the bell empties', async () => {
    open()
    await waitFor(() => expect(bell().getAttribute('aria-label')).toBe('通知，2条未读'))
    click(button('全部已读'))
    await waitFor(() => expect(text()).toContain(ALL_READ))
    expect(reads()).toEqual([{}])
    expect(rows().every((row) => !row.getAttribute('aria-label')!.startsWith('未读'))).toBe(true)
    expect(bell().getAttribute('aria-label')).toBe('通知')
    expect(bell().querySelector('.adm-badge')).toBeNull()
    expect(button('全部已读')!.disabled).toBe(true)
  })

  it('says there is nothing yet', async () => {
    stored = []
    open()
    await waitFor(() => expect(text()).toContain('暂无通知'))
    expect(button('全部已读')!.disabled).toBe(true)
  })
})
