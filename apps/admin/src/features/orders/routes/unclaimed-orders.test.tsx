// @vitest-environment jsdom
import { DEFAULT_QUEUE_SETTINGS } from '@dianjing/shared'
import { act } from 'react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, beforeAll, describe, expect, it, type Mock } from 'vitest'
import {
  button,
  cleanup,
  click,
  fakeServer,
  modal,
  polyfillBrowser,
  render,
  typeInto,
  waitFor,
} from '@/testing/console-test-kit.tsx'
import { UnclaimedOrdersRoute } from './unclaimed-orders.tsx'

/** Paid long before now: past any target. */
const ROW = {
  id: 31,
  orderNum: 'DJ2026112200000031',
  outTradeNo: 'DJ2026112200000031',
  title: '王者荣耀 上分 5局',
  gameName: '王者荣耀',
  gameRegion: '0',
  amount: 8800,
  workerAmount: 7040,
  quantity: 1,
  status: 1,
  bizStatus: 0,
  refundStatus: 0,
  stateLabel: '待接单',
  orderType: 0,
  customerId: 7,
  customerName: '急单老板',
  customerPhone: '13900000001',
  workerId: null,
  workerName: '',
  createTime: '2026-11-20 10:00:00',
  paidTime: '2026-11-20 10:00:05',
  completeTime: '',
  settleTime: '',
  settledBy: '',
}

const worker = (userId: number, nickName: string, orderBlock = '') => ({
  userId,
  nickName,
  phone: `1390000000${userId}`,
  realName: nickName,
  region: '0',
  level: 0,
  levelName: '打手',
  rating: '5.00',
  completedOrders: 3,
  membershipExpiresAt: '2027-11-22',
  deposit: 10000,
  availableBalance: 0,
  frozenBalance: 0,
  fineOwed: 0,
  status: 0,
  orderBlock,
  createTime: '2026-11-01 10:00:00',
})

const WORKERS = [worker(8, '阿杰打手'), worker(9, '欠费打手', '会员已过期')]

let fetchMock: Mock
let router: ReturnType<typeof createMemoryRouter>

function open(role: string, address = '/unclaimed-orders') {
  fetchMock = fakeServer((path, init) => {
    if (path === '/auth/me') return { data: { id: 3, phone: '13700000003', name: '运营小周', role } }
    if (path === '/queue-settings') return { data: DEFAULT_QUEUE_SETTINGS }
    if (path === '/workers') return { data: { total: WORKERS.length, list: WORKERS } }
    if (path === `/orders/${ROW.id}/reassign` && init?.method === 'POST') return { msg: '已改派', data: null }
    return { data: { total: 1, list: [ROW] } }
  })
  router = createMemoryRouter(
    [
      {
        path: '/unclaimed-orders',
        element: <UnclaimedOrdersRoute section={{ title: '待派单', description: '' }} />,
      },
      { path: '/orders/:orderId', element: <p>order page</p> },
    ],
    { initialEntries: [address] },
  )
  render(<RouterProvider router={router} />)
}

const requests = (pathname: string) =>
  fetchMock.mock.calls
    .map(([input, init]) => ({ url: new URL(String(input), 'http://localhost'), init: init as RequestInit }))
    .filter(({ url }) => url.pathname === `/boot/admin${pathname}`)

/** Opens an antd select and types into its search. */
function searchSelect(container: HTMLElement, text: string) {
  const select = container.querySelector<HTMLElement>('.ant-select')!
  act(() => {
    select.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }))
  })
  typeInto(container.querySelector<HTMLInputElement>('.ant-select input')!, text)
}

const options = () => [...document.querySelectorAll<HTMLElement>('.ant-select-item-option')]

beforeAll(polyfillBrowser)
afterEach(cleanup)

describe('UnclaimedOrdersRoute', { timeout: 20_000 }, () => {
  it('lists the queue oldest first, the wait in red past its target, and sorts by the server', async () => {
    open('operator')
    await waitFor(() => expect(document.body.textContent).toContain('DJ2026112200000031'))
    expect(requests('/orders/unclaimed').at(-1)!.url.searchParams.get('sort')).toBeNull()
    const wait = document.querySelector('.ant-typography-danger')
    expect(wait?.textContent).toMatch(/天/)
    const amountHeader = [...document.querySelectorAll<HTMLElement>('th')].find((th) =>
      th.textContent?.includes('金额'),
    )!
    click(amountHeader)
    await waitFor(() =>
      expect(requests('/orders/unclaimed').at(-1)!.url.searchParams.get('sort')).toBe('amountAsc'),
    )
    expect(new URLSearchParams(router.state.location.search).get('sort')).toBe('amountAsc')
  })

  it('dispatches to a worker who may take orders, with a reason picked from the templates', async () => {
    open('operator')
    await waitFor(() => expect(document.body.textContent).toContain('DJ2026112200000031'))
    click(button('派单'))
    await waitFor(() => expect(modal().textContent).toContain('派单后订单直接进入服务中'))

    // Without a worker and a reason nothing is sent.
    click(button('确认派单', modal()))
    await waitFor(() => expect(modal().textContent).toContain('请选择打手'))
    expect(modal().textContent).toContain('请填写派单理由')

    searchSelect(modal(), '打手')
    await waitFor(() => expect(options().length).toBe(2))
    const [able, blocked] = options()
    expect(blocked!.className).toContain('disabled')
    expect(blocked!.textContent).toContain('不可接单：会员已过期')
    act(() => able!.click())

    const template = [...modal().querySelectorAll<HTMLElement>('.ant-tag')].find(
      (tag) => tag.textContent === DEFAULT_QUEUE_SETTINGS.reasonTemplates.dispatch[0],
    )!
    click(template)
    click(button('确认派单', modal()))
    await waitFor(() => expect(requests(`/orders/${ROW.id}/reassign`)).toHaveLength(1))
    expect(JSON.parse(String(requests(`/orders/${ROW.id}/reassign`)[0]!.init.body))).toEqual({
      workerId: 8,
      reason: DEFAULT_QUEUE_SETTINGS.reasonTemplates.dispatch[0],
    })
    await waitFor(() => expect(document.body.textContent).toContain('已改派'))
  })

  it('shows support the queue without 派单, and says who dispatches', async () => {
    open('support')
    await waitFor(() => expect(document.body.textContent).toContain('DJ2026112200000031'))
    expect(document.body.textContent).toContain('派单由运营处理')
    expect(() => button('派单')).toThrow()
  })
})
