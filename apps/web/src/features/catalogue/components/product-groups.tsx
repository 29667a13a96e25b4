import type { ProductCard as Product } from '@dianjing/shared'
import { Skeleton } from 'antd-mobile'
import { EmptyState } from '@/components/empty-state.tsx'
import { ProductCard } from './product-card.tsx'
import styles from './product-groups.module.css'

export interface ProductGroup {
  heading: string
  products: Product[]
}

/** Products under their group headings (`type`, spec §3), in the order the server lists them. */
export function groupByHeading(products: Product[]): ProductGroup[] {
  const groups = new Map<string, Product[]>()
  for (const product of products) {
    const heading = product.type.trim() || '其他'
    const group = groups.get(heading)
    if (group) group.push(product)
    else groups.set(heading, [product])
  }
  return [...groups].map(([heading, items]) => ({ heading, products: items }))
}

export function ProductGroups({ products }: { products: Product[] }) {
  if (products.length === 0) {
    return <EmptyState title="暂无上架商品" description="看看其他游戏吧" />
  }
  return (
    <div className={styles.groups}>
      {groupByHeading(products).map((group) => (
        <section key={group.heading} className={styles.group} aria-label={group.heading}>
          <h2 className={styles.heading}>{group.heading}</h2>
          <div className={styles.cards}>
            {group.products.map((product) => (
              <ProductCard key={product.id} product={product} />
            ))}
          </div>
        </section>
      ))}
    </div>
  )
}

export function ProductGroupsSkeleton() {
  return (
    <div className={styles.groups} role="status" aria-busy="true" aria-label="商品加载中">
      <Skeleton.Title animated className={styles.headingSkeleton} />
      <div className={styles.cards}>
        {[0, 1, 2].map((index) => (
          <div key={index} className={styles.cardSkeleton}>
            <Skeleton animated className={styles.coverSkeleton} />
            <div className={styles.lines}>
              <Skeleton.Paragraph lineCount={3} animated />
            </div>
          </div>
        ))}
      </div>
    </div>
  )
}
