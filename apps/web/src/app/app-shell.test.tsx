import { StorageKey } from '@dianjing/shared'
import { QueryClientProvider } from '@tanstack/react-query'
import { act } from 'react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createQueryClient } from '@/lib/query-client.ts'
import { setItem, setOpenId, setToken } from '@/lib/storage.ts'
import { mount, waitFor } from '@/testing/render.tsx'
import { APP_ROUTES } from './route-table.tsx'

/** The shell as the browser gets it: the real route tree in a memory router, the server faked. */
async function open(path: string) {
  const router = createMemoryRouter(APP_ROUTES, { initialEntries: [path] })
  // The first page may load on demand: let the router finish before React renders it.
  await act(
    () =>
      new Promise<void>((resolve) => {
        if (router.state.initialized) return resolve()
        const stop = router.subscribe((state) => {
          if (!state.initialized) return
          stop()
          resolve()
        })
      }),
  )
  const { container } = mount(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
  return { router, container }
}

const tabBar = (container: HTMLElement) => container.querySelector('nav[aria-label="底部导航"]')

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    // Lists answer empty; the hall answers an empty page of its own shape.
    vi.fn(async (input: RequestInfo | URL) =>
      Response.json({
        code: 0,
        msg: '',
        data: String(input).includes('/receivingOrderList') ? { total: 0, list: [], nextCursor: '' } : [],
      }),
    ),
  )
})

afterEach(() => vi.unstubAllGlobals())

describe('app shell', () => {
  it('sends / to /home, keeping the query', async () => {
    const { router, container } = await open('/?from=share')
    await waitFor(() => expect(container.textContent).toContain('电竞陪练'))
    expect(router.state.location.pathname).toBe('/home')
    expect(router.state.location.search).toBe('?from=share')
    expect(tabBar(container)?.textContent).toBe('首页陪玩排行榜我的')
  })

  it('shows an inner page with its title, a back arrow and no tab bar', async () => {
    setToken('tok')
    const { container } = await open('/reception-hall')
    await waitFor(() => expect(container.querySelector('.adm-nav-bar-title')?.textContent).toBe('接单大厅'))
    expect(container.querySelector('.adm-nav-bar-back')).not.toBeNull()
    expect(tabBar(container)).toBeNull()
    expect(document.title).toBe('接单大厅 - 电竞陪练')
  })

  it('shows the tab bar, and no back arrow, on a tab page', async () => {
    const { container } = await open('/ranking')
    await waitFor(() => expect(container.textContent).toContain('今日暂无上榜老板'))
    expect(container.querySelector('.adm-nav-bar-back')).toBeNull()
    expect(tabBar(container)?.querySelector('.adm-tab-bar-item-active')?.textContent).toBe('排行榜')
  })

  it('sends a page that needs login to the h5 login, which will come back to it', async () => {
    const { router, container } = await open('/order-pay?productId=1')
    await waitFor(() => expect(container.textContent).toContain('欢迎回来'))
    expect(router.state.location.pathname).toBe('/login-register')
    expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent('/order-pay?productId=1')}`)
  })

  it('in WeChat, sends it to the phone login when WeChat has already said who the user is', async () => {
    setItem(StorageKey.env, 'wechat')
    setOpenId('handle')
    const { router, container } = await open('/my-invitations')
    await waitFor(() => expect(container.textContent).toContain('手机号登录'))
    expect(router.state.location.pathname).toBe('/wxRegister')
    expect(router.state.location.search).toBe('?redirect=%2Fmy-invitations')
  })

  it('answers an unknown path with a not-found page', async () => {
    const { container } = await open('/nope')
    await waitFor(() => expect(container.textContent).toContain('页面不存在'))
    expect(container.textContent).toContain('返回首页')
  })
})
