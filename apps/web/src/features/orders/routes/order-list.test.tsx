import type { OrderView } from '@dianjing/shared'
import { QueryClientProvider } from '@tanstack/react-query'
import { Dialog, Toast } from 'antd-mobile'
import { act } from 'react'
import { Route, Routes, useLocation } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createQueryClient } from '@/lib/query-client.ts'
import { setToken } from '@/lib/storage.ts'
import { button, click } from '@/testing/events.ts'
import { render, waitFor } from '@/testing/render.tsx'
import { customerOrder, noProgress } from '../testing/customer-order.ts'
import { OrderListRoute } from './order-list.tsx'

let orders: OrderView[]
const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
  const path = String(input).split('?')[0]
  if (path === '/boot/v1/dEsports/wxOrder/myOrderList')
    return Response.json({ code: 0, msg: '', data: orders })
  if (path === '/boot/v1/dEsports/wxOrder/progress') {
    const orderId = Number(new URL(String(input), 'http://app').searchParams.get('orderId'))
    return Response.json({ code: 0, msg: '', data: noProgress(orderId) })
  }
  if (path === '/boot/v1/dEsports/wxOrder/confirmComplete') {
    const { orderId } = JSON.parse(String(init?.body)) as { orderId: number }
    orders = orders.map((candidate) =>
      candidate.id === orderId ? { ...candidate, bizStatus: 3 } : candidate,
    )
    return Response.json({ code: 0, msg: '已确认完成', data: null })
  }
  return Response.json({ code: 1, msg: 'unexpected', data: null })
})
const posts = (path: string) =>
  fetchMock.mock.calls
    .filter(([url]) => String(url) === path)
    .map(([, init]) => JSON.parse(String(init?.body)))

const dialog = () => document.querySelector('.adm-dialog')
const text = () => document.body.textContent ?? ''

beforeEach(() => {
  orders = [customerOrder(1, {}), customerOrder(2, { bizStatus: 3, reviewStars: 4, attachment: '' })]
  fetchMock.mockClear()
  vi.stubGlobal('fetch', fetchMock)
  setToken('tok')
})

afterEach(() => {
  act(() => {
    Dialog.clear()
    Toast.clear()
  })
  vi.unstubAllGlobals()
})

function open(route = '/order-list?status=1') {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <OrderListRoute />
    </QueryClientProvider>,
    { route },
  )
}

const listedStatuses = () =>
  fetchMock.mock.calls
    .map(([url]) => new URL(String(url), 'http://app').searchParams.get('status'))
    .filter((status) => status !== null)
const activeTab = () => document.querySelector('.adm-tabs-tab-active')?.textContent

describe('/order-list: the 退款/售后 tab', () => {
  it('is where /mine’s 退款/售后 count leads: it asks for the orders with a refund story', async () => {
    orders = [customerOrder(3, { bizStatus: 0, refundStatus: 1, refundReason: '临时有事', attachment: '' })]
    open('/order-list?status=refund')
    await waitFor(() => expect(text()).toContain('订单3'))
    expect(activeTab()).toBe('退款/售后')
    expect(listedStatuses()).toEqual(['refund'])
    // The spec's tabs stay as they were, the new one after them.
    const tabs = [...document.querySelectorAll('.adm-tabs-tab')].map((tab) => tab.textContent)
    expect(tabs).toEqual(['全部', '待付款', '已付款', '已退款', '退款/售后'])
  })

  it('says what is missing on an empty tab, never antd-mobile’s stock words', async () => {
    orders = []
    open('/order-list?status=4')
    await waitFor(() => expect(text()).toContain('暂无退款订单'))
    expect(text()).not.toContain('待会来试试')
  })

  it('keeps the spec’s 暂无订单 for the all tab', async () => {
    orders = []
    open('/order-list?status=all')
    await waitFor(() => expect(text()).toContain('暂无订单'))
    expect(text()).not.toContain('待会来试试')
  })
})

describe('/order-list: confirming and rating', () => {
  it('shows the proof, the automatic confirmation and the stars already given', async () => {
    open()
    await waitFor(() => expect(button('确认完成')).toBeDefined())
    expect(document.querySelectorAll('[aria-label="服务凭证"] img')).toHaveLength(2)
    expect(text()).toContain('打手已于 11-22 07:17 完成服务，24小时后将自动确认')
    expect(document.querySelector('[aria-label="4 星"]')).not.toBeNull()
    expect(button('评价')).toBeUndefined()
  })

  it('confirms after the customer agrees, then offers the review', async () => {
    open()
    await waitFor(() => expect(button('确认完成')).toBeDefined())
    click(button('确认完成'))
    await waitFor(() => expect(dialog()?.textContent).toContain('确认后服务费将结算给打手'))
    click(button('确认完成', dialog()!))
    await waitFor(() => expect(text()).toContain('已确认完成'))
    expect(posts('/boot/v1/dEsports/wxOrder/confirmComplete')).toEqual([{ orderId: 1 }])
    await waitFor(() => expect(button('评价')).toBeDefined())
  })

  it('sends nothing when the customer waits', async () => {
    open()
    await waitFor(() => expect(button('确认完成')).toBeDefined())
    click(button('确认完成'))
    await waitFor(() => expect(dialog()).not.toBeNull())
    click(button('再等等', dialog()!))
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)))
    expect(posts('/boot/v1/dEsports/wxOrder/confirmComplete')).toEqual([])
  })
})

describe('/order-list: 联系打手', () => {
  it('is offered once a worker accepted the order, on the card and in its details, and opens the chat', async () => {
    orders = [
      customerOrder(1, {}),
      customerOrder(3, { bizStatus: 0, attachment: '', workerUserIdNickName: '自动安排' }),
    ]
    render(
      <QueryClientProvider client={createQueryClient()}>
        <Routes>
          <Route path="/order-list" element={<OrderListRoute />} />
          <Route path="/order-chat" element={<p>聊天页 orderId=1</p>} />
        </Routes>
      </QueryClientProvider>,
      { route: '/order-list?status=1' },
    )
    await waitFor(() => expect(text()).toContain('订单3'))
    const card = (number: string) => document.querySelector(`article[aria-label="订单 ${number}"]`)!
    expect(button('联系打手', card('DJ3'))).toBeUndefined()
    expect(button('联系打手', card('DJ1'))).toBeDefined()

    click(card('DJ1').querySelector('button'))
    await waitFor(() => expect(button('联系打手', document.querySelector('.adm-popup')!)).toBeDefined())
    click(button('联系打手', card('DJ1')))
    await waitFor(() => expect(text()).toContain('聊天页 orderId=1'))
  })
})

describe('/order-list?outTradeNo: a notification’s link', () => {
  it('opens that order’s details over the list, and closing them leaves the list', async () => {
    const linked = customerOrder(2, { bizStatus: 3, attachment: '' })
    const details = vi.fn(async () => Response.json({ code: 0, msg: '', data: linked }))
    const fallback = fetchMock.getMockImplementation()!
    fetchMock.mockImplementation(async (input, init) =>
      String(input).startsWith('/boot/v1/dEsports/wxOrder/orderDetails') ? details() : fallback(input, init),
    )
    open(`/order-list?outTradeNo=${linked.outTradeNo}`)
    await waitFor(() => expect(document.querySelector('.adm-popup')?.textContent).toContain('订单详情'))
    expect(document.querySelector('.adm-popup')?.textContent).toContain(linked.orderNum)
    expect(details).toHaveBeenCalledTimes(1)
    click(document.querySelector('.adm-popup-close-icon'))
    // Slid away, and not opened again by the address it came from.
    await waitFor(() =>
      expect(document.querySelector('.adm-popup-body')?.getAttribute('style')).toContain(
        'translate(0, 100%)',
      ),
    )
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)))
    expect(document.querySelector('.adm-popup-body')?.getAttribute('style')).toContain('translate(0, 100%)')
    fetchMock.mockImplementation(fallback)
  })
})

describe('/order-list: 协商/售后 and 取消订单 (issue 23)', () => {
  function openWithDispute() {
    render(
      <QueryClientProvider client={createQueryClient()}>
        <Routes>
          <Route path="/order-list" element={<OrderListRoute />} />
          <Route path="/order-dispute" element={<DisputeAddress />} />
        </Routes>
      </QueryClientProvider>,
      { route: '/order-list?status=1' },
    )
  }
  const card = (number: string) => document.querySelector(`article[aria-label="订单 ${number}"]`)!

  it('offers 协商/售后 on the card and in the details of an order in service, tagged while a dispute holds it', async () => {
    orders = [
      customerOrder(1, { bizStatus: 1, attachment: '', disputeStatus: 1 }),
      customerOrder(2, { bizStatus: 3, attachment: '' }),
    ]
    openWithDispute()
    await waitFor(() => expect(text()).toContain('订单2'))
    expect(card('DJ1').textContent).toContain('撤销待答复')
    expect(button('协商/售后', card('DJ2'))).toBeUndefined()

    click(card('DJ1').querySelector('button'))
    const popup = () => document.querySelector('.adm-popup')!
    await waitFor(() => expect(button('协商/售后', popup())).toBeDefined())
    expect(popup().textContent).toContain('服务中（撤销待答复）')
    click(button('协商/售后', popup()))
    await waitFor(() => expect(text()).toContain('协商页 ?orderId=1'))
  })

  it('offers a designated order not yet accepted 取消订单 instead of 申请退款, leading to the same page', async () => {
    orders = [customerOrder(4, { bizStatus: 0, orderType: 2, attachment: '', workerUserIdNickName: '阿杰' })]
    openWithDispute()
    await waitFor(() => expect(text()).toContain('订单4'))
    expect(button('申请退款', card('DJ4'))).toBeUndefined()
    click(button('取消订单', card('DJ4')))
    await waitFor(() => expect(text()).toContain('协商页 ?orderId=4'))
  })

  it('an order ended 协商完成 says what came back', async () => {
    orders = [customerOrder(5, { status: 5, bizStatus: 1, splitRefund: 6000, attachment: '' })]
    openWithDispute()
    await waitFor(() => expect(text()).toContain('订单5'))
    expect(card('DJ5').textContent).toContain('协商完成')
    expect(card('DJ5').textContent).toContain('已退还 ¥60.00')
  })
})

function DisputeAddress() {
  return <p>协商页 {useLocation().search}</p>
}
