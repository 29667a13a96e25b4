import { FloatingBubble, PageIndicator, PullToRefresh, SpinLoading, Swiper } from 'antd-mobile'
import antdMobilePackage from 'antd-mobile/package.json'
import type { ReactNode } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { skeletonOf } from '@/testing/markup.ts'
import { render } from '@/testing/render.tsx'
import {
  ANTD_MOBILE_WRITTEN_AGAINST,
  FloatingBubbleMarkup,
  PullToRefreshMarkup,
  SpinLoadingMarkup,
  SwiperMarkup,
} from './antd-mobile-markup.tsx'

const ADAPTER = 'apps/web/src/lib/adapters/antd-mobile-markup.tsx'
const recheck = (component: string) =>
  `${ADAPTER} copies antd-mobile's ${component} (node_modules/antd-mobile/es/components/): ` +
  'the real one now draws something else. Correct the copy, or the first frame will not match the ' +
  'component that replaces it.'

/** The first element `ui` renders. */
const drawn = (ui: ReactNode) => render(ui).container.firstElementChild!

/** What a page puts inside a component, marked so the comparison leaves its content out. */
const slot = (text: string) => <p data-slot="">{text}</p>

describe('antd-mobile’s markup, as the first frames copy it', () => {
  it('is copied from the antd-mobile installed', () => {
    const installed = antdMobilePackage.version
    expect(
      installed,
      `antd-mobile is now ${installed}; ${ADAPTER} was written against ${ANTD_MOBILE_WRITTEN_AGAINST}. ` +
        'Compare each of its functions with the component it names (node_modules/antd-mobile/es/components/' +
        '<name>/<name>.js and .css), correct the copy (this file’s other tests and ' +
        'components/motion-kit-first-frame.test.tsx say where they differ), then set ' +
        'ANTD_MOBILE_WRITTEN_AGAINST.',
    ).toBe(ANTD_MOBILE_WRITTEN_AGAINST)
  })

  it.each([1, 2, 3, 5])('draws a looping Swiper at rest on the first of %i slides', (count) => {
    const texts = Array.from({ length: count }, (_, index) => `slide ${index}`)
    const real = drawn(
      <Swiper loop className="page" indicatorProps={{ className: 'dots' }}>
        {texts.map((text) => (
          <Swiper.Item key={text}>{slot(text)}</Swiper.Item>
        ))}
      </Swiper>,
    )
    const copy = drawn(
      <SwiperMarkup
        slides={texts.map(slot)}
        className="page"
        indicator={<PageIndicator className="dots" total={count} current={0} />}
      />,
    )
    expect(skeletonOf(copy), recheck('Swiper')).toEqual(skeletonOf(real))
  })

  it('draws PullToRefresh at rest, its head closed', () => {
    const real = drawn(<PullToRefresh onRefresh={async () => {}}>{slot('page')}</PullToRefresh>)
    const copy = drawn(<PullToRefreshMarkup>{slot('page')}</PullToRefreshMarkup>)
    expect(skeletonOf(copy), recheck('PullToRefresh')).toEqual(skeletonOf(real))
    expect(copy.textContent, recheck('PullToRefresh (its idle text)')).toBe(real.textContent)
  })

  it('draws FloatingBubble at rest, its button taking the tap', () => {
    const tapped = vi.fn()
    const real = drawn(
      <FloatingBubble className="page" onClick={tapped}>
        {slot('bubble')}
      </FloatingBubble>,
    )
    const copy = drawn(
      <FloatingBubbleMarkup className="page" onClick={tapped}>
        {slot('bubble')}
      </FloatingBubbleMarkup>,
    )
    expect(skeletonOf(copy), recheck('FloatingBubble')).toEqual(skeletonOf(real))
    for (const bubble of [real, copy]) {
      ;(bubble.querySelector('.adm-floating-bubble-button') as HTMLElement).click()
    }
    expect(tapped).toHaveBeenCalledTimes(2)
  })

  it('draws SpinLoading in the primary colour, its arc left to a class of the page', () => {
    const real = drawn(<SpinLoading color="primary" />)
    const copy = drawn(<SpinLoadingMarkup arcClassName="arc" />)
    expect(skeletonOf(copy, ['arc']), recheck('SpinLoading')).toEqual(skeletonOf(real))
    const circle = (spin: Element) => spin.querySelector('circle')!
    for (const attribute of ['fill', 'stroke-width', 'stroke-linecap', 'r', 'cx', 'cy']) {
      expect(circle(copy).getAttribute(attribute), recheck(`SpinLoading (its arc's ${attribute})`)).toBe(
        circle(real).getAttribute(attribute),
      )
    }
    expect(Number(circle(copy).getAttribute('stroke-dasharray'))).toBeCloseTo(
      Number(circle(real).getAttribute('stroke-dasharray')),
      9,
    )
    expect(copy.querySelector('svg')!.getAttribute('viewBox')).toBe(
      real.querySelector('svg')!.getAttribute('viewBox'),
    )
  })
})
