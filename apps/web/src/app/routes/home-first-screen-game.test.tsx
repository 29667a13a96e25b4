import { HOME_NOTICE_REPEAT_SECONDS, StorageKey } from '@dianjing/shared'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { loadedQueryLibrary } from '@/lib/deferred-queries.ts'
import { setTimedFlag } from '@/lib/storage.ts'
import { productCard } from '@/testing/catalogue.ts'
import { click } from '@/testing/events.ts'
import { pageWithFirstAnswers } from '@/testing/first-answers.ts'
import { openHome } from '@/testing/open-home.tsx'
import { waitFor } from '@/testing/render.tsx'

// Its own file: the query library must not have been downloaded yet when the game is chosen.

const PUBLIC = '/v1/dEsports/public'
const ok = (data: unknown) => ({ code: 0, msg: '', data })
const card = (id: number, gameId: number, title: string) => productCard(id, gameId, '上分', title)

afterEach(() => vi.unstubAllGlobals())

describe('home’s first screen', () => {
  it('answers a game chosen before its queries have taken over: the library comes at once, and only that game’s products are called', async () => {
    setTimedFlag(StorageKey.homeNotice, HOME_NOTICE_REPEAT_SECONDS)
    pageWithFirstAnswers(
      JSON.stringify({
        [`${PUBLIC}/swiperList`]: ok([]),
        [`${PUBLIC}/gameList`]: ok([
          { id: 1, name: '王者荣耀', icon: '', sort: 1 },
          { id: 2, name: '和平精英', icon: '', sort: 2 },
        ]),
        [`${PUBLIC}/productList?gameId=1`]: ok([card(1, 1, '钻石上星耀')]),
        [`${PUBLIC}/systemConfig`]: ok('{}'),
      }),
    )
    const fetched: string[] = []
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        fetched.push(String(input))
        return Response.json(ok([card(4, 2, '吃鸡上王牌')]))
      }),
    )
    const { container } = await openHome()
    expect(container.textContent).toContain('钻石上星耀')
    const page = container.querySelector('main')

    click([...container.querySelectorAll('[role="tab"]')].find((tab) => tab.textContent === '和平精英'))
    await waitFor(() => expect(container.textContent).toContain('吃鸡上王牌'))
    expect(container.querySelector('[aria-selected="true"]')?.textContent).toBe('和平精英')
    expect(container.textContent).not.toContain('钻石上星耀')
    expect(loadedQueryLibrary()).toBeDefined()
    expect(fetched).toEqual([`/boot${PUBLIC}/productList?gameId=2`])
    expect(container.querySelector('main')).toBe(page)
  })
})
