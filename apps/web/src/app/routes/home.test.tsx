import { HOME_NOTICE_REPEAT_SECONDS, StorageKey } from '@dianjing/shared'
import { QueryClientProvider } from '@tanstack/react-query'
import { Dialog } from 'antd-mobile'
import { act } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createQueryClient } from '@/lib/query-client.ts'
import { getTimedFlag, removeItem, setTimedFlag, setToken } from '@/lib/storage.ts'
import { productCard } from '@/testing/catalogue.ts'
import { render, waitFor } from '@/testing/render.tsx'
import { HomeRoute } from './home.tsx'

const games = [
  { id: 1, name: '王者荣耀', icon: '/boot/files/seed/game-wzry.svg', sort: 1 },
  { id: 2, name: '和平精英', icon: '/boot/files/seed/game-hpjy.svg', sort: 2 },
]
const card = productCard
const productsByGame: Record<string, unknown[]> = {
  '1': [
    card(1, 1, '排位上分', '钻石上星耀'),
    card(2, 1, '娱乐陪玩', '开黑陪玩'),
    card(3, 1, '排位上分', '巅峰赛', '1'),
  ],
  '2': [card(4, 2, '上分', '吃鸡上王牌')],
}
let systemConfig = JSON.stringify({ homeNotice: '<p>新用户首单立减</p>', platformNotification: '' })

/** The server's catalogue, faked at the network edge. */
function answer(url: string) {
  const { pathname, searchParams } = new URL(url, 'http://localhost')
  const data: Record<string, unknown> = {
    '/boot/v1/dEsports/public/swiperList': [{ id: 1, title: '新人专享', image: '/b1.svg', link: null }],
    '/boot/v1/dEsports/public/gameList': games,
    '/boot/v1/dEsports/public/productList': productsByGame[searchParams.get('gameId') ?? ''] ?? [],
    '/boot/v1/dEsports/public/systemConfig': systemConfig,
    '/boot/v1/dEsports/notifications/unread': { unread: 5 },
  }
  return Response.json({ code: 0, msg: '', data: data[pathname] })
}

function renderHome(route = '/home') {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <HomeRoute />
    </QueryClientProvider>,
    { route },
  )
}

const settle = () => waitFor(() => expect(document.body.textContent).toContain('和平精英'))

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => answer(String(input))),
  )
})

afterEach(() => {
  act(() => Dialog.clear())
  vi.unstubAllGlobals()
  removeItem(StorageKey.token)
})

describe('home', () => {
  it('shows the games, and the first game’s products under their headings, sold-out marked', async () => {
    setTimedFlag(StorageKey.homeNotice, HOME_NOTICE_REPEAT_SECONDS)
    const { container } = renderHome()
    await settle()
    await waitFor(() => expect(container.textContent).toContain('钻石上星耀'))

    const headings = [...container.querySelectorAll('h2')].map((heading) => heading.textContent)
    expect(headings).toEqual(['排位上分', '娱乐陪玩'])
    expect(container.querySelector('[aria-selected="true"]')?.textContent).toBe('王者荣耀')
    expect(container.textContent).toContain('¥99.00')
    expect(container.querySelector('a[href="/product-detail?productId=3"]')?.textContent).toContain('已售罄')
    expect(container.textContent).not.toContain('吃鸡上王牌')
    // The notice was shown less than 5 minutes ago (the flag set above): no dialog this time.
    expect(document.querySelector('.adm-dialog')).toBeNull()
  })

  it('shows a visitor the bell without asking for an unread count (a refusal would send them to login)', async () => {
    setTimedFlag(StorageKey.homeNotice, HOME_NOTICE_REPEAT_SECONDS)
    removeItem(StorageKey.token)
    renderHome()
    await settle()
    expect(document.querySelector('header a[aria-label="通知"]')).not.toBeNull()
    const asked = vi.mocked(fetch).mock.calls.map(([url]) => String(url))
    expect(asked.some((url) => url.includes('/notifications/unread'))).toBe(false)
  })

  it('shows the notification bell with the unread count, leading to /notifications', async () => {
    setTimedFlag(StorageKey.homeNotice, HOME_NOTICE_REPEAT_SECONDS)
    setToken('tok-home')
    renderHome()
    await waitFor(() => expect(document.querySelector('a[aria-label="通知，5条未读"]')).not.toBeNull())
    const bell = document.querySelector('header a[aria-label="通知，5条未读"]')!
    expect(bell.getAttribute('href')).toBe('/notifications')
    expect(bell.querySelector('.adm-badge')?.textContent).toBe('5')
  })

  it('opens the game named in the address', async () => {
    setTimedFlag(StorageKey.homeNotice, HOME_NOTICE_REPEAT_SECONDS)
    const { container } = renderHome('/home?gameId=2')
    await settle()
    await waitFor(() => expect(container.textContent).toContain('吃鸡上王牌'))
    expect(container.querySelector('[aria-selected="true"]')?.textContent).toBe('和平精英')
  })

  it('scrolls the home notice’s text when no platform notice is set', async () => {
    setTimedFlag(StorageKey.homeNotice, HOME_NOTICE_REPEAT_SECONDS)
    renderHome()
    await settle()
    await waitFor(() =>
      expect(document.querySelector('.adm-notice-bar')?.textContent).toContain('新用户首单立减'),
    )
  })

  it('scrolls the platform notice (平台须知) staff set for the bar', async () => {
    setTimedFlag(StorageKey.homeNotice, HOME_NOTICE_REPEAT_SECONDS)
    const saved = systemConfig
    systemConfig = JSON.stringify({
      homeNotice: '<p>新用户首单立减</p>',
      platformNotification: '严禁私下交易',
    })
    try {
      renderHome()
      await settle()
      const bar = () => document.querySelector('.adm-notice-bar')?.textContent
      await waitFor(() => expect(bar()).toContain('严禁私下交易'))
      expect(bar()).not.toContain('新用户首单立减')
    } finally {
      systemConfig = saved
    }
  })

  it('shows the home notice in a dialog and remembers it for 5 minutes', async () => {
    renderHome()
    await settle()
    await waitFor(() =>
      expect(document.querySelector('.adm-dialog')?.textContent).toContain('新用户首单立减'),
    )
    expect(getTimedFlag(StorageKey.homeNotice)).toBe(true)
  })
})
