import { CAROUSEL_AUTOPLAY_MS } from '@dianjing/shared'
import { useState } from 'react'
import { SwiperFirstFrame } from '@/components/motion-kit-first-frame.ts'
import { openImagePreview } from '@/components/on-demand.ts'
import { PacedImage } from '@/components/paced-image.tsx'
import { useMotionKit } from '@/components/use-motion-kit.ts'
import styles from './product-gallery.module.css'

/** The product's images (autoplay 3 s), or its cover when it has none (spec §2); a tap enlarges. */
export function ProductGallery({ images, cover, title }: { images: string[]; cover: string; title: string }) {
  const kit = useMotionKit()
  // Unique, so each image can key its slide.
  const shown = images.length > 0 ? [...new Set(images)] : [cover]
  const [current, setCurrent] = useState(0)
  const slides = shown.map((src, index) => {
    // The first picture is the page's largest paint; the others, out of sight until the gallery turns,
    // are each drawn in a frame of their own once they arrive instead of in that paint's frame.
    const Picture = index === 0 ? 'img' : PacedImage
    return (
      <button key={src} type="button" className={styles.slide} onClick={() => openImagePreview(shown, index)}>
        <Picture src={src} alt={`${title} 图片${index + 1}`} draggable={false} />
      </button>
    )
  })

  return (
    <div className={styles.gallery}>
      {kit ? (
        <kit.Swiper
          autoplay={shown.length > 1}
          autoplayInterval={CAROUSEL_AUTOPLAY_MS}
          loop={shown.length > 1}
          indicator={false}
          onIndexChange={setCurrent}
        >
          {slides.map((slide, index) => (
            <kit.Swiper.Item key={shown[index]}>{slide}</kit.Swiper.Item>
          ))}
        </kit.Swiper>
      ) : (
        // Until the swipe's code arrives (use-motion-kit.ts): the same gallery at rest.
        <SwiperFirstFrame slides={slides} />
      )}
      {shown.length > 1 && (
        <span className={styles.counter} aria-hidden="true">
          {current + 1}/{shown.length}
        </span>
      )}
    </div>
  )
}
