import { type Banner, CAROUSEL_AUTOPLAY_MS } from '@dianjing/shared'
import { PageIndicator, Skeleton } from 'antd-mobile'
import { SwiperFirstFrame } from '@/components/motion-kit-first-frame.ts'
import { openImagePreview } from '@/components/on-demand.ts'
import { PacedImage } from '@/components/paced-image.tsx'
import { useMotionKit } from '@/components/use-motion-kit.ts'
import styles from './banner-carousel.module.css'

interface BannerCarouselProps {
  banners: Banner[] | undefined
  loading: boolean
}

/** The home carousel (spec §2): autoplay every 3 s; a tap opens the banners full screen. */
export function BannerCarousel({ banners, loading }: BannerCarouselProps) {
  const kit = useMotionKit()
  if (loading) return <Skeleton animated className={styles.skeleton} />
  if (!banners?.length) return null

  const images = banners.map((banner) => banner.image)
  const slides = banners.map((banner, index) => {
    // The first banner is the largest thing on home's first screen: it goes first. The others, out of
    // sight until the carousel turns, are each drawn in a frame of their own once they arrive.
    const Picture = index === 0 ? 'img' : PacedImage
    return (
      <button
        key={banner.id}
        type="button"
        className={styles.slide}
        onClick={() => openImagePreview(images, index)}
      >
        <Picture
          src={banner.image}
          alt={banner.title || '活动横幅'}
          draggable={false}
          fetchPriority={index === 0 ? 'high' : 'low'}
        />
      </button>
    )
  })
  if (!kit) {
    // Until the swipe's code arrives (use-motion-kit.ts): the same carousel at rest.
    return (
      <SwiperFirstFrame
        className={styles.swiper}
        slides={slides}
        indicator={<PageIndicator className={styles.indicator} total={slides.length} current={0} />}
      />
    )
  }

  const { Swiper } = kit
  return (
    <Swiper
      className={styles.swiper}
      autoplay={banners.length > 1}
      autoplayInterval={CAROUSEL_AUTOPLAY_MS}
      loop={banners.length > 1}
      indicatorProps={{ className: styles.indicator }}
    >
      {slides.map((slide, index) => (
        <Swiper.Item key={banners[index]!.id}>{slide}</Swiper.Item>
      ))}
    </Swiper>
  )
}
