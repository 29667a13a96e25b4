import { CAROUSEL_AUTOPLAY_MS } from '@dianjing/shared'
import { PageIndicator } from 'antd-mobile'
import type { ReactNode } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { skeletonOf } from '@/testing/markup.ts'
import { render } from '@/testing/render.tsx'
import { FloatingBubble, PullToRefresh, Swiper } from './motion-kit.ts'
import {
  FloatingBubbleFirstFrame,
  PullToRefreshFirstFrame,
  SwiperFirstFrame,
} from './motion-kit-first-frame.ts'

// Each first frame against the real component that replaces it (motion-kit.ts), given the props the
// pages give them: the swap must not move, add or drop anything the page shows.

const drawn = (ui: ReactNode) => render(ui).container.firstElementChild!

/** What a page puts inside, marked so the comparison leaves its content out. */
const slot = (text: string) => (
  <button type="button" data-slot="">
    {text}
  </button>
)

const slidesOf = (count: number) => Array.from({ length: count }, (_, index) => `slide ${index}`)

describe('the motion kit’s first frames against the real components', () => {
  it.each([1, 2, 4])('draw home’s carousel of %i banners as Swiper first draws it', (count) => {
    const texts = slidesOf(count)
    const real = drawn(
      <Swiper
        className="carousel"
        autoplay={count > 1}
        autoplayInterval={CAROUSEL_AUTOPLAY_MS}
        loop={count > 1}
        indicatorProps={{ className: 'dots' }}
      >
        {texts.map((text) => (
          <Swiper.Item key={text}>{slot(text)}</Swiper.Item>
        ))}
      </Swiper>,
    )
    const first = drawn(
      <SwiperFirstFrame
        className="carousel"
        slides={texts.map(slot)}
        indicator={<PageIndicator className="dots" total={count} current={0} />}
      />,
    )
    expect(skeletonOf(first)).toEqual(skeletonOf(real))
    // The slide shown is the first, and the same banner.
    expect(first.querySelector('.adm-swiper-slide-active')?.textContent).toBe('slide 0')
    expect(real.querySelector('.adm-swiper-slide-active')?.textContent).toBe('slide 0')
  })

  it.each([1, 3])('draw a product’s gallery of %i pictures as Swiper first draws it', (count) => {
    const texts = slidesOf(count)
    const real = drawn(
      <Swiper
        autoplay={count > 1}
        autoplayInterval={CAROUSEL_AUTOPLAY_MS}
        loop={count > 1}
        indicator={false}
        onIndexChange={() => {}}
      >
        {texts.map((text) => (
          <Swiper.Item key={text}>{slot(text)}</Swiper.Item>
        ))}
      </Swiper>,
    )
    const first = drawn(<SwiperFirstFrame slides={texts.map(slot)} />)
    expect(skeletonOf(first)).toEqual(skeletonOf(real))
  })

  it('draw home’s pull as PullToRefresh first draws it', () => {
    const real = drawn(<PullToRefresh onRefresh={async () => {}}>{slot('page')}</PullToRefresh>)
    const first = drawn(<PullToRefreshFirstFrame>{slot('page')}</PullToRefreshFirstFrame>)
    expect(skeletonOf(first)).toEqual(skeletonOf(real))
    expect(first.textContent).toBe(real.textContent)
  })

  it('draw home’s contact bubble as FloatingBubble first draws it, taking the same tap', () => {
    const tapped = vi.fn()
    const real = drawn(
      <FloatingBubble className="bubble" axis="y" magnetic="x" onClick={tapped}>
        {slot('客服')}
      </FloatingBubble>,
    )
    const first = drawn(
      <FloatingBubbleFirstFrame className="bubble" onClick={tapped}>
        {slot('客服')}
      </FloatingBubbleFirstFrame>,
    )
    expect(skeletonOf(first)).toEqual(skeletonOf(real))
    ;(first.querySelector('.adm-floating-bubble-button') as HTMLElement).click()
    ;(real.querySelector('.adm-floating-bubble-button') as HTMLElement).click()
    expect(tapped).toHaveBeenCalledTimes(2)
  })
})
