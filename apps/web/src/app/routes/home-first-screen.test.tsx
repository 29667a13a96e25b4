import { HOME_NOTICE_REPEAT_SECONDS, StorageKey } from '@dianjing/shared'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { loadedQueryLibrary } from '@/lib/deferred-queries.ts'
import { setTimedFlag } from '@/lib/storage.ts'
import { productCard } from '@/testing/catalogue.ts'
import { pageWithFirstAnswers } from '@/testing/first-answers.ts'
import { openHome } from '@/testing/open-home.tsx'
import { waitFor } from '@/testing/render.tsx'

// Its own file: the query library, once downloaded, stays for the rest of a visit (and of a test file).

const PUBLIC = '/v1/dEsports/public'
const ok = (data: unknown) => ({ code: 0, msg: '', data })
const card = (id: number, title: string) => productCard(id, 1, '排位上分', title)

/** Home's first calls, each once, sorted. */
const HOME_CALLS = [
  `/boot${PUBLIC}/gameList`,
  `/boot${PUBLIC}/productList?gameId=1`,
  `/boot${PUBLIC}/swiperList`,
  `/boot${PUBLIC}/systemConfig`,
].sort()

const fetched: string[] = []

beforeEach(() => {
  setTimedFlag(StorageKey.homeNotice, HOME_NOTICE_REPEAT_SECONDS)
  fetched.length = 0
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      fetched.push(String(input))
      const { pathname } = new URL(String(input), 'http://localhost')
      const data: Record<string, unknown> = {
        [`/boot${PUBLIC}/swiperList`]: [{ id: 1, title: '新人专享', image: '/b1.svg', link: null }],
        [`/boot${PUBLIC}/gameList`]: [{ id: 1, name: '王者荣耀', icon: '/g1.svg', sort: 1 }],
        [`/boot${PUBLIC}/productList`]: [card(1, '钻石上星耀（新）')],
        [`/boot${PUBLIC}/systemConfig`]: '{}',
      }
      return Response.json(ok(data[pathname]))
    }),
  )
})

afterEach(() => {
  vi.unstubAllGlobals()
  // Each test a new visit: nothing cached by the one before.
  loadedQueryLibrary()?.appQueryClient.clear()
})

/** Whether home's queries have taken over: they observe the app's cache. */
const handedOver = () =>
  (loadedQueryLibrary()
    ?.appQueryClient.getQueryCache()
    .find({ queryKey: ['catalogue', 'banners'] })
    ?.getObserversCount() ?? 0) > 0

describe('home’s first screen', () => {
  it('is drawn from the page’s answers without the query library, which then takes over in place without calling again', async () => {
    pageWithFirstAnswers(
      JSON.stringify({
        [`${PUBLIC}/swiperList`]: ok([{ id: 1, title: '新人专享', image: '/b1.svg', link: null }]),
        [`${PUBLIC}/gameList`]: ok([{ id: 1, name: '王者荣耀', icon: '/g1.svg', sort: 1 }]),
        [`${PUBLIC}/productList?gameId=1`]: ok([card(1, '钻石上星耀')]),
        [`${PUBLIC}/systemConfig`]: ok('{"platformNotification":"严禁私下交易"}'),
      }),
    )
    const { container } = await openHome()

    // The whole first screen in the first render, before the library has even been asked for.
    expect(loadedQueryLibrary()).toBeUndefined()
    expect(container.querySelector('.adm-swiper img')?.getAttribute('src')).toBe('/b1.svg')
    expect(container.querySelector('[aria-selected="true"]')?.textContent).toBe('王者荣耀')
    expect(container.querySelector('.adm-notice-bar')?.textContent).toContain('严禁私下交易')
    const product = container.querySelector('a[href="/product-detail?productId=1"]')
    expect(product?.textContent).toContain('钻石上星耀')
    const page = container.querySelector('main')
    const tab = container.querySelector('[role="tab"]')

    // Once the page has loaded and been drawn, the library arrives and the page's queries take over.
    await waitFor(() => expect(handedOver()).toBe(true))
    expect(container.querySelector('main')).toBe(page)
    expect(container.querySelector('[role="tab"]')).toBe(tab)
    expect(container.querySelector('a[href="/product-detail?productId=1"]')).toBe(product)
    expect(product?.textContent).toContain('钻石上星耀')
    // The answers are fresh: nothing was called for them.
    expect(fetched).toEqual([])

    // What the pull to refresh does now reaches the server, and the page shows the new answer.
    await loadedQueryLibrary()!.appQueryClient.refetchQueries({ queryKey: ['catalogue'], type: 'active' })
    expect([...fetched].sort()).toEqual(HOME_CALLS)
    await waitFor(() => expect(container.textContent).toContain('钻石上星耀（新）'))
    expect(container.querySelector('main')).toBe(page)
  })

  it('is drawn from the calls when the page came without its answers, which are not sent again', async () => {
    const { container } = await openHome()
    await waitFor(() => expect(container.textContent).toContain('钻石上星耀（新）'))
    await waitFor(() => expect(handedOver()).toBe(true))
    expect([...fetched].sort()).toEqual(HOME_CALLS)
  })
})
