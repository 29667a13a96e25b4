import type { OrderFactRow } from '../worker-order-view.ts'
import { CopyButton } from './copy-button.tsx'
import styles from './order-facts.module.css'

/** A card of labelled facts about an order; 服务费 stands out, the customer's details can be copied. */
export function OrderFacts({ title, facts }: { title: string; facts: OrderFactRow[] }) {
  return (
    <section className={styles.card} aria-label={title}>
      <h2 className={styles.heading}>{title}</h2>
      <dl className={styles.rows}>
        {facts.map((fact) => (
          <div key={fact.label} className={styles.row}>
            <dt>{fact.label}</dt>
            <dd className={fact.strong ? styles.strong : fact.muted ? styles.muted : undefined}>
              {fact.href ? (
                <a className={`${styles.value} ${styles.link}`} href={fact.href}>
                  {fact.value}
                </a>
              ) : (
                <span className={styles.value}>{fact.value}</span>
              )}
              {fact.copy && <CopyButton value={fact.value} label={fact.label} />}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
