import 'antd-mobile/es/components/swiper/swiper.css'
import { type Banner, CAROUSEL_AUTOPLAY_MS } from '@dianjing/shared'
import { PageIndicator, Skeleton } from 'antd-mobile'
import type { CSSProperties, ReactNode } from 'react'
import { openImagePreview } from '@/components/on-demand.ts'
import { useMotionKit } from '@/components/use-motion-kit.ts'
import styles from './banner-carousel.module.css'

interface BannerCarouselProps {
  banners: Banner[] | undefined
  loading: boolean
}

/**
 * Swiper's markup at rest on the first banner, until its code arrives (use-motion-kit.ts): each slide
 * where Swiper's loop places it (`left` and the offset folded around the ring), the first one showing.
 */
function FirstFrame({ slides }: { slides: ReactNode[] }) {
  const ring = slides.length * 100
  const fold = Math.min(ring / 2, 100)
  const offset = (index: number) => (slides.length > 1 ? ((index * 100 + fold) % ring) - fold : 0)
  return (
    <div
      className={`adm-swiper adm-swiper-horizontal ${styles.swiper}`}
      style={{ '--slide-size': '100%', '--track-offset': '0%' } as CSSProperties}
    >
      <div className="adm-swiper-track adm-swiper-track-allow-touch-move">
        <div className="adm-swiper-track-inner">
          {slides.map((slide, index) => (
            <div
              // biome-ignore lint/suspicious/noArrayIndexKey: the slides are the banners, in order.
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
      <div className="adm-swiper-indicator">
        <PageIndicator className={styles.indicator} total={slides.length} current={0} />
      </div>
    </div>
  )
}

/** The home carousel (spec §2): autoplay every 3 s; a tap opens the banners full screen. */
export function BannerCarousel({ banners, loading }: BannerCarouselProps) {
  const kit = useMotionKit()
  if (loading) return <Skeleton animated className={styles.skeleton} />
  if (!banners?.length) return null

  const images = banners.map((banner) => banner.image)
  const slides = banners.map((banner, index) => (
    <button
      key={banner.id}
      type="button"
      className={styles.slide}
      onClick={() => openImagePreview(images, index)}
    >
      <img
        src={banner.image}
        alt={banner.title || '活动横幅'}
        draggable={false}
        // The first banner is the largest thing on home's first screen: it goes first.
        fetchPriority={index === 0 ? 'high' : 'low'}
      />
    </button>
  ))
  if (!kit) return <FirstFrame slides={slides} />

  const { Swiper } = kit
  return (
    <Swiper
      className={styles.swiper}
      autoplay={banners.length > 1}
      autoplayInterval={CAROUSEL_AUTOPLAY_MS}
      loop={banners.length > 1}
      indicatorProps={{ className: styles.indicator }}
    >
      {banners.map((banner, index) => (
        <Swiper.Item key={banner.id}>{slides[index]}</Swiper.Item>
      ))}
    </Swiper>
  )
}
