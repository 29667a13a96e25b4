import { HOME_NOTICE_REPEAT_SECONDS, StorageKey } from '@dianjing/shared'
import { QueryClientProvider } from '@tanstack/react-query'
import { act } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createQueryClient } from '@/lib/query-client.ts'
import { setTimedFlag } from '@/lib/storage.ts'
import { render, waitFor } from '@/testing/render.tsx'
import { HomeRoute } from './home.tsx'

// Its own file: the gesture code, once loaded, stays loaded for the rest of a visit (and of a test file).

const data: Record<string, unknown> = {
  '/boot/v1/dEsports/public/swiperList': [
    { id: 1, title: '新人专享', image: '/b1.svg', link: null },
    { id: 2, title: '高手招募', image: '/b2.svg', link: null },
  ],
  '/boot/v1/dEsports/public/gameList': [{ id: 1, name: '王者荣耀', icon: '/g1.svg', sort: 1 }],
  '/boot/v1/dEsports/public/productList': [],
  '/boot/v1/dEsports/public/systemConfig': JSON.stringify({ platformNotification: '平台须知' }),
}

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) =>
      Response.json({ code: 0, msg: '', data: data[new URL(String(input), 'http://localhost').pathname] }),
    ),
  )
})

afterEach(() => vi.unstubAllGlobals())

describe('home’s first frame', () => {
  it('is the whole first screen drawn without the gesture code: the carousel at rest on its first banner', async () => {
    setTimedFlag(StorageKey.homeNotice, HOME_NOTICE_REPEAT_SECONDS)
    const { container } = render(
      <QueryClientProvider client={createQueryClient()}>
        <HomeRoute />
      </QueryClientProvider>,
      { route: '/home' },
    )
    await waitFor(() => expect(container.querySelector('.adm-swiper img')).toBeTruthy())
    // As Swiper draws itself at rest (use-motion-kit.ts loads it once the page has loaded).
    const slides = [...container.querySelectorAll('.adm-swiper-slide')]
    const [first, next] = slides.map((slide) => slide.querySelector('img')!)
    // The first banner is drawn with the frame. The next, out of sight, is asked for once the frame
    // has been painted and drawn in a frame of its own once it has arrived (PacedImage).
    expect(first!.getAttribute('src')).toBe('/b1.svg')
    expect(first!.style.visibility).toBe('')
    expect(next!.style.visibility).toBe('hidden')
    await waitFor(() => expect(next!.getAttribute('src')).toBe('/b2.svg'))
    act(() => next!.dispatchEvent(new Event('load')))
    await waitFor(() => expect(next!.style.visibility).toBe(''))
    expect(slides[0]!.classList).toContain('adm-swiper-slide-active')
    expect(slides.map((slide) => (slide as HTMLElement).style.left)).toEqual(['0%', '-100%'])
    expect(container.querySelectorAll('.adm-page-indicator-dot')).toHaveLength(2)
    // The page sits in the pull's frame, head closed.
    expect(container.querySelector('.adm-pull-to-refresh-content nav')).toBeTruthy()
    expect(container.querySelector('.adm-pull-to-refresh-head')?.getAttribute('style')).toBe('height: 0px;')
  })
})
