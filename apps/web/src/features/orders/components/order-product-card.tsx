import { BRIEF_TRUNCATE, type Cents, truncate } from '@dianjing/shared'
import { Price } from '@/components/price.tsx'
import styles from './order-product-card.module.css'

interface OrderProductCardProps {
  cover: string
  title: string
  brief: string
  price: Cents
  soldOut?: boolean
}

/** The product being ordered, at the top of /order-pay (brief cut to 50 characters, spec §2). */
export function OrderProductCard({ cover, title, brief, price, soldOut = false }: OrderProductCardProps) {
  return (
    <section className={styles.card} aria-label="商品信息">
      <img className={styles.cover} src={cover} alt="" />
      <div className={styles.text}>
        <h2 className={styles.title}>
          {soldOut && <span className={styles.soldOut}>已售罄</span>}
          {title}
        </h2>
        {brief && <p className={styles.brief}>{truncate(brief, BRIEF_TRUNCATE.orderForm)}</p>}
        <Price cents={price} />
      </div>
    </section>
  )
}
