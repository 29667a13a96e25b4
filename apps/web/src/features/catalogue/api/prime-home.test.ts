import { afterEach, describe, expect, it, vi } from 'vitest'
import { firstScreenData, handFirstScreenTo } from '@/lib/first-screen.ts'
import { createQueryClient } from '@/lib/query-client.ts'
import { pageWithFirstAnswers } from '../../../testing/first-answers.ts'
import { bannersQueryOptions } from './get-banners.ts'
import { gamesQueryOptions } from './get-games.ts'
import { productsQueryOptions } from './get-products.ts'
import { systemConfigQueryOptions } from './get-system-config.ts'
import { isHomePath, primeHome } from './prime-home.ts'

const PUBLIC = '/v1/dEsports/public'
const ok = (data: unknown) => ({ code: 0, msg: '', data })
const banners = [{ id: 1, title: '首单', image: '/boot/files/seed/banner-1.png', link: null }]
const games = [
  { id: 3, name: '王者荣耀', icon: '', sort: 1 },
  { id: 4, name: '和平精英', icon: '', sort: 2 },
]

/** The page's data block as the server writes it (plugins/app-page.ts), `<` escaped. */
const pageWithAnswers = (answers: Record<string, unknown>) =>
  pageWithFirstAnswers(JSON.stringify(answers).replaceAll('<', '\\u003c'))

function recordFetches() {
  const fetched: string[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      fetched.push(String(input))
      return Response.json(ok(String(input).includes('gameList') ? games : []))
    }),
  )
  return fetched
}

afterEach(() => {
  vi.unstubAllGlobals()
  history.replaceState(null, '', '/')
})

describe('home data', () => {
  it('is read from the answers the page came with: no call, the whole first screen in hand', async () => {
    history.replaceState(null, '', '/home?gameId=4')
    pageWithAnswers({
      [`${PUBLIC}/swiperList`]: ok(banners),
      [`${PUBLIC}/gameList`]: ok(games),
      [`${PUBLIC}/systemConfig`]: ok('{"platformNotification":"<b>欢迎</b>"}'),
      [`${PUBLIC}/productList?gameId=4`]: ok([]),
    })
    const fetched = recordFetches()
    await primeHome()
    expect(fetched).toEqual([])
    expect(firstScreenData(bannersQueryOptions().queryKey)).toEqual(banners)
    expect(firstScreenData(gamesQueryOptions().queryKey)).toEqual(games)
    expect(firstScreenData(systemConfigQueryOptions().queryKey)).toMatchObject({
      platformNotification: '<b>欢迎</b>',
    })
    expect(firstScreenData(productsQueryOptions(4).queryKey)).toEqual([])
    expect(document.getElementById('dj-first-answers')).toBeNull()

    // Handed to the cache as fresh data: its queries start from it.
    const client = createQueryClient()
    handFirstScreenTo(client)
    expect(client.getQueryData(bannersQueryOptions().queryKey)).toEqual(banners)
    expect(client.getQueryData(productsQueryOptions(4).queryKey)).toEqual([])
    expect(fetched).toEqual([])

    // Taken once: a refresh asks the server.
    await createQueryClient().fetchQuery(bannersQueryOptions())
    expect(fetched).toEqual([`/boot${PUBLIC}/swiperList`])
  })

  it('is fetched when the page came without it: the same calls, the shown game’s products after the games', async () => {
    const fetched = recordFetches()
    await primeHome()
    expect([...fetched].sort()).toEqual(
      [
        `/boot${PUBLIC}/gameList`,
        `/boot${PUBLIC}/productList?gameId=3`,
        `/boot${PUBLIC}/swiperList`,
        `/boot${PUBLIC}/systemConfig`,
      ].sort(),
    )
    // In hand: home's first render shows them instead of a skeleton.
    expect(firstScreenData(bannersQueryOptions().queryKey)).toEqual([])
    expect(firstScreenData(productsQueryOptions(3).queryKey)).toEqual([])
  })

  it('does not hold home back when the answers are slow, and the cache takes over the calls under way', async () => {
    let answerBanners: (response: Response) => void = () => {}
    const fetched: string[] = []
    vi.stubGlobal(
      'fetch',
      vi.fn((input: RequestInfo | URL) => {
        fetched.push(String(input))
        return new Promise<Response>((resolve) => {
          if (String(input).includes('swiperList')) answerBanners = resolve
        })
      }),
    )
    await primeHome(5)
    expect(firstScreenData(bannersQueryOptions().queryKey)).toBeUndefined()

    const client = createQueryClient()
    handFirstScreenTo(client)
    expect(client.getQueryState(bannersQueryOptions().queryKey)?.fetchStatus).toBe('fetching')
    // A query of the banners joins the call under way instead of sending another.
    const banners = client.fetchQuery(bannersQueryOptions())
    answerBanners(Response.json(ok([{ id: 9, title: '', image: '/b9.png', link: null }])))
    expect(await banners).toEqual([{ id: 9, title: '', image: '/b9.png', link: null }])
    expect(fetched.filter((url) => url.includes('swiperList'))).toHaveLength(1)
  })

  it('is home’s at / and /home only', () => {
    expect(isHomePath('/')).toBe(true)
    expect(isHomePath('/home')).toBe(true)
    for (const pathname of ['/order-pay', '/mine', '/product-detail', '/homework', '/home/x'])
      expect(isHomePath(pathname), pathname).toBe(false)
  })
})
