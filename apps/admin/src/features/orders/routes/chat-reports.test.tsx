// @vitest-environment jsdom
import type { AdminChatReportRow, StaffRoleValue } from '@dianjing/shared'
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
import { ChatReportsRoute } from './chat-reports.tsx'

/** Reported long before now: past the day a report may wait. */
const PENDING: AdminChatReportRow = {
  id: 41,
  messageId: 905,
  orderId: 31,
  orderNum: 'DJ2026112200000031',
  reporterName: '老板小王',
  reporterRole: 'customer',
  senderName: '阿杰打手',
  senderRole: 'worker',
  body: '加我****，私下便宜',
  images: ['/uploads/chat/qr.png'],
  reason: '引导私下交易',
  status: 0,
  handledBy: '',
  handledNote: '',
  createTime: '2026-11-20 10:00:00',
  handledTime: '',
}

const HANDLED: AdminChatReportRow = {
  ...PENDING,
  id: 40,
  reason: '辱骂',
  status: 1,
  handledBy: '客服小苏',
  handledNote: '已核实，警告打手一次',
  handledTime: '2026-11-21 09:30:00',
}

let fetchMock: Mock
let router: ReturnType<typeof createMemoryRouter>

function open(role: StaffRoleValue, address = '/chat-reports') {
  fetchMock = fakeServer((path, init, query) => {
    if (path === '/auth/me') return { data: { id: 3, phone: '13700000003', name: '客服小苏', role } }
    if (path === `/chat-reports/${PENDING.id}/handle` && init?.method === 'POST') {
      return { msg: '已处理', data: null }
    }
    if (path === '/chat-reports') {
      const handled = query.get('status') === 'handled'
      return { data: { total: 1, list: [handled ? HANDLED : PENDING] } }
    }
    return { code: 1, msg: `unexpected ${path}`, data: null }
  })
  router = createMemoryRouter(
    [
      {
        path: '/chat-reports',
        element: <ChatReportsRoute section={{ title: '聊天举报', description: '' }} />,
      },
      { path: '/orders/:orderId', element: <p>order page</p> },
    ],
    { initialEntries: [address] },
  )
  render(<RouterProvider router={router} />)
}

const requests = (pathname: string) =>
  fetchMock.mock.calls
    .map(([input, init]) => ({ url: new URL(String(input), 'http://localhost'), init: init as RequestInit }))
    .filter(({ url }) => url.pathname === `/boot/admin${pathname}`)

const rowText = () => document.querySelector('.ant-table-tbody .ant-table-row')?.textContent ?? ''

beforeAll(polyfillBrowser)
afterEach(cleanup)

describe('ChatReportsRoute', { timeout: 20_000 }, () => {
  it('lists what waits: the message, who wrote and reported it, why, the order and the wait in red', async () => {
    open('support')
    await waitFor(() => expect(rowText()).toContain('加我****，私下便宜'))
    expect(requests('/chat-reports')[0]!.url.searchParams.get('status')).toBe('pending')
    expect(rowText()).toContain('打手阿杰打手')
    expect(rowText()).toContain('客户老板小王')
    expect(rowText()).toContain('引导私下交易')
    expect(rowText()).toContain('2026-11-20 10:00')
    expect(document.querySelector('.ant-table-row img')?.getAttribute('src')).toBe('/uploads/chat/qr.png')
    expect(document.querySelector('.ant-table-row .ant-typography-danger')?.textContent).toMatch(/天/)
    // The waiting count on its tab.
    expect(document.querySelector('.ant-tabs-tab .ant-badge')?.textContent).toBe('1')

    const link = [...document.querySelectorAll<HTMLAnchorElement>('.ant-table-row a')].find(
      (anchor) => anchor.textContent === 'DJ2026112200000031',
    )!
    click(link)
    await waitFor(() => expect(router.state.location.pathname).toBe('/orders/31'))
  })

  it('handles a report with what was done, required and sent trimmed', async () => {
    open('operator')
    await waitFor(() => expect(rowText()).toContain('引导私下交易'))
    click(button('处理'))
    await waitFor(() => expect(modal().textContent).toContain('处理结果'))
    expect(modal().textContent).toContain('加我****，私下便宜')

    click(button('确认处理', modal()))
    await waitFor(() => expect(modal().textContent).toContain('请填写处理结果'))
    expect(requests(`/chat-reports/${PENDING.id}/handle`)).toHaveLength(0)

    typeInto(modal().querySelector('textarea')!, '  已核实，警告打手并记录在案  ')
    click(button('确认处理', modal()))
    await waitFor(() => expect(requests(`/chat-reports/${PENDING.id}/handle`)).toHaveLength(1))
    const [post] = requests(`/chat-reports/${PENDING.id}/handle`)
    expect(post!.init.method).toBe('POST')
    expect(JSON.parse(String(post!.init.body))).toEqual({ note: '已核实，警告打手并记录在案' })
    await waitFor(() => expect(document.querySelector('.ant-message')?.textContent).toContain('已处理'))
  })

  it('shows on 已处理 who handled each report, when and what was done, without 处理', async () => {
    open('owner', '/chat-reports?status=handled')
    await waitFor(() => expect(rowText()).toContain('已核实，警告打手一次'))
    expect(requests('/chat-reports').some(({ url }) => url.searchParams.get('status') === 'handled')).toBe(
      true,
    )
    expect(rowText()).toContain('客服小苏')
    expect(rowText()).toContain('2026-11-21 09:30')
    expect(buttons('处理')).toHaveLength(0)
  })
})
