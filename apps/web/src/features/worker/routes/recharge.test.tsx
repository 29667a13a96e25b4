import { QueryClientProvider } from '@tanstack/react-query'
import { Dialog, Toast } from 'antd-mobile'
import { act } from 'react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createQueryClient } from '@/lib/query-client.ts'
import { button, click, field, typeInto } from '@/testing/events.ts'
import { mount, waitFor } from '@/testing/render.tsx'
import { RechargeRoute } from './recharge.tsx'

const SUMMARY = {
  userId: 12,
  nickName: '大熊',
  avatar: '',
  level: 0,
  levelName: '打手',
  region: '0',
  rating: '5.00',
  completedOrders: 0,
  membershipExpiresAt: '2027-11-22',
  membershipValid: true,
  deposit: 0,
  minDeposit: 10000,
  availableBalance: 0,
  frozenBalance: 0,
  fineAmount: 0,
  counts: { inService: 0, pendingSettlement: 0, settled: 0, all: 0, qq: 0, wechat: 0 },
}
const BRIDGE = {
  appId: 'wx',
  timeStamp: '1',
  nonceStr: 'n',
  package: 'prepay_id=p',
  signType: 'RSA',
  paySign: 's',
}

let summary: typeof SUMMARY
let payOrder: { code: number; msg: string }
let bridgeAnswer: string
const orders: unknown[] = []
const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
  const path = String(input).split('?')[0]
  if (path === '/boot/v1/dEsports/worker/workerCenterSummary')
    return Response.json({ code: 0, msg: '', data: summary })
  if (path === '/boot/v1/dEsports/wxPay/createPayOrder') {
    orders.push(JSON.parse(String(init?.body)))
    return Response.json({ ...payOrder, data: payOrder.code === 0 ? { ...BRIDGE, outTradeNo: 'T1' } : null })
  }
  return Response.json({ code: 1, msg: 'unexpected', data: null })
})

function open(route = '/recharge') {
  const router = createMemoryRouter(
    [
      { path: '/recharge', Component: RechargeRoute },
      { path: '/dashou-center', element: <p>打手中心页</p> },
    ],
    { initialEntries: [route] },
  )
  mount(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
  return router
}

const text = () => document.body.textContent ?? ''
const activeTab = () => document.querySelector('.adm-tabs-tab-active')?.textContent

/** The confirmation just opened (a closed one may still be fading out in the document). */
async function confirmPayment() {
  const open = () =>
    [...document.querySelectorAll('.adm-dialog-button')].filter(
      (candidate) => candidate.textContent?.trim() === '确认支付',
    )
  await waitFor(() => expect(open().length).toBeGreaterThan(0))
  click(open().at(-1))
}

beforeEach(() => {
  summary = { ...SUMMARY }
  payOrder = { code: 0, msg: '' }
  bridgeAnswer = 'get_brand_wcpay_request:ok'
  orders.length = 0
  vi.stubGlobal('fetch', fetchMock)
  window.WeixinJSBridge = {
    invoke: (_name, _params, callback) => {
      // The payment lands with the server as WeChat answers ok.
      if (bridgeAnswer.endsWith(':ok')) summary = { ...summary, deposit: summary.deposit + 25050 }
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

describe('/recharge', () => {
  it('opens on the deposit pane with the current deposit and the minimum to take orders', async () => {
    open()
    await waitFor(() => expect(text()).toContain('还差 100.00 元'))
    expect(activeTab()).toBe('保证金充值')
    expect(text()).toContain('接单最低需 100 元')
    for (const yuan of [100, 200, 500, 1000, 2000, 5000]) expect(button(`${yuan}元`)).toBeDefined()
  })

  it('?tab=membership opens the membership pane with the expiry', async () => {
    open('/recharge?tab=membership')
    await waitFor(() => expect(text()).toContain('会员有效期至 2027-11-22'))
    expect(activeTab()).toBe('会员续费')
  })

  it('keeps only digits and one dot with two decimals as the amount is typed', async () => {
    open()
    typeInto(field('充值金额'), '0250.567a')
    expect(field('充值金额').value).toBe('250.56')
    click(button('1000元'))
    expect(field('充值金额').value).toBe('1000')
  })

  it.each(['0', '20000.01'])('refuses %s yuan with the spec message and creates no order', async (amount) => {
    open()
    typeInto(field('充值金额'), amount)
    click(button('充值保证金'))
    await waitFor(() => expect(text()).toContain('请输入有效的保证金金额，最高20000元'))
    expect(orders).toHaveLength(0)
  })

  it('confirms, pays the typed yuan as a deposit order, and goes on once the deposit has landed', async () => {
    const router = open()
    await waitFor(() => expect(text()).toContain('还差'))
    typeInto(field('充值金额'), '250.5')
    click(button('充值保证金'))
    await waitFor(() => expect(text()).toContain('确认充值保证金'))
    expect(text()).toContain('¥250.50')
    await confirmPayment()
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashou-center'))
    expect(orders).toEqual([{ orderType: 1, total: '250.5' }])
    await waitFor(() => expect(text()).toContain('保证金充值成功'))
  })

  it('pays the fixed 100 yuan for the membership', async () => {
    bridgeAnswer = 'get_brand_wcpay_request:cancel'
    open('/recharge?tab=membership')
    await waitFor(() => expect(text()).toContain('会员有效期至'))
    click(button('支付 ¥100 续费一年'))
    await waitFor(() => expect(text()).toContain('不可退还'))
    await confirmPayment()
    await waitFor(() => expect(orders).toEqual([{ orderType: 2, total: '100' }]))
  })

  it('a failed payment says 支付失败，请重试 and stays', async () => {
    bridgeAnswer = 'get_brand_wcpay_request:fail'
    const router = open()
    typeInto(field('充值金额'), '100')
    click(button('充值保证金'))
    await confirmPayment()
    await waitFor(() => expect(text()).toContain('支付失败，请重试'))
    expect(router.state.location.pathname).toBe('/recharge')
  })

  it("a refused order says 充值失败 with the server's reason", async () => {
    payOrder = { code: 1, msg: '请先成为打手后再缴纳' }
    open()
    typeInto(field('充值金额'), '100')
    click(button('充值保证金'))
    await confirmPayment()
    await waitFor(() => expect(text()).toContain('充值失败：请先成为打手后再缴纳'))
  })
})
