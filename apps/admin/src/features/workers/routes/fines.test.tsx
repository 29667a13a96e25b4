// @vitest-environment jsdom
import type { AdminLedgerRow, StaffRoleValue } from '@dianjing/shared'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, beforeAll, describe, expect, it, type Mock } from 'vitest'
import {
  button,
  buttons,
  cleanup,
  click,
  fakeServer,
  modal,
  polyfillBrowser,
  render,
  typeInto,
  waitFor,
} from '@/testing/console-test-kit.tsx'
import { FinesRoute } from './fines.tsx'

const FINE: AdminLedgerRow = {
  id: 41,
  workerId: 8,
  workerName: '阿杰打手',
  type: 2,
  event: 'fine',
  amount: 5000,
  availableChange: -3000,
  frozenChange: 0,
  owedChange: 2000,
  depositChange: 0,
  availableAfter: 0,
  frozenAfter: 0,
  owedAfter: 2000,
  depositAfter: 50_000,
  orderNum: '20261122000000000017',
  orderId: 17,
  remarks: '私下交易',
  staffName: '李财务',
  createTime: '2026-11-22 09:00:00',
  revocation: null,
}
const REVOKED: AdminLedgerRow = {
  ...FINE,
  id: 40,
  amount: 800,
  availableChange: -800,
  owedChange: 0,
  orderNum: '',
  orderId: null,
  remarks: '迟到',
  revocation: { staffName: '王财务', createTime: '2026-11-23 10:30:00', reason: '客户撤回投诉' },
}
const SERVER_MSG = '罚款已撤销，退回可用余额 30.00 元，取消欠缴罚款 20.00 元'

beforeAll(polyfillBrowser)
afterEach(cleanup)

let fetchMock: Mock

function open(role: StaffRoleValue) {
  fetchMock = fakeServer((path) => {
    if (path === '/auth/me') return { data: { id: 3, phone: '13700000002', name: '李财务', role } }
    if (path.endsWith('/revoke')) return { msg: SERVER_MSG, data: null }
    return { data: { total: 2, list: [FINE, REVOKED] } }
  })
  const router = createMemoryRouter(
    [
      { path: '/fines', element: <FinesRoute section={{ title: '罚款记录', description: '' }} /> },
      { path: '/orders/:orderId', element: <p>order page</p> },
    ],
    { initialEntries: ['/fines'] },
  )
  render(<RouterProvider router={router} />)
}

const rowOf = (id: number) =>
  document.querySelector<HTMLElement>(`.ant-table-tbody tr[data-row-key="${id}"]`)!
const revokeCalls = () =>
  fetchMock.mock.calls.filter(([input]) => String(input).endsWith('/revoke')) as [string, RequestInit][]
const formErrors = () =>
  [...document.querySelectorAll('.ant-form-item-explain-error')].map((node) => node.textContent)

describe('FinesRoute', { timeout: 20_000 }, () => {
  it('shows each fine’s order and standing: a revoked one says who revoked it, when and why', async () => {
    open('finance')
    await waitFor(() => expect(rowOf(41)).toBeTruthy())
    const order = rowOf(41).querySelector<HTMLAnchorElement>('a[href="/orders/17"]')
    expect(order?.textContent).toBe('20261122000000000017')
    expect(rowOf(41).textContent).toContain('生效中')

    const revoked = rowOf(40).textContent ?? ''
    expect(revoked).toContain('已撤销')
    expect(revoked).toContain('王财务 · 2026-11-23 10:30:00')
    expect(revoked).toContain('撤销原因：客户撤回投诉')
    // A fine is revoked once: only the one in force offers it.
    expect(buttons('撤销', rowOf(41))).toHaveLength(1)
    expect(buttons('撤销', rowOf(40))).toHaveLength(0)
  })

  it('revokes a fine with the reason required, then says what came back', async () => {
    open('finance')
    await waitFor(() => expect(rowOf(41)).toBeTruthy())
    click(button('撤销', rowOf(41)))
    await waitFor(() => expect(modal().textContent).toContain('撤销罚款'))
    expect(modal().textContent).toContain('¥50.00')
    expect(modal().textContent).toContain('余额扣除 ¥30.00，记为欠款 ¥20.00')

    click(button('确认撤销', modal()))
    await waitFor(() => expect(formErrors()).toEqual(['请填写撤销原因']))
    expect(revokeCalls()).toHaveLength(0)

    typeInto(modal().querySelector('textarea')!, '  客户撤回投诉  ')
    click(button('确认撤销', modal()))
    await waitFor(() => expect(revokeCalls()).toHaveLength(1))
    const [url, init] = revokeCalls()[0]!
    expect(url).toBe('/boot/admin/workers/8/fines/41/revoke')
    expect(init.method).toBe('POST')
    expect(JSON.parse(String(init.body))).toEqual({ reason: '客户撤回投诉' })
    await waitFor(() => expect(document.body.textContent).toContain(SERVER_MSG))
  })

  it('fits beside the side menu at 1440×900 with room for the reason, the revoke action included', async () => {
    open('finance')
    await waitFor(() => expect(rowOf(41)).toBeTruthy())
    const headers = [...document.querySelectorAll('thead th')].map((th) => th.textContent)
    expect(headers).toEqual(['时间', '打手', '罚款金额', '罚款原因', '开具人', '状态', '操作'])
    const fixed = [...document.querySelectorAll<HTMLElement>('colgroup col')]
      .map((col) => Number.parseFloat(col.style.width))
      .filter(Number.isFinite)
    expect(fixed.length).toBeGreaterThanOrEqual(5)
    // What the console leaves a list at 1440×900 (as workers-table-layout.test.tsx measured), less the reason's room.
    expect(fixed.reduce((sum, width) => sum + width, 0)).toBeLessThanOrEqual(1110 - 240)
    expect(rowOf(41).textContent).toContain('余额扣除 ¥30.00记为欠款 ¥20.00')
  })

  it.each(['operator', 'support'] as const)('offers %s no revocation', async (role) => {
    open(role)
    await waitFor(() => expect(rowOf(41)).toBeTruthy())
    expect(buttons('撤销')).toHaveLength(0)
    expect(rowOf(40).textContent).toContain('已撤销')
  })
})
