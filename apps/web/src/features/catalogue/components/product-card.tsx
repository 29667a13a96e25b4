import { BRIEF_TRUNCATE, PRODUCT_ON_SALE, type ProductCard as Product, truncate } from '@dianjing/shared'
import { Link } from 'react-router'
import { PacedImage } from '@/components/paced-image.tsx'
import { Price } from '@/components/price.tsx'
import styles from './product-card.module.css'

export const productDetailPath = (productId: number) => `/product-detail?productId=${productId}`

/** A product as listed on home: cover, title, brief (30 characters, spec §9), price, sales. */
export function ProductCard({ product }: { product: Product }) {
  const soldOut = product.status !== PRODUCT_ON_SALE
  return (
    <Link
      to={productDetailPath(product.id)}
      className={`${styles.card} ${soldOut ? styles.soldOut : ''}`}
      aria-label={`${product.title}${soldOut ? '（已售罄）' : ''}`}
    >
      <div className={styles.cover}>
        <PacedImage src={product.productCover} alt="" loading="lazy" decoding="async" />
        {soldOut && <span className={styles.soldOutBadge}>已售罄</span>}
      </div>
      <div className={styles.body}>
        <h3 className={styles.title}>{product.title}</h3>
        {product.briefIntroduction && (
          <p className={styles.brief}>{truncate(product.briefIntroduction, BRIEF_TRUNCATE.homeCard)}</p>
        )}
        <div className={styles.footer}>
          <Price cents={product.preferentialPrice} originalCents={product.originalPrice} />
          <span className={styles.sales}>已售 {product.salesVolume}</span>
        </div>
      </div>
    </Link>
  )
}
