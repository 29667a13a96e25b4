import { copyText } from '@/lib/clipboard.ts'
import type { OrderFactRow } from '../worker-order-view.ts'
import styles from './order-facts.module.css'

/** A card of labelled facts about an order; 服务费 stands out, the game account can be copied. */
export function OrderFacts({ title, facts }: { title: string; facts: OrderFactRow[] }) {
  return (
    <section className={styles.card} aria-label={title}>
      <h2 className={styles.heading}>{title}</h2>
      <dl className={styles.rows}>
        {facts.map((fact) => (
          <div key={fact.label} className={styles.row}>
            <dt>{fact.label}</dt>
            <dd className={fact.strong ? styles.strong : undefined}>
              <span className={styles.value}>{fact.value}</span>
              {fact.copy && (
                <button
                  type="button"
                  className={styles.copy}
                  aria-label={`复制${fact.label}`}
                  onClick={() => void copyText(fact.value)}
                >
                  复制
                </button>
              )}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
