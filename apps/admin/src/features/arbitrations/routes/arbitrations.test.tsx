// @vitest-environment jsdom
import { ArbitrationStatus, DEFAULT_QUEUE_SETTINGS } from '@dianjing/shared'
import { act } from 'react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, beforeAll, describe, expect, it, type Mock } from 'vitest'
import {
  buttons,
  cleanup,
  click,
  fakeServer,
  polyfillBrowser,
  render,
  waitFor,
} from '@/testing/console-test-kit.tsx'
import { arbitrationRow, shanghaiTime } from '../testing.ts'
import { ArbitrationsRoute } from './arbitrations.tsx'

/** Opened long before the target (一天): red. */
const OVERDUE = arbitrationRow()
/** Opened ten minutes ago by the worker, evidence still taken: within the target. */
const FRESH = arbitrationRow({
  id: 6,
  orderId: 9,
  orderNum: 'DJ2026112400000009',
  openedBy: 'worker',
  reason: '客户不确认完成',
  createTime: shanghaiTime(10),
  evidenceDueTime: '2026-11-24 18:30:00',
  evidenceOpen: true,
  evidenceCount: { customer: 0, worker: 3 },
  waitingMinutes: 10,
  overdue: false,
})
const RULED = arbitrationRow({ id: 4, orderNum: 'DJ2026111800000004', status: ArbitrationStatus.ruled })

let fetchMock: Mock
let router: ReturnType<typeof createMemoryRouter>

function open(role: string, address = '/arbitrations') {
  fetchMock = fakeServer((path, _init, query) => {
    if (path === '/auth/me') return { data: { id: 3, phone: '13700000003', name: '运营小周', role } }
    if (path === '/queue-settings') return { data: DEFAULT_QUEUE_SETTINGS }
    if (query.get('status') === 'ruled') return { data: { total: 1, list: [RULED] } }
    return { data: { total: 2, list: [OVERDUE, FRESH] } }
  })
  router = createMemoryRouter(
    [
      {
        path: '/arbitrations',
        element: <ArbitrationsRoute section={{ title: '仲裁处理', description: '' }} />,
      },
      { path: '/arbitrations/:id', element: <p>arbitration page</p> },
      { path: '/orders/:orderId', element: <p>order page</p> },
    ],
    { initialEntries: [address] },
  )
  render(<RouterProvider router={router} />)
}

const requests = () =>
  fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === '/boot/admin/arbitrations')

/** The list's request (pageSize 1 is the tab's count). */
const listRequest = () =>
  requests()
    .filter((url) => url.searchParams.get('pageSize') !== '1')
    .at(-1)!

const rows = () => [...document.querySelectorAll<HTMLElement>('.ant-table-tbody tr.ant-table-row')]

beforeAll(polyfillBrowser)
afterEach(cleanup)

describe('ArbitrationsRoute', { timeout: 20_000 }, () => {
  it('lists what waits for a ruling, oldest first, in red past the target', async () => {
    open('finance')
    await waitFor(() => expect(rows()).toHaveLength(2))
    expect(listRequest().searchParams.get('status')).toBe('open')
    expect(listRequest().searchParams.get('sort')).toBeNull()
    const [overdue, fresh] = rows()
    expect(overdue!.querySelector('.ant-typography-danger')?.textContent).toMatch(/天/)
    expect(fresh!.querySelector('.ant-typography-danger')).toBeNull()
    expect(fresh!.textContent).toContain('10分钟')

    expect(overdue!.textContent).toContain('¥12,500.00')
    expect(overdue!.textContent).toContain('王者荣耀 钻石到星耀 代练')
    expect(overdue!.textContent).toContain('新客户小王阿杰打手')
    expect(overdue!.textContent).toContain('客户打手三天没有上号')
    expect(overdue!.textContent).toContain('客户 2 份打手 1 份')
    expect(overdue!.textContent).toContain('举证结束')
    expect(fresh!.textContent).toContain('打手客户不确认完成')
    expect(fresh!.textContent).toContain('举证中截止 11-24 18:30')
    // The tab counts what waits.
    await waitFor(() =>
      expect(document.querySelector('.ant-tabs-tab .ant-badge-count')?.textContent).toBe('2'),
    )
  })

  it('switches to newest first by the server, keeping it in the address', async () => {
    open('operator')
    await waitFor(() => expect(rows()).toHaveLength(2))
    const newest = [...document.querySelectorAll<HTMLElement>('.ant-segmented-item')].find((item) =>
      item.textContent?.includes('最新发起在前'),
    )!
    act(() => newest.querySelector('input')!.click())
    await waitFor(() => expect(listRequest().searchParams.get('sort')).toBe('newest'))
    expect(new URLSearchParams(router.state.location.search).get('sort')).toBe('newest')
  })

  it('opens the order from its number and the arbitration from 处理', async () => {
    open('operator')
    await waitFor(() => expect(rows()).toHaveLength(2))
    const link = rows()[0]!.querySelector<HTMLAnchorElement>('a')!
    expect(link.getAttribute('href')).toBe('/orders/7')
    click(buttons('处理')[0]!)
    await waitFor(() => expect(router.state.location.pathname).toBe('/arbitrations/5'))
    expect(router.state.location.state).toEqual({ from: '/arbitrations' })
  })

  it('shows the ruled ones on 已裁决 without a wait', async () => {
    open('finance', '/arbitrations?status=ruled')
    await waitFor(() => expect(rows()).toHaveLength(1))
    expect(listRequest().searchParams.get('status')).toBe('ruled')
    expect(rows()[0]!.textContent).toContain('DJ2026111800000004')
    expect(document.querySelector('th')?.parentElement?.textContent).not.toContain('已等待')
    expect(buttons('查看')).toHaveLength(1)
  })

  it('shows support the queue to read, saying who rules', async () => {
    open('support')
    await waitFor(() => expect(rows()).toHaveLength(2))
    await waitFor(() => expect(document.body.textContent).toContain('裁决由运营或财务处理'))
    expect(buttons('处理')).toHaveLength(0)
    expect(buttons('查看')).toHaveLength(2)
  })
})
