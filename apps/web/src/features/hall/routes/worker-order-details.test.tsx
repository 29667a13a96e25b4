import type { WorkerOrderView } from '@dianjing/shared'
import { QueryClientProvider } from '@tanstack/react-query'
import { Toast } from 'antd-mobile'
import { act } from 'react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createQueryClient } from '@/lib/query-client.ts'
import { setToken } from '@/lib/storage.ts'
import { button, click } from '@/testing/events.ts'
import { mount, waitFor } from '@/testing/render.tsx'
import { workerOrder } from '../testing/worker-order.ts'
import { CUSTOMER_AFTER_SERVICE } from '../worker-order-view.ts'
import { AWAITING_CONFIRMATION, PROOF_FIRST_HINT, WorkerOrderDetailsRoute } from './worker-order-details.tsx'

let order: WorkerOrderView
const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
  const url = new URL(String(input), 'http://app.test')
  if (url.pathname === '/boot/v1/dEsports/wxOrder/workerOrderDetails')
    return Response.json({ code: 0, msg: '', data: order })
  return Response.json({ code: 0, msg: '', data: null })
})

function open() {
  const router = createMemoryRouter([{ path: '/worker-order-details', Component: WorkerOrderDetailsRoute }], {
    initialEntries: [`/worker-order-details?outTradeNo=${order.outTradeNo}`],
  })
  mount(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
}

const text = () => document.body.textContent ?? ''
const completeButton = () => button('完成订单')

beforeEach(() => {
  order = workerOrder()
  fetchMock.mockClear()
  vi.stubGlobal('fetch', fetchMock)
  setToken('tok-1')
})

afterEach(() => {
  act(() => Toast.clear())
  vi.unstubAllGlobals()
})

describe('/worker-order-details', () => {
  it('in service without proof: the uploader, and 完成订单 waits for proof', async () => {
    open()
    await waitFor(() => expect(completeButton()).toBeDefined())
    expect(completeButton()!.disabled).toBe(true)
    expect(text()).toContain(PROOF_FIRST_HINT)
    expect(document.querySelector('input[type="file"]')).not.toBeNull()
  })

  it('in service: the customer’s phone and game account, to call and to copy', async () => {
    order = workerOrder({
      customer: { phone: '13900000001', gameId: 'wz30477117', textId: '阿杰', orderRemarks: '晚上8点后上线' },
    })
    const writeText = vi.fn(async () => undefined)
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } })
    open()
    await waitFor(() => expect(text()).toContain('13900000001'))
    for (const part of ['wz30477117', '阿杰', '晚上8点后上线']) expect(text()).toContain(part)
    expect(document.querySelector('a[href="tel:13900000001"]')).not.toBeNull()
    click(document.querySelector('button[aria-label="复制联系电话"]'))
    await waitFor(() => expect(text()).toContain('复制成功'))
    expect(writeText).toHaveBeenCalledWith('13900000001')
    expect(document.querySelector('button[aria-label="复制客户游戏账号"]')).not.toBeNull()
  })

  it('in service with proof: 完成订单 is open and the saved images are shown', async () => {
    order = workerOrder({ attachment: '/boot/files/a.png,/boot/files/b.png' })
    open()
    await waitFor(() => expect(completeButton()?.disabled).toBe(false))
    expect(text()).not.toContain(PROOF_FIRST_HINT)
    expect(text()).toContain('已保存 2 张凭证')
  })

  it('completed: the proof read-only and the customer has 24 hours to confirm', async () => {
    order = workerOrder({
      bizStatus: 2,
      attachment: '/boot/files/a.png',
      completeTime: '2026-11-22 08:00:00',
    })
    open()
    await waitFor(() => expect(text()).toContain(AWAITING_CONFIRMATION))
    expect(completeButton()).toBeUndefined()
    expect(document.querySelector('input[type="file"]')).toBeNull()
    expect(document.querySelectorAll('section[aria-label="服务凭证"] li')).toHaveLength(1)
    expect(text()).toContain('2026-11-22 08:00:00')
  })

  it('settled: the fee is credited', async () => {
    order = workerOrder({ bizStatus: 3, attachment: '/boot/files/a.png', settleTime: '2026-11-23 08:00:00' })
    open()
    await waitFor(() => expect(text()).toContain('已结算'))
    expect(text()).toContain('服务费 ¥20.00 已计入余额')
  })

  it('once the order is over the server sends no customer details, and the page says why', async () => {
    order = workerOrder({ bizStatus: 3, attachment: '/boot/files/a.png', customer: null })
    open()
    await waitFor(() => expect(text()).toContain(`客户信息${CUSTOMER_AFTER_SERVICE}`))
    expect(button('复制')).toBeUndefined()
    expect(document.querySelector('a[href^="tel:"]')).toBeNull()
  })
})
