// @vitest-environment jsdom
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, beforeAll, beforeEach, describe, expect, it, type Mock } from 'vitest'
import {
  button,
  cleanup,
  click,
  fakeServer,
  polyfillBrowser,
  render,
  typeInto,
  waitFor,
} from '@/testing/console-test-kit.tsx'
import { AuditLogRoute } from './audit-log.tsx'

const ENTRY = {
  id: 9,
  staffId: 1,
  staffName: '平台所有者',
  action: 'settleOrder',
  actionLabel: '结算订单',
  entity: 'order',
  entityId: '8',
  before: { bizStatus: 2 },
  after: { workerId: 8, bizStatus: 3, workerAmount: 2400 },
  createTime: '2026-11-22 07:33:15',
}
const STAFF = [
  {
    id: 1,
    phone: '13800000000',
    name: '平台所有者',
    role: 'owner',
    status: 0,
    lastLoginTime: '',
    createTime: '2026-11-22 07:17:01',
  },
]

beforeAll(polyfillBrowser)

let fetchMock: Mock
let router: ReturnType<typeof createMemoryRouter>

function open(address: string) {
  router = createMemoryRouter(
    [{ path: '/audit-log', element: <AuditLogRoute section={{ title: '操作日志', description: '' }} /> }],
    { initialEntries: [address] },
  )
  render(<RouterProvider router={router} />)
}

/** What the page asked the server for, as the query string of each log request. */
const logRequests = () =>
  fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === '/boot/admin/audit-log')
    .map((url) => Object.fromEntries(url.searchParams))

const address = () => Object.fromEntries(new URLSearchParams(router.state.location.search))

beforeEach(() => {
  fetchMock = fakeServer((path) =>
    path === '/staff' ? { data: STAFF } : { data: { total: 45, list: [ENTRY] } },
  )
})

afterEach(cleanup)

describe('AuditLogRoute', { timeout: 20_000 }, () => {
  it('asks the server for the log the address names', async () => {
    open(
      '/audit-log?staffId=1&action=settleOrder&entity=order&entityId=8&from=2026-11-01&to=2026-11-30&page=2',
    )
    await waitFor(() => expect(document.body.textContent).toContain('结算订单'))
    expect(logRequests().at(-1)).toEqual({
      staffId: '1',
      action: 'settleOrder',
      entity: 'order',
      entityId: '8',
      from: '2026-11-01',
      to: '2026-11-30',
      page: '2',
      pageSize: '20',
    })
    // The selects show the chosen staff member and action by name.
    await waitFor(() => expect(document.body.textContent).toContain('平台所有者（所有者）'))
  })

  it('writes a new filter into the address and starts again on the first page', async () => {
    open('/audit-log?action=settleOrder&page=3')
    await waitFor(() => expect(document.body.textContent).toContain('结算订单'))
    const search = document.querySelector<HTMLInputElement>('input[aria-label="按记录 ID 筛选"]')!
    typeInto(search, ' 8 ')
    click(search.closest('.ant-input-search')!.querySelector<HTMLElement>('.ant-input-search-btn')!)
    await waitFor(() => expect(address()).toEqual({ action: 'settleOrder', entityId: '8' }))
    await waitFor(() =>
      expect(logRequests().at(-1)).toMatchObject({ action: 'settleOrder', entityId: '8', page: '1' }),
    )

    click(button('清除筛选'))
    await waitFor(() => expect(address()).toEqual({}))
  })

  it('opens an entry to show each changed field in words, before and after: states by name, money in yuan', async () => {
    open('/audit-log')
    await waitFor(() => expect(document.body.textContent).toContain('结算订单'))
    click(document.querySelector<HTMLElement>('.ant-table-row')!)
    await waitFor(() => expect(document.body.textContent).toContain('修改前'))
    const table = [...document.querySelectorAll('.ant-table-expanded-row .ant-table-row')].map((row) =>
      [...row.querySelectorAll('td')].map((cell) => cell.textContent),
    )
    expect(table).toEqual([
      ['服务状态已变更', '待确认完成（2）', '已完成（3）'],
      ['打手ID已变更', '—', '8'],
      ['打手服务费已变更', '—', '¥24.00'],
    ])
    expect(document.body.textContent).not.toContain('bizStatus')
  })

  it('reads a change of the template messages by notification, a template a line at a time', async () => {
    const template = {
      enabled: true,
      templateId: 'TM00001_ORDER_STATUS',
      fields: [{ keyword: 'thing1', field: 'title' }],
    }
    fetchMock = fakeServer((path) =>
      path === '/staff'
        ? { data: STAFF }
        : {
            data: {
              total: 1,
              list: [
                {
                  ...ENTRY,
                  action: 'update',
                  actionLabel: '修改',
                  entity: 'wechatTemplates',
                  entityId: 'wechatTemplates',
                  before: { paid: { ...template, enabled: false } },
                  after: { paid: template, accepted: template },
                },
              ],
            },
          },
    )
    open('/audit-log')
    await waitFor(() => expect(document.body.textContent).toContain('变更 支付成功、打手接单'))
    expect(document.body.textContent).toContain('模板消息')
    expect(document.body.textContent).not.toContain('#wechatTemplates')
    click(document.querySelector<HTMLElement>('.ant-table-row')!)
    await waitFor(() => expect(document.body.textContent).toContain('修改前'))
    const table = [...document.querySelectorAll('.ant-table-expanded-row .ant-table-row')].map((row) =>
      [...row.querySelectorAll('td')].map((cell) => cell.textContent),
    )
    expect(table).toEqual([
      [
        '支付成功已变更',
        '未启用\n模板ID：TM00001_ORDER_STATUS\nthing1 → 通知标题',
        '已启用\n模板ID：TM00001_ORDER_STATUS\nthing1 → 通知标题',
      ],
      ['打手接单已变更', '—', '已启用\n模板ID：TM00001_ORDER_STATUS\nthing1 → 通知标题'],
    ])
  })
})
