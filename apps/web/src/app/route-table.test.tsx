import { WEB_ROUTE_PATHS } from '@dianjing/shared'
import { describe, expect, it } from 'vitest'
import { requireLogin } from '@/features/account/require-login.ts'
import { TAB_ENTRIES } from './layout/tab-bar.tsx'
import { PAGE_ROUTES, ROOT_REDIRECT, TAB_ROUTES } from './route-table.tsx'

describe('route table', () => {
  const pages = [...TAB_ROUTES, ...PAGE_ROUTES]

  it('has exactly the routes of spec §2, each once, each with a title', () => {
    const paths = [ROOT_REDIRECT.path, ...pages.map((page) => page.path)]
    expect(new Set(paths).size).toBe(paths.length)
    expect([...paths].sort()).toEqual([...WEB_ROUTE_PATHS].sort())
    for (const page of pages) expect(page.handle.title, page.path).not.toBe('')
  })

  it('shows the tab bar on the four tab pages, in the order of the bar', () => {
    expect(TAB_ROUTES.map((page) => page.path)).toEqual(TAB_ENTRIES.map((entry) => entry.path))
    expect(TAB_ENTRIES.map((entry) => entry.label)).toEqual(['首页', '陪玩', '排行榜', '我的'])
    expect(PAGE_ROUTES.some((page) => page.handle.tab)).toBe(false)
  })

  it('loads every page but home on demand', () => {
    for (const page of pages.filter((page) => page.path !== '/home'))
      expect(page.lazy, page.path).toBeTypeOf('function')
  })

  it('asks for login on every page but the shop windows and the login steps themselves', () => {
    const open = pages.filter((page) => page.loader !== requireLogin).map((page) => page.path)
    expect(open.sort()).toEqual(
      [
        '/home',
        '/login-register',
        '/product-detail',
        '/ranking',
        '/worker-detail',
        '/worker-list',
        '/wxRegister',
      ].sort(),
    )
  })
})
