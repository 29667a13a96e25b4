// @vitest-environment jsdom
import { MemoryRouter } from 'react-router'
import { afterEach, beforeAll, beforeEach, describe, expect, it, type Mock } from 'vitest'
import {
  button,
  buttons,
  cleanup,
  click,
  fakeServer,
  polyfillBrowser,
  render,
  typeInto,
  waitFor,
} from '@/testing/console-test-kit.tsx'
import { StaffRoute } from './staff.tsx'

const OWNER = {
  id: 1,
  phone: '13800000000',
  name: '平台所有者',
  role: 'owner',
  status: 0,
  lastLoginTime: '2026-11-22 07:43:09',
  createTime: '2026-11-22 07:17:01',
}
const FINANCE = {
  id: 2,
  phone: '13700000001',
  name: '李财务',
  role: 'finance',
  status: 0,
  lastLoginTime: '',
  createTime: '2026-11-22 08:00:00',
}
const CREATED_PASSWORD = 'Xk7pQ2mN9vRt'
const RESET_PASSWORD = 'Hn4wLs8eBq3Z'

beforeAll(polyfillBrowser)

let fetchMock: Mock

beforeEach(() => {
  fetchMock = fakeServer((path, init) => {
    if (path === '/auth/me') return { data: { id: 1, phone: OWNER.phone, name: OWNER.name, role: 'owner' } }
    if (path === '/staff' && init?.method === 'POST') return { data: { password: CREATED_PASSWORD } }
    if (path === '/staff/2/reset-password') return { data: { password: RESET_PASSWORD } }
    return { data: [OWNER, FINANCE] }
  })
  render(
    <MemoryRouter>
      <StaffRoute section={{ title: '员工与权限', description: '' }} />
    </MemoryRouter>,
  )
})

afterEach(cleanup)

const modal = () =>
  document.querySelector<HTMLElement>('.ant-modal-wrap:not([style*="display: none"]) .ant-modal')
const row = (name: string) =>
  [...document.querySelectorAll<HTMLElement>('.ant-table-row')].find((node) =>
    node.textContent?.includes(name),
  )!
const requests = (path: string) =>
  fetchMock.mock.calls.filter(
    ([input]) => new URL(String(input), 'http://localhost').pathname === `/boot/admin${path}`,
  )

describe('StaffRoute', { timeout: 20_000 }, () => {
  it('shows a new account’s password once: in a modal with a warning, and never again once closed', async () => {
    await waitFor(() => expect(row('李财务')).toBeDefined())
    click(button('新增员工'))
    await waitFor(() => expect(modal()?.textContent).toContain('新增员工'))
    typeInto(document.querySelector<HTMLInputElement>('input#phone')!, '13700000002')
    typeInto(document.querySelector<HTMLInputElement>('input#name')!, ' 王客服 ')
    click(button('创建账号'))

    await waitFor(() => expect(document.body.textContent).toContain(CREATED_PASSWORD))
    const [, init] = requests('/staff').find(([, request]) => request?.method === 'POST')!
    // A new account starts with the narrowest role unless the owner picks another.
    expect(JSON.parse(String(init?.body))).toEqual({ phone: '13700000002', name: '王客服', role: 'support' })
    expect(modal()?.textContent).toContain('密码只显示这一次')
    expect(modal()?.textContent).toContain('13700000002')

    click(button('我已保存密码'))
    await waitFor(() => expect(document.body.textContent).not.toContain(CREATED_PASSWORD))
  })

  it('resets a password after confirmation and shows the new one once', async () => {
    await waitFor(() => expect(row('李财务')).toBeDefined())
    click(button('重置密码', row('李财务')))
    await waitFor(() => expect(document.body.textContent).toContain('重置 李财务 的密码？'))
    expect(requests('/staff/2/reset-password')).toHaveLength(0)
    click(button('重置密码', document.querySelector('.ant-popconfirm')!))

    await waitFor(() => expect(document.body.textContent).toContain(RESET_PASSWORD))
    expect(modal()?.textContent).toContain('密码已重置')
    click(button('我已保存密码'))
    await waitFor(() => expect(document.body.textContent).not.toContain(RESET_PASSWORD))
  })

  it('does not let the owner disable their own account', async () => {
    await waitFor(() => expect(row('平台所有者')).toBeDefined())
    expect(button('停用', row('平台所有者')).disabled).toBe(true)
    expect(buttons('停用', row('李财务'))[0]?.disabled).toBe(false)
  })
})
