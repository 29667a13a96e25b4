// @vitest-environment jsdom
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { cleanup, fakeServer, polyfillBrowser, render, waitFor } from '@/testing/console-test-kit.tsx'
import { SideMenu } from './side-menu.tsx'

beforeAll(polyfillBrowser)
afterEach(cleanup)

function openAs(role: string) {
  fakeServer((path) =>
    path === '/auth/me' ? { data: { id: 2, phone: '13700000001', name: '李财务', role } } : { data: null },
  )
  const router = createMemoryRouter([{ path: '*', element: <SideMenu /> }], { initialEntries: ['/'] })
  render(<RouterProvider router={router} />)
}

const menuTitles = () =>
  [...document.querySelectorAll('.ant-menu-title-content')].map((node) => node.textContent)

describe('SideMenu', { timeout: 20_000 }, () => {
  it('shows finance no 员工与权限, no 操作日志 and no catalogue editing', async () => {
    openAs('finance')
    await waitFor(() => expect(menuTitles()).toContain('资金'))
    expect(menuTitles()).not.toContain('员工与权限')
    expect(menuTitles()).not.toContain('操作日志')
    expect(menuTitles()).not.toContain('内容配置')
  })

  it('shows the owner 员工与权限 and 操作日志', async () => {
    openAs('owner')
    await waitFor(() => expect(menuTitles()).toContain('员工与权限'))
    expect(menuTitles()).toContain('操作日志')
  })
})
