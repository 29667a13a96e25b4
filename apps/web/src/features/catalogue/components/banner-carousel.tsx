import { type Banner, CAROUSEL_AUTOPLAY_MS } from '@dianjing/shared'
import { Skeleton, Swiper } from 'antd-mobile'
import { openImagePreview } from '@/components/on-demand.ts'
import styles from './banner-carousel.module.css'

interface BannerCarouselProps {
  banners: Banner[] | undefined
  loading: boolean
}

/** The home carousel (spec §2): autoplay every 3 s; a tap opens the banners full screen. */
export function BannerCarousel({ banners, loading }: BannerCarouselProps) {
  if (loading) return <Skeleton animated className={styles.skeleton} />
  if (!banners?.length) return null

  const images = banners.map((banner) => banner.image)
  const preview = (index: number) => openImagePreview(images, index)

  return (
    <Swiper
      className={styles.swiper}
      autoplay={banners.length > 1}
      autoplayInterval={CAROUSEL_AUTOPLAY_MS}
      loop={banners.length > 1}
      indicatorProps={{ className: styles.indicator }}
    >
      {banners.map((banner, index) => (
        <Swiper.Item key={banner.id}>
          <button type="button" className={styles.slide} onClick={() => preview(index)}>
            <img
              src={banner.image}
              alt={banner.title || '活动横幅'}
              draggable={false}
              // The first banner is the largest thing on home's first screen: it goes first.
              fetchPriority={index === 0 ? 'high' : 'low'}
            />
          </button>
        </Swiper.Item>
      ))}
    </Swiper>
  )
}
