import type { GameLoginState, OrderView } from '@dianjing/shared'
import { QueryClientProvider } from '@tanstack/react-query'
import { Toast } from 'antd-mobile'
import { act } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createQueryClient } from '@/lib/query-client.ts'
import { setToken } from '@/lib/storage.ts'
import { button, click, field, typeInto } from '@/testing/events.ts'
import { render, waitFor } from '@/testing/render.tsx'
import { customerOrder } from '../testing/customer-order.ts'
import { AccountInfoSection } from './account-info-section.tsx'

let state: GameLoginState
const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
  const url = new URL(String(input), 'http://app.test')
  if (url.pathname === '/boot/v1/dEsports/gameLogin/state')
    return Response.json({ code: 0, msg: '', data: state })
  if (url.pathname === '/boot/v1/dEsports/gameLogin/lock') {
    state = { ...state, locked: JSON.parse(String(init?.body)).locked }
    return Response.json({ code: 0, msg: '账号信息已锁定', data: null })
  }
  if (url.pathname === '/boot/v1/dEsports/gameLogin/update') {
    state = { ...state, maskedAccount: 'ne****nt' }
    return Response.json({ code: 0, msg: '账号信息已修改', data: null })
  }
  return Response.json({ code: 0, msg: '', data: null })
})
const bodiesOf = (path: string) =>
  fetchMock.mock.calls
    .filter(([url]) => String(url).includes(path))
    .map(([, init]) => JSON.parse(String(init?.body)))
const text = () => document.body.textContent ?? ''

function open(order: OrderView = customerOrder(9, { status: 1, bizStatus: 1 })) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <AccountInfoSection order={order} />
    </QueryClientProvider>,
  )
}

beforeEach(() => {
  state = {
    role: 'customer',
    stored: true,
    erased: false,
    maskedAccount: 'wz****48',
    hasNote: false,
    locked: false,
    available: false,
    reveals: [
      { id: 2, workerName: '小鹿', time: '2026-11-21 20:30:00' },
      { id: 1, workerName: '小鹿', time: '2026-11-21 20:00:00' },
    ],
  }
  fetchMock.mockClear()
  vi.stubGlobal('fetch', fetchMock)
  setToken('tok-1')
})

afterEach(() => {
  act(() => Toast.clear())
  vi.unstubAllGlobals()
})

describe('the customer’s 账号信息', () => {
  it('shows the account masked and who revealed it when', async () => {
    open()
    await waitFor(() => expect(text()).toContain('wz****48'))
    click(button('查看记录（2）'))
    await waitFor(() => expect(text()).toContain('2026-11-21 20:30:00'))
    expect(text()).toContain('小鹿')
  })

  it('locks and unlocks with the switch', async () => {
    open()
    await waitFor(() => expect(document.querySelector('[aria-label="锁定账号信息"]')).not.toBeNull())
    click(document.querySelector('[aria-label="锁定账号信息"]'))
    await waitFor(() => expect(text()).toContain('已锁定：打手无法查看账号'))
    click(document.querySelector('[aria-label="锁定账号信息"]'))
    await waitFor(() => expect(text()).toContain('仅接单打手在服务中可查看'))
    expect(bodiesOf('/gameLogin/lock')).toEqual([
      { orderId: 9, locked: true },
      { orderId: 9, locked: false },
    ])
  })

  it('changes the login through 修改 with the order form’s rules', async () => {
    open()
    await waitFor(() => expect(button('修改')).toBeDefined())
    click(button('修改'))
    await waitFor(() => expect(field('游戏账号')).toBeDefined())
    typeInto(field('游戏账号'), 'new_account')
    click(button('保存'))
    await waitFor(() => expect(text()).toContain('请输入游戏密码'))
    expect(bodiesOf('/gameLogin/update')).toEqual([])
    typeInto(field('游戏密码'), 'n3w')
    click(button('保存'))
    await waitFor(() => expect(text()).toContain('ne****nt'))
    expect(bodiesOf('/gameLogin/update')).toEqual([
      { orderId: 9, account: 'new_account', password: 'n3w', note: '' },
    ])
  })

  it('offers no 修改 once the order has ended', async () => {
    open(customerOrder(9, { status: 1, bizStatus: 3 }))
    await waitFor(() => expect(text()).toContain('wz****48'))
    expect(button('修改')).toBeUndefined()
  })
})
