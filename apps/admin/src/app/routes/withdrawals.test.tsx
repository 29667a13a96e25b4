// @vitest-environment jsdom
import { type AdminWithdrawalRow, DEFAULT_QUEUE_SETTINGS, WithdrawalStatus } from '@dianjing/shared'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, beforeAll, beforeEach, describe, expect, it, type Mock } from 'vitest'
import {
  button,
  buttons,
  cleanup,
  click,
  fakeServer,
  modal,
  polyfillBrowser,
  render,
  waitFor,
} from '@/testing/console-test-kit.tsx'
import { WithdrawalsRoute } from './withdrawals.tsx'

const ROW: AdminWithdrawalRow = {
  id: 21,
  workerId: 7,
  workerName: '峡谷老王',
  workerPhone: '13900000007',
  workerRealName: '王大锤',
  amount: 12_345,
  status: WithdrawalStatus.pending,
  alipayName: '王大锤',
  alipayPhone: '13900000007',
  alipayPaymentCode: '',
  alipayReference: '',
  rejectReason: '',
  payoutMethod: null,
  outBizNo: '',
  failReason: '',
  staffName: '',
  createTime: '2026-11-24 09:30:00',
  handledTime: '',
}
const ROWS = [
  ROW,
  { ...ROW, id: 22, workerName: '阿杰', amount: 5_000 },
  { ...ROW, id: 23, workerName: '小七', amount: 80_000 },
]
const TEMPLATE = '收款码无法识别，请重新上传后再申请'

beforeAll(polyfillBrowser)

let fetchMock: Mock
let router: ReturnType<typeof createMemoryRouter>

function open(address: string) {
  router = createMemoryRouter(
    [
      {
        path: '/withdrawals',
        element: <WithdrawalsRoute section={{ title: '提现审核', description: '' }} />,
      },
    ],
    { initialEntries: [address] },
  )
  render(<RouterProvider router={router} />)
}

/** The list's requests (not the 待打款 count beside it, which asks for one row). */
const listRequests = () =>
  fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === '/boot/admin/withdrawals' && url.searchParams.get('pageSize') !== '1')

beforeEach(() => {
  fetchMock = fakeServer((path) => {
    if (path === '/auth/me') return { data: { id: 2, phone: '13700000001', name: '李财务', role: 'finance' } }
    if (path === '/queue-settings')
      return {
        data: {
          ...DEFAULT_QUEUE_SETTINGS,
          reasonTemplates: { ...DEFAULT_QUEUE_SETTINGS.reasonTemplates, withdrawalReject: [TEMPLATE] },
        },
      }
    if (path === '/withdrawals/22/reject')
      return { code: 1, msg: '该提现申请已处理，请刷新后查看', data: null }
    if (path.endsWith('/reject')) return { msg: '已驳回，金额已退回打手可用余额', data: null }
    return { data: { total: ROWS.length, list: ROWS } }
  })
})

afterEach(cleanup)

describe('WithdrawalsRoute', { timeout: 20_000 }, () => {
  it('asks the server for the order a header click chooses, and keeps it in the address', async () => {
    open('/withdrawals')
    await waitFor(() => expect(document.body.textContent).toContain('小七'))
    expect(listRequests().at(-1)?.searchParams.has('sort')).toBe(false)
    const amount = [...document.querySelectorAll<HTMLElement>('.ant-table-thead th')].find(
      (cell) => cell.textContent === '金额',
    )!
    click(amount.querySelector<HTMLElement>('.ant-table-column-sorters')!)
    await waitFor(() => expect(listRequests().at(-1)?.searchParams.get('sort')).toBe('amountAsc'))
    expect(router.state.location.search).toBe('?status=pending&sort=amountAsc&pageSize=20')
  })

  it('rejects the chosen requests one by one with a configured reason, and says which the server refused', async () => {
    open('/withdrawals')
    await waitFor(() => expect(document.body.textContent).toContain('小七'))
    const boxes = document.querySelectorAll<HTMLInputElement>(
      '.ant-table-tbody tr.ant-table-row input[type="checkbox"]',
    )
    click(boxes[1]!)
    click(boxes[2]!)
    expect(document.querySelector('.ant-alert')?.textContent).toContain('打款需逐笔核对收款人与实名')
    // Paying is never done in bulk.
    expect(buttons('批量打款（2）')).toHaveLength(0)
    click(button('批量驳回（2）'))
    await waitFor(() => expect(modal().textContent).toContain('已选：阿杰（¥50.00）、小七（¥800.00）'))
    expect(modal().textContent).toContain('退回对应打手的可用余额')
    const template = [...modal().querySelectorAll<HTMLElement>('.ant-tag')].find(
      (tag) => tag.textContent === TEMPLATE,
    )
    click(template!)
    click(button('批量驳回', modal()))
    await waitFor(() => expect(document.body.textContent).toContain('批量驳回：成功 1 项，未处理 1 项'))
    expect(document.body.textContent).toContain('阿杰（¥50.00）：该提现申请已处理，请刷新后查看')
    const rejections = fetchMock.mock.calls
      .filter(([input]) => String(input).endsWith('/reject'))
      .map(([input, init]) => [String(input), JSON.parse(String((init as RequestInit).body))])
    expect(rejections).toEqual([
      ['/boot/admin/withdrawals/22/reject', { reason: TEMPLATE }],
      ['/boot/admin/withdrawals/23/reject', { reason: TEMPLATE }],
    ])
  })

  it('offers the configured reasons when one request is rejected', async () => {
    open('/withdrawals')
    await waitFor(() => expect(document.body.textContent).toContain('小七'))
    click(button('驳回'))
    await waitFor(() => expect(modal().textContent).toContain('驳回提现申请'))
    expect(modal().textContent).toContain(TEMPLATE)
  })
})
