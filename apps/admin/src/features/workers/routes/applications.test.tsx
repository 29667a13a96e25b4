// @vitest-environment jsdom
import { type AdminApplicationRow, DEFAULT_QUEUE_SETTINGS, type StaffRoleValue } from '@dianjing/shared'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, beforeAll, describe, expect, it, type Mock } from 'vitest'
import {
  button,
  cleanup,
  click,
  fakeServer,
  modal,
  polyfillBrowser,
  render,
  waitFor,
} from '@/testing/console-test-kit.tsx'
import { ApplicationsRoute } from './applications.tsx'

const ROW: AdminApplicationRow = {
  id: 31,
  userId: 9,
  userPhone: '13900000009',
  userNickName: '峡谷新人',
  name: '张三',
  sex: '0',
  region: '0',
  briefIntroduction: '王者荣耀国服打野',
  images: [],
  status: 0,
  rejectReason: '',
  reviewerName: '',
  // Long past every target: shown as overdue.
  createTime: '2026-01-05 08:00:00',
  reviewTime: '',
}
const ROWS = [ROW, { ...ROW, id: 32, name: '李四', userPhone: '13900000010' }]
const TEMPLATE = '战绩截图看不清，请重新上传'

beforeAll(polyfillBrowser)
afterEach(cleanup)

let fetchMock: Mock
let router: ReturnType<typeof createMemoryRouter>

function open(address: string, role: StaffRoleValue = 'operator') {
  fetchMock = fakeServer((path) => {
    if (path === '/auth/me') return { data: { id: 3, phone: '13700000002', name: '王运营', role } }
    if (path === '/queue-settings')
      return {
        data: {
          ...DEFAULT_QUEUE_SETTINGS,
          reasonTemplates: { ...DEFAULT_QUEUE_SETTINGS.reasonTemplates, applicationReject: [TEMPLATE] },
        },
      }
    if (path === '/worker-applications/31/reject')
      return { code: 1, msg: '该申请已被其他员工处理，请刷新后查看', data: null }
    if (path.endsWith('/reject')) return { msg: '已驳回入驻申请', data: null }
    return { data: { total: ROWS.length, list: ROWS } }
  })
  router = createMemoryRouter(
    [
      {
        path: '/applications',
        element: <ApplicationsRoute section={{ title: '入驻审核', description: '' }} />,
      },
    ],
    { initialEntries: [address] },
  )
  render(<RouterProvider router={router} />)
}

/** The list's requests on a tab (not the 待审核 count beside it, which asks for one row). */
const listRequests = (status = 'pending') =>
  fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter(
      (url) =>
        url.pathname === '/boot/admin/worker-applications' &&
        url.searchParams.get('status') === status &&
        url.searchParams.get('pageSize') !== '1',
    )

const header = (title: string) =>
  [...document.querySelectorAll<HTMLTableCellElement>('.ant-table-thead th')].find(
    (cell) => cell.textContent === title,
  )!
const rowCheckboxes = () =>
  document.querySelectorAll<HTMLInputElement>('.ant-table-tbody tr.ant-table-row input[type="checkbox"]')

describe('ApplicationsRoute', { timeout: 20_000 }, () => {
  it('shows an application waiting past the target in red', async () => {
    open('/applications')
    await waitFor(() => expect(document.body.textContent).toContain('李四'))
    const wait = document.querySelector('.ant-table-tbody tr.ant-table-row')!.querySelectorAll('td')[
      header('已等待').cellIndex
    ]!
    expect(wait.textContent).toMatch(/\d+天/)
    expect(wait.querySelector('.ant-typography-danger')).not.toBeNull()
  })

  it('asks the server for the newest first when the wait’s header is clicked (oldest first by default)', async () => {
    open('/applications')
    await waitFor(() => expect(document.body.textContent).toContain('李四'))
    expect(listRequests().at(-1)?.searchParams.has('sort')).toBe(false)
    expect(header('已等待').getAttribute('aria-sort')).toBe('ascending')
    click(header('已等待').querySelector<HTMLElement>('.ant-table-column-sorters')!)
    await waitFor(() => expect(listRequests().at(-1)?.searchParams.get('sort')).toBe('newest'))
    expect(new URLSearchParams(router.state.location.search).get('sort')).toBe('newest')
  })

  it('sorts the decided ones by their submission time', async () => {
    open('/applications?status=approved&sort=oldest')
    await waitFor(() => expect(document.body.textContent).toContain('李四'))
    expect(listRequests('approved').at(-1)?.searchParams.get('sort')).toBe('oldest')
    expect(header('提交时间').getAttribute('aria-sort')).toBe('ascending')
  })

  it('rejects the chosen applications one by one with a configured reason, and says which the server refused', async () => {
    open('/applications')
    await waitFor(() => expect(document.body.textContent).toContain('李四'))
    for (const box of rowCheckboxes()) click(box)
    click(button('批量驳回（2）'))
    await waitFor(() =>
      expect(modal().textContent).toContain('已选：张三（13900000009）、李四（13900000010）'),
    )
    const template = [...modal().querySelectorAll<HTMLElement>('.ant-tag')].find(
      (tag) => tag.textContent === TEMPLATE,
    )
    click(template!)
    click(button('批量驳回', modal()))
    await waitFor(() => expect(document.body.textContent).toContain('批量驳回：成功 1 项，未处理 1 项'))
    expect(document.body.textContent).toContain('张三（13900000009）：该申请已被其他员工处理，请刷新后查看')
    const rejections = fetchMock.mock.calls
      .filter(([input]) => String(input).endsWith('/reject'))
      .map(([input, init]) => [String(input), JSON.parse(String((init as RequestInit).body))])
    expect(rejections).toEqual([
      ['/boot/admin/worker-applications/31/reject', { reason: TEMPLATE }],
      ['/boot/admin/worker-applications/32/reject', { reason: TEMPLATE }],
    ])
  })

  it('approves the chosen applications after one confirmation, each by its own call', async () => {
    open('/applications')
    await waitFor(() => expect(document.body.textContent).toContain('李四'))
    for (const box of rowCheckboxes()) click(box)
    click(button('批量通过（2）'))
    const confirmation = () => document.querySelector<HTMLElement>('.ant-modal-confirm')!
    await waitFor(() => expect(confirmation().textContent).toContain('通过后 张三、李四 共 2 人成为打手'))
    expect(fetchMock.mock.calls.some(([input]) => String(input).endsWith('/approve'))).toBe(false)
    click(button('批量通过', confirmation()))
    await waitFor(() => expect(document.body.textContent).toContain('批量通过：成功 2 项'))
    expect(
      fetchMock.mock.calls.filter(([input]) => String(input).endsWith('/approve')).map(([input]) => input),
    ).toEqual(['/boot/admin/worker-applications/31/approve', '/boot/admin/worker-applications/32/approve'])
  })

  it('offers the configured reasons when one application is rejected', async () => {
    open('/applications')
    await waitFor(() => expect(document.body.textContent).toContain('李四'))
    click(button('驳回'))
    await waitFor(() => expect(modal().textContent).toContain('驳回入驻申请'))
    expect(modal().textContent).toContain(TEMPLATE)
  })

  it('offers no bulk decision to a role that may only look', async () => {
    open('/applications', 'support')
    await waitFor(() => expect(document.body.textContent).toContain('李四'))
    expect(rowCheckboxes()).toHaveLength(0)
  })
})
