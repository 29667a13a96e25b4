import { type Game, PRODUCT_ON_SALE, type ProductCard as Product } from '@dianjing/shared'
import { Button, Popup, Skeleton } from 'antd-mobile'
import type { ReactNode } from 'react'
import { Price } from '@/components/price.tsx'
import styles from './order-product-popup.module.css'

/** One game the worker serves and its products, as far as they have loaded. */
export interface GameProducts {
  game: Game
  products: Product[] | undefined
  loading: boolean
  failed: boolean
  retry: () => void
}

interface OrderProductPopupProps {
  visible: boolean
  workerName: string
  games: GameProducts[]
  onChoose: (product: Product) => void
  onClose: () => void
}

function ProductOption({ product, onChoose }: { product: Product; onChoose: (product: Product) => void }) {
  const soldOut = product.status !== PRODUCT_ON_SALE
  return (
    <li>
      <button
        type="button"
        className={`${styles.option} ${soldOut ? styles.soldOut : ''}`}
        disabled={soldOut}
        onClick={() => onChoose(product)}
      >
        <img className={styles.cover} src={product.productCover} alt="" loading="lazy" decoding="async" />
        <span className={styles.text}>
          <span className={styles.title}>{product.title}</span>
          <span className={styles.priceRow}>
            <Price cents={product.preferentialPrice} />
            {soldOut ? (
              <span className={styles.soldOutTag}>已售罄</span>
            ) : (
              <span className={styles.go}>下单</span>
            )}
          </span>
        </span>
      </button>
    </li>
  )
}

function GameSection({ entry, onChoose }: { entry: GameProducts; onChoose: (product: Product) => void }) {
  let body: ReactNode
  if (entry.loading) {
    body = <Skeleton.Paragraph lineCount={3} animated />
  } else if (entry.failed) {
    body = (
      <p className={styles.note}>
        商品加载失败
        <Button size="mini" color="primary" fill="none" onClick={entry.retry}>
          重新加载
        </Button>
      </p>
    )
  } else if (!entry.products?.length) {
    body = <p className={styles.note}>暂无上架商品</p>
  } else {
    body = (
      <ul className={styles.options}>
        {entry.products.map((product) => (
          <ProductOption key={product.id} product={product} onChoose={onChoose} />
        ))}
      </ul>
    )
  }
  return (
    <section className={styles.game} aria-label={entry.game.name}>
      <h3 className={styles.gameName}>
        <img className={styles.gameIcon} src={entry.game.icon} alt="" />
        {entry.game.name}
      </h3>
      {body}
    </section>
  )
}

/** The products of the games a worker serves; choosing one starts an order with that worker. */
export function OrderProductPopup({ visible, workerName, games, onChoose, onClose }: OrderProductPopupProps) {
  return (
    <Popup
      visible={visible}
      onClose={onClose}
      onMaskClick={onClose}
      showCloseButton
      bodyClassName={styles.body}
    >
      <div className={styles.head}>
        <h2 className={styles.heading}>选择服务</h2>
        <p className={styles.subheading}>由 {workerName} 为你服务</p>
      </div>
      <div className={styles.scroll}>
        {games.length > 0 ? (
          games.map((entry) => <GameSection key={entry.game.id} entry={entry} onChoose={onChoose} />)
        ) : (
          <p className={styles.note}>这位打手暂未设置服务游戏</p>
        )}
      </div>
    </Popup>
  )
}
