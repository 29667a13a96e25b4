import type { WorkerCenterSummary } from '@dianjing/shared'
import { QueryClientProvider } from '@tanstack/react-query'
import { Toast } from 'antd-mobile'
import { act } from 'react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createQueryClient } from '@/lib/query-client.ts'
import { setToken } from '@/lib/storage.ts'
import { button, click } from '@/testing/events.ts'
import { mount, waitFor } from '@/testing/render.tsx'
import { DashouCenterRoute } from './dashou-center.tsx'

const SUMMARY: WorkerCenterSummary = {
  userId: 8,
  nickName: '阿杰打手',
  avatar: '/boot/files/seed/avatar-default.svg',
  level: 1,
  levelName: '金牌打手',
  region: '0',
  rating: '5.00',
  completedOrders: 63,
  membershipExpiresAt: '2027-11-22',
  membershipValid: true,
  deposit: 50_000,
  minDeposit: 10_000,
  availableBalance: 48_400,
  frozenBalance: 6_000,
  fineAmount: 2_000,
  onDuty: true,
  counts: { inService: 2, pendingSettlement: 1, settled: 9, all: 12, qq: 5, wechat: 7 },
}
const H5_CONFIG = JSON.stringify({
  platformAnnouncement: '<p><strong>接单须知</strong></p><script>x()</script>',
})

let summary: WorkerCenterSummary | null
const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
  const path = String(input).split('?')[0]!
  if (path === '/boot/v1/dEsports/worker/workerCenterSummary') {
    return Response.json(
      summary ? { code: 0, msg: '', data: summary } : { code: 1, msg: '您还不是打手', data: null },
    )
  }
  if (path === '/boot/v1/dEsports/public/wxH5Config')
    return Response.json({ code: 0, msg: '', data: H5_CONFIG })
  if (path === '/boot/v1/dEsports/orderChat/unread')
    return Response.json({ code: 0, msg: '', data: { unread: 120 } })
  if (path === '/boot/v1/dEsports/notifications/unread')
    return Response.json({ code: 0, msg: '', data: { unread: 0 } })
  if (path === '/boot/v1/dEsports/worker/onDuty') {
    const { onDuty } = JSON.parse(String(init?.body)) as { onDuty: boolean }
    return onDutyRefused
      ? Response.json({ code: 1, msg: '您还不是打手', data: null })
      : Response.json({ code: 0, msg: '', data: { onDuty } })
  }
  return Response.json({ code: 1, msg: 'unexpected', data: null })
})
let onDutyRefused = false

function open() {
  const router = createMemoryRouter(
    [
      { path: '/dashou-center', Component: DashouCenterRoute },
      { path: '*', element: <p>别的页面</p> },
    ],
    { initialEntries: ['/dashou-center'] },
  )
  mount(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
  return router
}

const text = () => document.body.textContent ?? ''
const links = (block: string) =>
  [...document.querySelectorAll(`section[aria-label="${block}"] li a`)].map((cell) => [
    cell.textContent,
    cell.getAttribute('href'),
  ])

beforeEach(() => {
  summary = { ...SUMMARY }
  fetchMock.mockClear()
  vi.stubGlobal('fetch', fetchMock)
  setToken('tok-1')
})

afterEach(() => {
  act(() => Toast.clear())
  vi.unstubAllGlobals()
})

describe('/dashou-center', () => {
  it('shows the worker, membership expiry, and counts that lead to their lists', async () => {
    open()
    await waitFor(() => expect(text()).toContain('阿杰打手'))
    expect(text()).toContain('ID 8')
    expect(text()).toContain('会员到期：2027-11-22')
    expect(links('我的订单')).toEqual([
      ['2服务中', '/worker-order-list?bizStatus=1'],
      ['1待结算', '/worker-order-list?bizStatus=2'],
      ['9已结算', '/worker-order-list?bizStatus=3'],
    ])
    expect(links('接单大厅')).toEqual([
      ['12全部', '/reception-hall'],
      ['5QQ区', '/reception-hall?gameRegion=0'],
      ['7微信区', '/reception-hall?gameRegion=1'],
    ])
    expect(links('我的资金')).toEqual([
      ['500.00保证金（元）', '/recharge'],
      ['484.00可用余额（元）', '/balance-management'],
    ])
    expect(text()).toContain('20.00罚款金额（元）')
    expect(document.querySelector('[role="alert"]')).toBeNull()
  })

  it('shows 消息 with the unread count, capped at 99+', async () => {
    open()
    await waitFor(() => expect(document.querySelector('a[aria-label="消息，120条未读"]')).not.toBeNull())
    const entry = document.querySelector('a[aria-label="消息，120条未读"]')!
    expect(entry.getAttribute('href')).toBe('/messages')
    expect(entry.querySelector('.adm-badge')?.textContent).toBe('99+')
  })

  it('has the notification bell in its bar, without a badge when all is read', async () => {
    open()
    await waitFor(() => expect(document.querySelector('.adm-nav-bar a[aria-label="通知"]')).not.toBeNull())
    const bell = document.querySelector('.adm-nav-bar a[aria-label="通知"]')!
    expect(bell.getAttribute('href')).toBe('/notifications')
    expect(bell.querySelector('.adm-badge')).toBeNull()
  })

  it('renders the announcement cleaned and marks the current level', async () => {
    open()
    await waitFor(() => expect(text()).toContain('接单须知'))
    expect(document.querySelector('section[aria-label="平台公告"] script')).toBeNull()
    const current = [...document.querySelectorAll('.adm-collapse-panel-header')].find((header) =>
      header.textContent?.includes('当前等级'),
    )
    expect(current?.textContent).toContain('金牌打手')
  })

  it('warns when the deposit is short and the membership missing, each with its way out', async () => {
    summary = { ...SUMMARY, deposit: 0, membershipExpiresAt: '', membershipValid: false }
    open()
    await waitFor(() => expect(document.querySelector('[role="alert"]')).not.toBeNull())
    const alert = document.querySelector('[role="alert"]')!
    expect(alert.textContent).toContain('未开通会员，开通后才能接单')
    expect(alert.textContent).toContain('未缴纳保证金，需缴纳至少100元才能接单')
    expect([...alert.querySelectorAll('a')].map((link) => link.getAttribute('href'))).toEqual([
      '/pay-membership',
      '/recharge',
    ])
    expect(text()).toContain('未开通会员')
  })

  it('keeps the on-duty switch on the server: shown at once, put back when refused', async () => {
    open()
    await waitFor(() => expect(text()).toContain('接单中'))
    click(document.querySelector('[role="switch"]'))
    await waitFor(() => expect(text()).toContain('休息中'))
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/worker/onDuty'))).toBe(true),
    )
    const [, init] = fetchMock.mock.calls.find(([url]) => String(url).includes('/worker/onDuty'))!
    expect(JSON.parse(String(init?.body))).toEqual({ onDuty: false })

    onDutyRefused = true
    click(document.querySelector('[role="switch"]'))
    const dutyCalls = () => fetchMock.mock.calls.filter(([url]) => String(url).includes('/worker/onDuty'))
    await waitFor(() => expect(dutyCalls()).toHaveLength(2))
    await waitFor(() => expect(text()).toContain('休息中'))
    onDutyRefused = false
  })

  it('offers a retry when the center cannot load', async () => {
    summary = null
    open()
    await waitFor(() => expect(text()).toContain('打手中心加载失败'))
    expect(text()).toContain('您还不是打手')
    summary = { ...SUMMARY }
    click(button('重新加载'))
    await waitFor(() => expect(text()).toContain('阿杰打手'))
  })
})
