import { type WorkerBalance, WorkerMessages } from '@dianjing/shared'
import { QueryClientProvider } from '@tanstack/react-query'
import { Dialog, Toast } from 'antd-mobile'
import { act } from 'react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createQueryClient } from '@/lib/query-client.ts'
import { setToken } from '@/lib/storage.ts'
import { button, click, field, typeInto } from '@/testing/events.ts'
import { mount, waitFor } from '@/testing/render.tsx'
import { WithdrawRoute } from './withdraw.tsx'

const INFO = { zfbName: '张阿杰', zfbPhone: '13900000002', zfbPaymentCode: '/boot/files/202611/code.png' }

let balance: WorkerBalance
let info: typeof INFO | null
const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
  const path = String(input).split('?')[0]!
  if (path === '/boot/v1/dEsports/worker/getBalance')
    return Response.json({ code: 0, msg: '', data: balance })
  if (path === '/boot/v1/dEsports/worker/getWithdrawalInformation')
    return Response.json({ code: 0, msg: '', data: info })
  if (path === '/boot/v1/dEsports/worker/withdrawalApply')
    return Response.json({ code: 0, msg: '提现申请已提交', data: null })
  return Response.json({ code: 1, msg: 'unexpected', data: null })
})
const applyCalls = () =>
  fetchMock.mock.calls
    .map(([url]) => String(url))
    .filter((url) => url.startsWith('/boot/v1/dEsports/worker/withdrawalApply'))

function open() {
  const router = createMemoryRouter(
    [
      { path: '/withdraw', Component: WithdrawRoute },
      { path: '/balance-management', element: <p>余额管理页</p> },
      { path: '/withdraw-info-setting', element: <p>提现信息页</p> },
    ],
    { initialEntries: ['/withdraw'] },
  )
  mount(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
  return router
}

const text = () => document.body.textContent ?? ''
const amount = () => field('提现金额')
const submitButton = () => document.querySelector<HTMLButtonElement>('form button[type="submit"]')!
const dialog = () => document.querySelector('.adm-dialog')
const loaded = () => waitFor(() => expect(text()).toContain('**杰 139****0002'))

beforeEach(() => {
  balance = { availableBalance: 48_400, frozenBalance: 0, fineOwed: 0, withdrawable: 48_400 }
  info = INFO
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

describe('/withdraw', () => {
  it('offers Alipay with the saved account masked; bank card and WeChat are not open yet', async () => {
    open()
    await loaded()
    expect(text()).toContain('可提现金额 ¥484.00')
    expect(text().match(/暂未开放/g)).toHaveLength(2)
    expect(document.querySelector('a[href="/withdraw-info-setting"]')?.textContent).toBe('提现信息设置')
    expect(document.querySelector('a[href="/balance-management?type=1"]')?.textContent).toBe('提现记录')
  })

  it('links to the setting when no Alipay account is saved', async () => {
    info = null
    open()
    await waitFor(() => expect(text()).toContain('去设置'))
  })

  it('blocks a zero balance', async () => {
    balance = { availableBalance: 0, frozenBalance: 0, fineOwed: 0, withdrawable: 0 }
    open()
    await waitFor(() => expect(text()).toContain(WorkerMessages.withdrawZeroBalance))
    expect(submitButton().disabled).toBe(true)
  })

  it('asks for an amount, and refuses a bad one or one over the balance', async () => {
    open()
    await loaded()
    click(submitButton())
    await waitFor(() => expect(document.querySelector('[role="alert"]')?.textContent).toBe('请输入提现金额'))
    typeInto(amount(), '1.234')
    expect(document.querySelector('[role="alert"]')?.textContent).toBe(WorkerMessages.withdrawAmountInvalid)
    typeInto(amount(), '484.01')
    expect(document.querySelector('[role="alert"]')?.textContent).toBe(WorkerMessages.withdrawOverBalance)
    click(submitButton())
    expect(applyCalls()).toHaveLength(0)
  })

  it('explains an owed fine and lets only the rest be withdrawn', async () => {
    balance = { availableBalance: 10_000, frozenBalance: 0, fineOwed: 3_000, withdrawable: 7_000 }
    open()
    await loaded()
    expect(text()).toContain('罚款欠款 ¥30.00')
    click(button('全部'))
    expect(amount().value).toBe('70.00')
  })

  it('fills 全部, confirms, sends cents and goes back to the balance', async () => {
    const router = open()
    await loaded()
    click(button('全部'))
    expect(amount().value).toBe('484.00')
    typeInto(amount(), '123.45')
    click(submitButton())
    await waitFor(() => expect(dialog()?.textContent).toContain('提现 ¥123.45 到支付宝（**杰）'))
    click(button('确认提现', dialog()!))
    await waitFor(() => expect(router.state.location.pathname).toBe('/balance-management'))
    expect(applyCalls()).toEqual(['/boot/v1/dEsports/worker/withdrawalApply?amount=12345'])
    await waitFor(() => expect(text()).toContain('提现申请已提交'))
  })

  it('sends nothing when the worker thinks again', async () => {
    open()
    await loaded()
    typeInto(amount(), '10')
    click(submitButton())
    await waitFor(() => expect(dialog()).not.toBeNull())
    click(button('取消', dialog()!))
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)))
    expect(applyCalls()).toHaveLength(0)
  })
})
