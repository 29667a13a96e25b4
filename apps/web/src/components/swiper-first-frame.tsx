import 'antd-mobile/es/components/swiper/swiper.css'
import type { CSSProperties, ReactNode } from 'react'

interface SwiperFirstFrameProps {
  slides: ReactNode[]
  className?: string
  /** What Swiper shows under the slides (its page indicator), if anything. */
  indicator?: ReactNode
}

/**
 * antd-mobile's Swiper at rest on its first slide, for the first frame of a page that loads the gesture
 * code after it has loaded (use-motion-kit.ts): each slide where Swiper's loop places it (`left` and the
 * offset folded around the ring), the first one showing.
 */
export function SwiperFirstFrame({ slides, className, indicator }: SwiperFirstFrameProps) {
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
