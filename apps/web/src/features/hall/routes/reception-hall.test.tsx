import { FulfilmentMessages } from '@dianjing/shared'
import { QueryClientProvider } from '@tanstack/react-query'
import { Toast } from 'antd-mobile'
import { act } from 'react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createQueryClient } from '@/lib/query-client.ts'
import { setToken } from '@/lib/storage.ts'
import { button, click, typeInto } from '@/testing/events.ts'
import { mount, waitFor } from '@/testing/render.tsx'
import { workerOrder } from '../testing/worker-order.ts'
import { NO_MATCH, ReceptionHallRoute } from './reception-hall.tsx'

const HALL = [
  workerOrder({
    id: 2,
    outTradeNo: 'DJ20261122071727483920',
    orderNum: '20261122071727483920',
    orderType: 2,
    gameRegion: '0',
    bizStatus: 0,
    customer: undefined,
  }),
  workerOrder({
    id: 1,
    outTradeNo: 'DJ1',
    orderNum: '1',
    gameRegion: '1',
    bizStatus: 0,
    customer: undefined,
  }),
]
let refusal: string | null
const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
  const url = new URL(String(input), 'http://app.test')
  if (url.pathname === '/boot/v1/dEsports/wxOrder/receivingOrderList') {
    if (refusal) return Response.json({ code: 1, msg: refusal, data: null })
    const region = url.searchParams.get('gameRegion')
    const keyword = url.searchParams.get('keyword')
    const list = HALL.filter(
      (order) => (!region || order.gameRegion === region) && (!keyword || order.outTradeNo === keyword),
    )
    return Response.json({ code: 0, msg: '', data: { total: list.length, list, nextCursor: '' } })
  }
  return Response.json({ code: 1, msg: 'unexpected', data: null })
})
const hallCalls = () =>
  fetchMock.mock.calls
    .map(([url]) => String(url))
    .filter((url) => url.startsWith('/boot/v1/dEsports/wxOrder/receivingOrderList'))

function open(entry = '/reception-hall') {
  const router = createMemoryRouter(
    [
      { path: '/reception-hall', Component: ReceptionHallRoute },
      { path: '/worker-receiving-order-details', element: <p>接单详情页</p> },
      { path: '/mine', element: <p>我的页</p> },
    ],
    { initialEntries: [entry] },
  )
  mount(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
  return router
}

const text = () => document.body.textContent ?? ''
const cards = () => [...document.querySelectorAll('article')]

beforeEach(() => {
  refusal = null
  fetchMock.mockClear()
  vi.stubGlobal('fetch', fetchMock)
  setToken('tok-1')
})

afterEach(() => {
  act(() => Toast.clear())
  vi.unstubAllGlobals()
})

describe('/reception-hall', () => {
  it('lists the hall with the fee, the designated tag and the end of the list', async () => {
    open()
    await waitFor(() => expect(cards()).toHaveLength(2))
    expect(hallCalls()[0]).toBe('/boot/v1/dEsports/wxOrder/receivingOrderList?pageNum=1&pageSize=20')
    expect(cards()[0]!.textContent).toContain('指定给你')
    expect(cards()[0]!.textContent).toContain('服务费¥20.00')
    // The number a worker can search by, and tell support.
    expect(cards()[0]!.textContent).toContain('订单号 20261122071727483920')
    expect(cards()[1]!.textContent).not.toContain('指定给你')
    await waitFor(() => expect(text()).toContain('没有更多了'))
  })

  it('opens the region tab the address names (the worker center links with it)', async () => {
    open('/reception-hall?gameRegion=1')
    await waitFor(() => expect(cards()).toHaveLength(1))
    expect(hallCalls()[0]).toBe(
      '/boot/v1/dEsports/wxOrder/receivingOrderList?gameRegion=1&pageNum=1&pageSize=20',
    )
    expect(document.querySelector('.adm-tabs-tab-active')?.textContent).toBe('微信区')
  })

  it('searches by number once typing pauses', async () => {
    const router = open()
    await waitFor(() => expect(cards()).toHaveLength(2))
    typeInto(document.querySelector('input')!, 'DJ1')
    await waitFor(() => expect(cards()).toHaveLength(1))
    expect(hallCalls().at(-1)).toBe(
      '/boot/v1/dEsports/wxOrder/receivingOrderList?keyword=DJ1&pageNum=1&pageSize=20',
    )
    expect(router.state.location.search).toBe('?keyword=DJ1')
  })

  it('opens an order from 查看', async () => {
    const router = open()
    await waitFor(() => expect(cards()).toHaveLength(2))
    click(button('查看', cards()[1]))
    await waitFor(() => expect(text()).toContain('接单详情页'))
    expect(router.state.location.search).toBe('?outTradeNo=DJ1')
  })

  it('shows 暂无可接订单 when nothing is waiting, and how the search matches', async () => {
    open('/reception-hall?keyword=nothing')
    await waitFor(() => expect(text()).toContain('暂无可接订单'))
    expect(text()).toContain(NO_MATCH)
  })

  it('tells a non-worker why, with the way back to 我的', async () => {
    refusal = FulfilmentMessages.notApproved
    const router = open()
    await waitFor(() => expect(button('返回我的')).toBeDefined())
    expect(text()).toContain(FulfilmentMessages.notApproved)
    click(button('返回我的'))
    await waitFor(() => expect(router.state.location.pathname).toBe('/mine'))
  })
})
