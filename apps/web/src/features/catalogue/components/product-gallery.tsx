import { CAROUSEL_AUTOPLAY_MS } from '@dianjing/shared'
import { Swiper } from 'antd-mobile'
import { useState } from 'react'
import { openImagePreview } from '@/components/on-demand.ts'
import styles from './product-gallery.module.css'

/** The product's images (autoplay 3 s), or its cover when it has none (spec §2); a tap enlarges. */
export function ProductGallery({ images, cover, title }: { images: string[]; cover: string; title: string }) {
  // Unique, so each image can key its slide.
  const shown = images.length > 0 ? [...new Set(images)] : [cover]
  const [current, setCurrent] = useState(0)
  const preview = (index: number) => openImagePreview(shown, index)

  return (
    <div className={styles.gallery}>
      <Swiper
        autoplay={shown.length > 1}
        autoplayInterval={CAROUSEL_AUTOPLAY_MS}
        loop={shown.length > 1}
        indicator={false}
        onIndexChange={setCurrent}
      >
        {shown.map((src, index) => (
          <Swiper.Item key={src}>
            <button type="button" className={styles.slide} onClick={() => preview(index)}>
              <img src={src} alt={`${title} 图片${index + 1}`} draggable={false} />
            </button>
          </Swiper.Item>
        ))}
      </Swiper>
      {shown.length > 1 && (
        <span className={styles.counter} aria-hidden="true">
          {current + 1}/{shown.length}
        </span>
      )}
    </div>
  )
}
