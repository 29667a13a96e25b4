import type { WorkerOrderView } from '@dianjing/shared'
import { Price } from '@/components/price.tsx'
import { parseOrderProduct } from '@/lib/order-product.ts'
import styles from './order-product.module.css'

/** The product an order is for, at the top of both order detail screens. */
export function OrderProduct({ order }: { order: WorkerOrderView }) {
  const product = parseOrderProduct(order.productJson)
  return (
    <section className={styles.card} aria-label="商品信息">
      {product.productCover ? (
        <img className={styles.cover} src={product.productCover} alt="" />
      ) : (
        <span className={styles.cover} />
      )}
      <div className={styles.text}>
        <h2 className={styles.title}>{product.title}</h2>
        {product.briefIntroduction && <p className={styles.brief}>{product.briefIntroduction}</p>}
        <span className={styles.price}>
          <Price cents={product.preferentialPrice} />
          <span className={styles.quantity}>× {order.quantity}</span>
        </span>
      </div>
    </section>
  )
}
