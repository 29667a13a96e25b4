// @vitest-environment jsdom
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { OWNER_ONLY } from '@/lib/roles.ts'
import {
  button,
  cleanup,
  click,
  fakeServer,
  polyfillBrowser,
  render,
  waitFor,
} from '@/testing/console-test-kit.tsx'
import { RequireRole } from './require-role.tsx'

beforeAll(polyfillBrowser)
afterEach(cleanup)

function openStaffPageAs(role: string) {
  fakeServer(() => ({ data: { id: 2, phone: '13700000001', name: '李财务', role } }))
  const router = createMemoryRouter(
    [
      { path: '/', element: <p>工作台页面</p> },
      {
        path: '/staff',
        element: <RequireRole roles={OWNER_ONLY} />,
        children: [{ index: true, element: <p>员工列表</p> }],
      },
    ],
    { initialEntries: ['/staff'] },
  )
  render(<RouterProvider router={router} />)
}

describe('RequireRole', { timeout: 20_000 }, () => {
  it('tells a role it may not open the page, names the role and leads back to 工作台', async () => {
    openStaffPageAs('finance')
    await waitFor(() => expect(document.body.textContent).toContain('没有权限访问此页面'))
    expect(document.body.textContent).toContain('您当前的角色为「财务」')
    expect(document.body.textContent).not.toContain('员工列表')
    click(button('返回工作台'))
    await waitFor(() => expect(document.body.textContent).toContain('工作台页面'))
  })

  it('opens the page for the owner', async () => {
    openStaffPageAs('owner')
    await waitFor(() => expect(document.body.textContent).toContain('员工列表'))
  })
})
