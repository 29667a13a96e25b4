import { QueryClientProvider } from '@tanstack/react-query'
import { Dialog, Toast } from 'antd-mobile'
import { act } from 'react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createQueryClient } from '@/lib/query-client.ts'
import { button, click } from '@/testing/events.ts'
import { mount, waitFor } from '@/testing/render.tsx'
import { afterMembershipPage, PayMembershipRoute } from './pay-membership.tsx'

const BRIDGE = {
  appId: 'wx',
  timeStamp: '1',
  nonceStr: 'n',
  package: 'prepay_id=p',
  signType: 'RSA',
  paySign: 's',
}

let status: number
let statusAfterPaying: number
let bridgeAnswer: string
const orders: unknown[] = []
const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
  const path = String(input).split('?')[0]
  if (path === '/boot/v1/dEsports/worker/checkWorkerStatus')
    return Response.json({ code: 0, msg: '', data: status })
  if (path === '/boot/v1/dEsports/wxPay/createPayOrder') {
    orders.push(JSON.parse(String(init?.body)))
    return Response.json({ code: 0, msg: '', data: { ...BRIDGE, outTradeNo: 'T1' } })
  }
  return Response.json({ code: 1, msg: 'unexpected', data: null })
})

function open() {
  const router = createMemoryRouter(
    [
      { path: '/pay-membership', Component: PayMembershipRoute },
      { path: '*', element: <p>别的页面</p> },
    ],
    { initialEntries: ['/pay-membership'] },
  )
  mount(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
  return router
}

const text = () => document.body.textContent ?? ''

async function confirmPayment() {
  const open = () =>
    [...document.querySelectorAll('.adm-dialog-button')].filter(
      (candidate) => candidate.textContent?.trim() === '确认支付',
    )
  await waitFor(() => expect(open().length).toBeGreaterThan(0))
  click(open().at(-1))
}

beforeEach(() => {
  status = 4
  statusAfterPaying = 0
  bridgeAnswer = 'get_brand_wcpay_request:ok'
  orders.length = 0
  vi.stubGlobal('fetch', fetchMock)
  window.WeixinJSBridge = {
    invoke: (_name, _params, callback) => {
      if (bridgeAnswer.endsWith(':ok')) status = statusAfterPaying
      callback({ err_msg: bridgeAnswer })
    },
  }
})

afterEach(() => {
  act(() => {
    Toast.clear()
    Dialog.clear()
  })
  delete window.WeixinJSBridge
  vi.unstubAllGlobals()
})

describe('afterMembershipPage', () => {
  it('follows the status check once the fee is paid', () => {
    expect(afterMembershipPage(0)).toBe('/dashou-center')
    expect(afterMembershipPage(5)).toBe('/recharge?tab=deposit')
    expect(afterMembershipPage(4)).toBeNull()
    expect(afterMembershipPage(null)).toBeNull()
  })
})

describe('/pay-membership', () => {
  it('offers 100 yuan a year, non-refundable, with its benefits', async () => {
    open()
    await waitFor(() => expect(text()).toContain('更多接单机会'))
    expect(text()).toContain('优先派单')
    expect(text()).toContain('不可退还')
    expect(text()).toContain('/ 年')
  })

  it('pays the fixed fee after a confirmation and opens the worker center', async () => {
    const router = open()
    click(button('立即开通'))
    await waitFor(() => expect(text()).toContain('会员费 100 元，有效期 1 年，支付后不可退还。'))
    await confirmPayment()
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashou-center'))
    expect(orders).toEqual([{ orderType: 2, total: '100' }])
  })

  it('goes on to the deposit when that is what is still missing', async () => {
    statusAfterPaying = 5
    const router = open()
    click(button('立即开通'))
    await confirmPayment()
    await waitFor(() => expect(router.state.location.pathname).toBe('/recharge'))
    expect(router.state.location.search).toBe('?tab=deposit')
  })

  it('a cancelled payment stays without a word', async () => {
    bridgeAnswer = 'get_brand_wcpay_request:cancel'
    const router = open()
    click(button('立即开通'))
    await confirmPayment()
    await waitFor(() => expect(orders).toHaveLength(1))
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)))
    expect(router.state.location.pathname).toBe('/pay-membership')
    expect(text()).not.toContain('支付失败')
  })
})
