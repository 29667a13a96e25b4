// @vitest-environment jsdom
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, beforeAll, beforeEach, describe, expect, it, type Mock } from 'vitest'
import {
  button,
  cleanup,
  click,
  fakeServer,
  polyfillBrowser,
  render,
  typeInto,
  waitFor,
} from '@/testing/console-test-kit.tsx'
import { OrdersRoute } from './orders.tsx'

const ROW = {
  id: 7,
  orderNum: 'DJ2026112130477117',
  outTradeNo: 'DJ2026112130477117',
  title: '和平精英 技术陪玩 3局',
  gameName: '和平精英',
  gameRegion: '1',
  amount: 2500,
  workerAmount: 2000,
  quantity: 1,
  status: 1,
  bizStatus: 1,
  refundStatus: 0,
  stateLabel: '服务中',
  orderType: 0,
  customerId: 7,
  customerName: '新客户小王',
  customerPhone: '13900000001',
  workerId: 8,
  workerName: '阿杰打手',
  createTime: '2026-11-22 07:17:27',
  paidTime: '2026-11-22 06:30:27',
}

const GAMES = [{ id: 2, name: '和平精英', icon: '', sort: 2, enabled: true, productCount: 3 }]

beforeAll(polyfillBrowser)

let fetchMock: Mock
let router: ReturnType<typeof createMemoryRouter>

function open(address: string) {
  router = createMemoryRouter(
    [
      { path: '/orders', element: <OrdersRoute section={{ title: '订单', description: '' }} /> },
      { path: '/orders/:orderId', element: <p>order page</p> },
    ],
    { initialEntries: [address] },
  )
  render(<RouterProvider router={router} />)
}

/** What the page asked the server for, as the list query string (without the page's defaults). */
const orderRequests = () =>
  fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === '/boot/admin/orders')
    .map((url) => Object.fromEntries(url.searchParams))

const address = () => Object.fromEntries(new URLSearchParams(router.state.location.search))

beforeEach(() => {
  fetchMock = fakeServer((path) =>
    path === '/games' ? { data: GAMES } : { data: { total: 41, list: [ROW] } },
  )
})

afterEach(cleanup)

describe('OrdersRoute', { timeout: 20_000 }, () => {
  it('asks the server for the list the address names and shows its filters', async () => {
    open('/orders?state=inService&keyword=139&worker=阿杰&gameId=2&from=2026-11-01&to=2026-11-30&page=2')
    await waitFor(() => expect(document.body.textContent).toContain('DJ2026112130477117'))
    expect(orderRequests().at(-1)).toEqual({
      state: 'inService',
      keyword: '139',
      worker: '阿杰',
      gameId: '2',
      from: '2026-11-01',
      to: '2026-11-30',
      page: '2',
      pageSize: '20',
    })
    expect(
      document.querySelector<HTMLInputElement>('input[aria-label="搜索订单号、客户手机号或昵称"]')?.value,
    ).toBe('139')
    expect(document.querySelector<HTMLInputElement>('input[aria-label="搜索打手手机号或昵称"]')?.value).toBe(
      '阿杰',
    )
    expect(document.querySelector('.ant-tabs-tab-active')?.textContent).toBe('服务中')
    const days = [...document.querySelectorAll<HTMLInputElement>('.ant-picker-range input')].map(
      (input) => input.value,
    )
    expect(days).toEqual(['2026-11-01', '2026-11-30'])
  })

  it('writes a new state into the address and starts again on the first page', async () => {
    open('/orders?keyword=139&page=3')
    await waitFor(() => expect(document.body.textContent).toContain('DJ2026112130477117'))
    const tab = [...document.querySelectorAll<HTMLElement>('.ant-tabs-tab-btn')].find(
      (node) => node.textContent === '待完成',
    )
    click(tab!)
    await waitFor(() => expect(address()).toEqual({ state: 'toConfirm', keyword: '139' }))
    await waitFor(() =>
      expect(orderRequests().at(-1)).toMatchObject({ state: 'toConfirm', keyword: '139', page: '1' }),
    )
  })

  it('writes a worker search into the address, keeping the other filters', async () => {
    open('/orders?state=waiting&gameId=2')
    await waitFor(() => expect(document.body.textContent).toContain('DJ2026112130477117'))
    const worker = document.querySelector<HTMLInputElement>('input[aria-label="搜索打手手机号或昵称"]')!
    typeInto(worker, '  13900000002 ')
    const searchButton = worker
      .closest('.ant-input-search')
      ?.querySelector<HTMLButtonElement>('.ant-input-search-btn')
    click(searchButton!)
    await waitFor(() => expect(address()).toEqual({ state: 'waiting', gameId: '2', worker: '13900000002' }))
  })

  it('clears every filter but the state', async () => {
    open('/orders?state=completed&keyword=139&worker=阿杰&from=2026-11-01&to=2026-11-30')
    await waitFor(() => expect(document.body.textContent).toContain('DJ2026112130477117'))
    click(button('清除筛选'))
    await waitFor(() => expect(address()).toEqual({ state: 'completed' }))
  })

  it('opens the order page from a row', async () => {
    open('/orders?state=inService')
    await waitFor(() => expect(document.body.textContent).toContain('DJ2026112130477117'))
    click(button('详情'))
    await waitFor(() => expect(router.state.location.pathname).toBe('/orders/7'))
    expect(router.state.location.state).toEqual({ search: '?state=inService' })
  })
})
