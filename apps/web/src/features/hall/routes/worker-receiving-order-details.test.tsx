import { FulfilmentMessages } from '@dianjing/shared'
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
import { CUSTOMER_AFTER_ACCEPT } from '../worker-order-view.ts'
import { WorkerReceivingOrderDetailsRoute } from './worker-receiving-order-details.tsx'

const ORDER = workerOrder({
  id: 4,
  outTradeNo: 'DJ4',
  orderNum: 'DJ4',
  bizStatus: 0,
  acceptTime: '',
  customer: undefined,
})
let acceptAnswer: { code: number; msg: string; data: unknown }
const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
  const url = new URL(String(input), 'http://app.test')
  if (url.pathname === '/boot/v1/dEsports/wxOrder/workerReceivingOrderDetails')
    return Response.json({ code: 0, msg: '', data: ORDER })
  if (url.pathname === '/boot/v1/dEsports/wxOrder/acceptOrder') return Response.json(acceptAnswer)
  return Response.json({ code: 0, msg: '', data: null })
})
const calls = (path: string) =>
  fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith(path))

function open() {
  const router = createMemoryRouter(
    [
      { path: '/worker-receiving-order-details', Component: WorkerReceivingOrderDetailsRoute },
      { path: '/worker-order-details', element: <p>订单详情页</p> },
      { path: '/pay-membership', element: <p>开通会员页</p> },
      { path: '/reception-hall', element: <p>接单大厅页</p> },
    ],
    {
      initialEntries: ['/reception-hall', '/worker-receiving-order-details?outTradeNo=DJ4'],
      initialIndex: 1,
    },
  )
  mount(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
  return router
}

const text = () => document.body.textContent ?? ''
const dialogButton = (label: string) => button(label, [...document.querySelectorAll('.adm-dialog')].at(-1))

async function acceptConfirmed() {
  await waitFor(() => expect(button('接单')).toBeDefined())
  click(button('接单'))
  await waitFor(() => expect(dialogButton('确定接单')).toBeDefined())
  click(dialogButton('确定接单'))
}

beforeEach(() => {
  acceptAnswer = { code: 0, msg: FulfilmentMessages.accepted, data: { ...ORDER, bizStatus: 1 } }
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

describe('/worker-receiving-order-details', () => {
  it('shows the order and the fee; the customer’s details wait until it is accepted', async () => {
    open()
    await waitFor(() => expect(text()).toContain('服务费¥20.00'))
    for (const part of ['和平精英', '微信区', '2026-11-22 07:10:00', `客户信息${CUSTOMER_AFTER_ACCEPT}`])
      expect(text()).toContain(part)
    expect(text()).toContain('接单后可在「我的接单」中查看客户信息')
    expect(button('复制')).toBeUndefined()
  })

  it('accepts after a confirmation and replaces itself with the order details', async () => {
    const router = open()
    await acceptConfirmed()
    await waitFor(() => expect(text()).toContain('订单详情页'))
    expect(calls('/boot/v1/dEsports/wxOrder/acceptOrder')).toEqual([
      '/boot/v1/dEsports/wxOrder/acceptOrder?orderId=4',
    ])
    await waitFor(() => expect(text()).toContain(FulfilmentMessages.accepted))
    expect(router.state.location.search).toBe('?outTradeNo=DJ4')
    // Replaced: back goes to the hall, not to an order that is no longer there.
    expect(router.state.historyAction).toBe('REPLACE')
  })

  it('offers the way to membership when that is why it was refused', async () => {
    acceptAnswer = { code: 1, msg: FulfilmentMessages.membershipDue, data: null }
    const router = open()
    await acceptConfirmed()
    await waitFor(() => expect(dialogButton('去开通会员')).toBeDefined())
    click(dialogButton('去开通会员'))
    await waitFor(() => expect(router.state.location.pathname).toBe('/pay-membership'))
  })

  it('says the order is gone when another worker was faster', async () => {
    acceptAnswer = { code: 1, msg: FulfilmentMessages.takenByOther, data: null }
    open()
    await acceptConfirmed()
    await waitFor(() => expect(button('返回接单大厅')).toBeDefined())
    expect(text()).toContain(FulfilmentMessages.takenByOther)
  })
})
