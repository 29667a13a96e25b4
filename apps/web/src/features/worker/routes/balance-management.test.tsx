import type { FundRecord } from '@dianjing/shared'
import { QueryClientProvider } from '@tanstack/react-query'
import { Toast } from 'antd-mobile'
import { act } from 'react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createQueryClient } from '@/lib/query-client.ts'
import { setToken } from '@/lib/storage.ts'
import { button, click } from '@/testing/events.ts'
import { mount, waitFor } from '@/testing/render.tsx'
import { BalanceManagementRoute } from './balance-management.tsx'

const record = (overrides: Partial<FundRecord>): FundRecord => ({
  id: 1,
  type: 0,
  amount: 16_000,
  sign: 1,
  remarks: '订单结算收入',
  orderNum: 'DJ2026112900005',
  createTime: '2026-11-22 06:59:15',
  status: null,
  rejectReason: '',
  ...overrides,
})

const RECORDS = [
  record({ id: 4, type: 1, amount: 6_000, sign: -1, remarks: '提现至支付宝', orderNum: '', status: 0 }),
  record({
    id: 3,
    type: 1,
    amount: 5_000,
    sign: -1,
    remarks: '提现至支付宝',
    orderNum: '',
    status: 2,
    rejectReason: '收款码与支付宝姓名不一致',
  }),
  record({ id: 2, type: 2, amount: 2_000, sign: -1, remarks: '私下联系客户', orderNum: '' }),
  record({ id: 1 }),
]

let balance: unknown
let records: FundRecord[]
const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
  const url = new URL(String(input), 'http://app.test')
  if (url.pathname === '/boot/v1/dEsports/worker/getBalance') {
    return Response.json(
      balance ? { code: 0, msg: '', data: balance } : { code: 1, msg: '服务繁忙', data: null },
    )
  }
  if (url.pathname === '/boot/v1/dEsports/worker/availableBalanceServiceList') {
    const type = url.searchParams.get('type')
    const list = type === null ? records : records.filter((item) => item.type === Number(type))
    return Response.json({ code: 0, msg: '', data: { total: list.length, list } })
  }
  return Response.json({ code: 1, msg: 'unexpected', data: null })
})
const listCalls = () =>
  fetchMock.mock.calls
    .map(([url]) => String(url))
    .filter((url) => url.startsWith('/boot/v1/dEsports/worker/availableBalanceServiceList'))

function open(entry = '/balance-management') {
  const router = createMemoryRouter(
    [
      { path: '/balance-management', Component: BalanceManagementRoute },
      { path: '*', element: <p>别的页面</p> },
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
const rows = () =>
  [...document.querySelectorAll('section[aria-label="资金明细"] li')].map((row) => row.textContent)

beforeEach(() => {
  balance = { availableBalance: 48_400, frozenBalance: 6_000, fineOwed: 0, withdrawable: 48_400 }
  records = RECORDS
  fetchMock.mockClear()
  vi.stubGlobal('fetch', fetchMock)
  setToken('tok-1')
})

afterEach(() => {
  act(() => Toast.clear())
  vi.unstubAllGlobals()
})

describe('/balance-management', () => {
  it('shows available and frozen money, and no fine line when nothing is owed', async () => {
    open()
    await waitFor(() => expect(text()).toContain('484.00'))
    expect(text()).toContain('冻结金额（元）60.00')
    expect(text()).not.toContain('罚款欠款')
  })

  it('shows what is owed in fines', async () => {
    balance = { availableBalance: 0, frozenBalance: 0, fineOwed: 3_000, withdrawable: 0 }
    open()
    await waitFor(() => expect(text()).toContain('罚款欠款（元）30.00'))
  })

  it('lists every record with its sign, order number, withdrawal status and reject reason', async () => {
    open()
    await waitFor(() => expect(rows()).toHaveLength(4))
    expect(rows()[0]).toContain('提现处理中−60.00')
    expect(rows()[1]).toContain('已驳回')
    expect(rows()[1]).toContain('驳回原因：收款码与支付宝姓名不一致')
    expect(rows()[2]).toContain('罚款−20.00')
    expect(rows()[3]).toContain('订单收入+160.00')
    expect(rows()[3]).toContain('订单号：DJ2026112900005')
    expect(listCalls()[0]).toBe('/boot/v1/dEsports/worker/availableBalanceServiceList?pageNum=1&pageSize=20')
  })

  it('shows a withdrawal Alipay paid as 已到账, and one it refused as 失败 with Alipay’s reason and the money back', async () => {
    records = [
      record({ id: 6, type: 1, amount: 3_000, sign: -1, remarks: '提现至支付宝', orderNum: '', status: 1 }),
      record({
        id: 5,
        type: 1,
        amount: 2_000,
        sign: -1,
        remarks: '提现至支付宝',
        orderNum: '',
        status: 4,
        rejectReason: '收款支付宝账户状态异常（已注销或被冻结）',
      }),
      record({ id: 4, type: 1, amount: 1_000, sign: -1, remarks: '提现至支付宝', orderNum: '', status: 3 }),
    ]
    open()
    await waitFor(() => expect(rows()).toHaveLength(3))
    expect(rows()[0]).toContain('提现已到账−30.00')
    expect(rows()[1]).toContain('提现失败−20.00')
    expect(rows()[1]).toContain(
      '支付宝转账失败（收款支付宝账户状态异常（已注销或被冻结）），金额已退回可用余额',
    )
    expect(rows()[2]).toContain('提现处理中−10.00')
  })

  it('opens on the tab the address names and filters by it', async () => {
    open('/balance-management?type=1')
    await waitFor(() => expect(rows()).toHaveLength(2))
    expect(listCalls()).toContain(
      '/boot/v1/dEsports/worker/availableBalanceServiceList?pageNum=1&pageSize=20&type=1',
    )
    expect(document.querySelector('.adm-tabs-tab-active')?.textContent).toBe('提现')
  })

  it('says so when there are no records', async () => {
    records = []
    open()
    await waitFor(() => expect(text()).toContain('暂无资金记录'))
  })

  it('says the balance could not be loaded and retries', async () => {
    balance = null
    open()
    await waitFor(() => expect(text()).toContain('获取余额失败'))
    balance = { availableBalance: 100, frozenBalance: 0, fineOwed: 0, withdrawable: 100 }
    click(button('重新加载'))
    await waitFor(() => expect(text()).toContain('1.00'))
  })
})
