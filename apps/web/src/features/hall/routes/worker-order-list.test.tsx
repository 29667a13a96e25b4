import { FulfilmentMessages, type WorkerOrderView, WorkerToasts } from '@dianjing/shared'
import { QueryClientProvider } from '@tanstack/react-query'
import { Dialog, Toast } from 'antd-mobile'
import { act } from 'react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createQueryClient } from '@/lib/query-client.ts'
import { setToken } from '@/lib/storage.ts'
import { button, click } from '@/testing/events.ts'
import { mount, waitFor } from '@/testing/render.tsx'
import { workerOrder } from '../testing/worker-order.ts'
import { WorkerOrderListRoute } from './worker-order-list.tsx'

let orders: Record<string, WorkerOrderView[]>
let completeAnswer: () => Response | Promise<Response>
const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
  const url = new URL(String(input), 'http://app.test')
  if (url.pathname === '/boot/v1/dEsports/wxOrder/workerAcceptOrderList')
    return Response.json({ code: 0, msg: '', data: orders[url.searchParams.get('bizStatus') ?? ''] ?? [] })
  if (url.pathname === '/boot/v1/dEsports/wxOrder/workerCompleteOrder') return completeAnswer()
  return Response.json({ code: 0, msg: '', data: null })
})
const calls = (path: string) =>
  fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith(path))

function open(entry = '/worker-order-list') {
  const router = createMemoryRouter(
    [
      { path: '/worker-order-list', Component: WorkerOrderListRoute },
      { path: '/worker-order-details', element: <p>订单详情页</p> },
      { path: '/order-chat', element: <p>聊天页</p> },
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
/** The newest dialog: an earlier one may still be fading out. */
const dialogButton = (label: string) => button(label, [...document.querySelectorAll('.adm-dialog')].at(-1))

beforeEach(() => {
  orders = {
    '1': [
      workerOrder({ id: 7, outTradeNo: 'DJ7', orderNum: 'DJ7', attachment: '/boot/files/a.png' }),
      workerOrder({ id: 8, outTradeNo: 'DJ8', orderNum: 'DJ8', attachment: '' }),
    ],
    '2': [workerOrder({ id: 9, bizStatus: 2, orderNum: 'DJ9', attachment: '/boot/files/a.png' })],
    '3': [],
  }
  completeAnswer = () => {
    orders['1'] = orders['1']!.filter((order) => order.id !== 7)
    return Response.json({ code: 0, msg: FulfilmentMessages.completed, data: null })
  }
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

describe('/worker-order-list', () => {
  it('opens the tab the address names and shows what a card needs', async () => {
    open('/worker-order-list?bizStatus=2')
    await waitFor(() => expect(cards()).toHaveLength(1))
    expect(calls('/boot/v1/dEsports/wxOrder/workerAcceptOrderList')).toEqual([
      '/boot/v1/dEsports/wxOrder/workerAcceptOrderList?bizStatus=2',
    ])
    const card = cards()[0]!.textContent
    for (const part of [
      '待结算',
      '2026-11-22 07:17:27',
      '和平精英 技术陪玩 3局',
      '三局带你吃鸡',
      '¥25.00',
      '数量 1',
      '微信区',
      '服务费 ¥20.00',
    ])
      expect(card).toContain(part)
    // Only in-service orders can be completed.
    expect(button('完成订单')).toBeUndefined()
  })

  it('shows the customer’s phone on the cards of orders the worker serves, to call or copy', async () => {
    const writeText = vi.fn(async () => undefined)
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } })
    open()
    await waitFor(() => expect(cards()).toHaveLength(2))
    expect(cards()[0]!.querySelector('a[href="tel:13900000001"]')?.textContent).toBe('13900000001')
    click(cards()[0]!.querySelector('button[aria-label="复制联系电话"]'))
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('13900000001'))
    // Copying is not opening the order.
    expect(text()).not.toContain('订单详情页')
  })

  it('shows no phone once the order is settled (the server no longer sends it)', async () => {
    orders['3'] = [workerOrder({ id: 10, bizStatus: 3, orderNum: 'DJ10', customer: undefined })]
    open('/worker-order-list?bizStatus=3')
    await waitFor(() => expect(cards()).toHaveLength(1))
    expect(cards()[0]!.textContent).not.toContain('客户电话')
    expect(cards()[0]!.querySelector('a[href^="tel:"]')).toBeNull()
  })

  it('offers 联系客户 on every order of the worker, opening that order’s chat', async () => {
    const router = open('/worker-order-list?bizStatus=2')
    await waitFor(() => expect(cards()).toHaveLength(1))
    click(button('联系客户', cards()[0]))
    await waitFor(() => expect(text()).toContain('聊天页'))
    expect(router.state.location.search).toBe('?orderId=9')
  })

  it('offers 完成订单 only on in-service orders that have proof', async () => {
    open()
    await waitFor(() => expect(cards()).toHaveLength(2))
    expect(button('完成订单', cards()[0])).toBeDefined()
    expect(button('完成订单', cards()[1])).toBeUndefined()
  })

  it('completes after a confirmation, says so and refreshes the list', async () => {
    open()
    await waitFor(() => expect(cards()).toHaveLength(2))
    click(button('完成订单', cards()[0]))
    await waitFor(() => expect(dialogButton('确认完成')).toBeDefined())
    expect(calls('/boot/v1/dEsports/wxOrder/workerCompleteOrder')).toHaveLength(0)
    click(dialogButton('确认完成'))
    await waitFor(() => expect(text()).toContain(FulfilmentMessages.completed))
    expect(calls('/boot/v1/dEsports/wxOrder/workerCompleteOrder')).toEqual([
      '/boot/v1/dEsports/wxOrder/workerCompleteOrder?orderId=7',
    ])
    await waitFor(() => expect(cards()).toHaveLength(1))
  })

  it('does nothing when the worker thinks again', async () => {
    open()
    await waitFor(() => expect(cards()).toHaveLength(2))
    click(button('完成订单', cards()[0]))
    await waitFor(() => expect(dialogButton('再看看')).toBeDefined())
    click(dialogButton('再看看'))
    await waitFor(() => expect(document.querySelector('.adm-dialog')).toBeNull())
    expect(calls('/boot/v1/dEsports/wxOrder/workerCompleteOrder')).toHaveLength(0)
    expect(cards()).toHaveLength(2)
  })

  it('shows the server refusal as it is', async () => {
    completeAnswer = () => Response.json({ code: 1, msg: FulfilmentMessages.proofRequired, data: null })
    open()
    await waitFor(() => expect(cards()).toHaveLength(2))
    click(button('完成订单', cards()[0]))
    await waitFor(() => expect(dialogButton('确认完成')).toBeDefined())
    click(dialogButton('确认完成'))
    await waitFor(() => expect(text()).toContain(FulfilmentMessages.proofRequired))
    expect(text()).not.toContain(WorkerToasts.completeOrderFailed)
  })

  it('says 完成订单失败，请重试 when there was no answer', async () => {
    completeAnswer = () => new Response('bad gateway', { status: 502 })
    open()
    await waitFor(() => expect(cards()).toHaveLength(2))
    click(button('完成订单', cards()[0]))
    await waitFor(() => expect(dialogButton('确认完成')).toBeDefined())
    click(dialogButton('确认完成'))
    await waitFor(() => expect(text()).toContain(WorkerToasts.completeOrderFailed))
  })

  it('shows 暂无订单 for an empty tab', async () => {
    open('/worker-order-list?bizStatus=3')
    await waitFor(() => expect(text()).toContain('暂无订单'))
  })

  it('tags an order a dispute holds, and shows what a 协商完成 order brought on 已结算', async () => {
    orders['1'] = [workerOrder({ id: 7, orderNum: 'DJ7', disputeStatus: 2 })]
    orders['3'] = [
      workerOrder({ id: 10, orderNum: 'DJ10', status: 5, bizStatus: 1, splitWorkerAmount: 1280 }),
    ]
    open()
    await waitFor(() => expect(cards()).toHaveLength(1))
    expect(cards()[0]!.textContent).toContain('仲裁中')
    expect(cards()[0]!.textContent).toContain('服务中')
    open('/worker-order-list?bizStatus=3')
    await waitFor(() => expect(text()).toContain('协商完成'))
    const settled = document.querySelector('article[aria-label="订单 DJ10"]')!
    expect(settled.textContent).toContain('协商所得 ¥12.80')
    expect(settled.textContent).not.toContain('服务费')
  })
})
