// antd-mobile's own stylesheets for the components drawn here, by their place in its package (its
// components import them from their JS, which these frames do without).
import 'antd-mobile/es/components/spin-loading/spin-loading.css'
import 'antd-mobile/es/components/floating-bubble/floating-bubble.css'
import 'antd-mobile/es/components/pull-to-refresh/pull-to-refresh.css'
import 'antd-mobile/es/components/swiper/swiper.css'
import type { CSSProperties, ReactNode } from 'react'

/**
 * The one place that knows antd-mobile's markup (decisions 031 and 034): its class names, how its
 * elements nest, the inline styles and texts it draws, for the components a first frame draws without
 * their JS (react-spring and @use-gesture, ~30 kB gzipped; components/motion-kit-first-frame.ts) and
 * for the page fallback's spinner (app/layout/page-fallback.tsx). Each is the component at rest, as it
 * renders on its first frame, copied from its source in node_modules/antd-mobile/es/components/.
 *
 * Written against this version. When antd-mobile moves, antd-mobile-markup.test.tsx fails: compare each
 * function below with the component it names (its `.js` and `.css` under es/components/), correct the
 * copy, then set the version here.
 */
export const ANTD_MOBILE_WRITTEN_AGAINST = '5.43.0'

interface SwiperMarkupProps {
  slides: ReactNode[]
  className?: string
  /** What Swiper shows under the slides (its page indicator), if anything. */
  indicator?: ReactNode
}

/**
 * Swiper (swiper/swiper.js) with `loop`, at rest on its first slide, horizontal, touch move allowed:
 * each slide where its `renderItem` places it (`left` and the offset folded around the ring), the first
 * one showing. As Swiper does, a single slide does not loop.
 */
export function SwiperMarkup({ slides, className, indicator }: SwiperMarkupProps) {
  const ring = slides.length * 100
  const fold = Math.min(ring / 2, 100)
  const offset = (index: number) => (slides.length > 1 ? ((index * 100 + fold) % ring) - fold : 0)
  return (
    <div
      className={`adm-swiper adm-swiper-horizontal${className ? ` ${className}` : ''}`}
      style={{ '--slide-size': '100%', '--track-offset': '0%' } as CSSProperties}
    >
      <div className="adm-swiper-track adm-swiper-track-allow-touch-move">
        <div className="adm-swiper-track-inner">
          {slides.map((slide, index) => (
            <div
              // biome-ignore lint/suspicious/noArrayIndexKey: the slides are given in order.
              key={index}
              className={`adm-swiper-slide${index === 0 ? ' adm-swiper-slide-active' : ''}`}
              style={
                slides.length > 1
                  ? {
                      left: `-${index * 100}%`,
                      transform: offset(index) ? `translate3d(${offset(index)}%, 0px, 0px)` : 'none',
                    }
                  : undefined
              }
            >
              <div className="adm-swiper-item">{slide}</div>
            </div>
          ))}
        </div>
      </div>
      {indicator && <div className="adm-swiper-indicator">{indicator}</div>}
    </div>
  )
}

/**
 * PullToRefresh (pull-to-refresh/pull-to-refresh.js) at rest: its head closed, at its default height
 * (40) with its zh-CN idle text, the content below.
 */
export function PullToRefreshMarkup({ children }: { children: ReactNode }) {
  return (
    <div className="adm-pull-to-refresh">
      <div className="adm-pull-to-refresh-head" style={{ height: 0 }}>
        <div className="adm-pull-to-refresh-head-content" style={{ height: 40 }}>
          下拉刷新
        </div>
      </div>
      <div className="adm-pull-to-refresh-content">{children}</div>
    </div>
  )
}

interface FloatingBubbleMarkupProps {
  /** The page's own class (a CSS module's, so possibly undefined to the compiler), beside antd-mobile's. */
  className: string | undefined
  onClick: () => void
  children: ReactNode
}

/**
 * FloatingBubble (floating-bubble/floating-bubble.js) at rest where its CSS places it: the boundary it
 * is dragged within, and its button, shown and not moved, with the tap the real one is given.
 */
export function FloatingBubbleMarkup({ className, onClick, children }: FloatingBubbleMarkupProps) {
  return (
    <div className={`adm-floating-bubble ${className}`}>
      <div className="adm-floating-bubble-boundary-outer">
        <div className="adm-floating-bubble-boundary" />
      </div>
      <div
        className="adm-floating-bubble-button"
        style={{ opacity: 1, transform: 'translate(0px, 0px)' }}
        onClick={onClick}
      >
        {children}
      </div>
    </div>
  )
}

/** The circumference of SpinLoading's arc (its `r` is 15). */
const SPIN_CIRCUMFERENCE = 15 * Math.PI * 2

/**
 * SpinLoading (spin-loading/spin-loading.js) in the primary colour, its arc still: `arcClassName`
 * moves it (the component animates it with react-spring).
 */
export function SpinLoadingMarkup({ arcClassName }: { arcClassName: string | undefined }) {
  return (
    <div className="adm-spin-loading" style={{ '--color': 'var(--adm-color-primary)' } as CSSProperties}>
      <svg className="adm-spin-loading-svg" viewBox="0 0 32 32" aria-hidden="true">
        <circle
          className={`adm-spin-loading-fill ${arcClassName}`}
          fill="transparent"
          strokeWidth="2"
          strokeDasharray={SPIN_CIRCUMFERENCE}
          strokeLinecap="square"
          r={15}
          cx={16}
          cy={16}
        />
      </svg>
    </div>
  )
}
