// @vitest-environment jsdom
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { cleanup, fakeServer, polyfillBrowser, render, waitFor } from '@/testing/console-test-kit.tsx'
import { SideMenu } from './side-menu.tsx'

beforeAll(polyfillBrowser)
afterEach(cleanup)

function openAs(role: string, queues: unknown = null) {
  fakeServer((path) => {
    if (path === '/auth/me') return { data: { id: 2, phone: '13700000001', name: '李财务', role } }
    if (path === '/queues') return { data: queues }
    return { data: null }
  })
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

  it('shows how many wait in each queue, red when some waited past the target', async () => {
    openAs('finance', {
      refunds: { count: 3, overdue: 1 },
      withdrawals: { count: 2, overdue: 0 },
      applications: { count: 0, overdue: 0 },
    })
    const badge = (title: string) =>
      [...document.querySelectorAll('.ant-menu-item')]
        .find((item) => item.textContent?.startsWith(title))
        ?.querySelector('.ant-badge-count')
    await waitFor(() => expect(badge('退款审核')?.textContent).toBe('3'))
    expect(badge('退款审核')?.getAttribute('style') ?? '').not.toContain('background')
    // 资金 is closed: a dot says something waits inside it.
    const funds = [...document.querySelectorAll('.ant-menu-submenu-title')].find((title) =>
      title.textContent?.includes('资金'),
    )
    expect(funds?.querySelector('.ant-badge-status-error')).not.toBeNull()
    const workers = [...document.querySelectorAll('.ant-menu-submenu-title')].find((title) =>
      title.textContent?.includes('打手'),
    )
    expect(workers?.querySelector('.ant-badge-status-error')).toBeNull()
  })

  it('shows how many arbitrations wait for a ruling on 仲裁处理, to support too', async () => {
    openAs('support', { arbitrations: { count: 4, overdue: 2 } })
    const entry = () =>
      [...document.querySelectorAll('.ant-menu-item')].find((item) =>
        item.textContent?.startsWith('仲裁处理'),
      )
    await waitFor(() => expect(entry()?.querySelector('.ant-badge-count')?.textContent).toBe('4'))
    expect(entry()?.querySelector('.ant-badge-count')?.getAttribute('style') ?? '').not.toContain(
      'background',
    )
  })

  it('shows the owner 员工与权限 and 操作日志', async () => {
    openAs('owner')
    await waitFor(() => expect(menuTitles()).toContain('员工与权限'))
    expect(menuTitles()).toContain('操作日志')
  })
})
