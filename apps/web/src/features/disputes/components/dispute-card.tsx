import type { ReactNode } from 'react'
import styles from './dispute-card.module.css'

interface DisputeCardProps {
  title: string
  /** Beside the title: a status. */
  extra?: ReactNode
  children: ReactNode
}

/** One block of the page: a proposal, a form, the arbitration. */
export function DisputeCard({ title, extra, children }: DisputeCardProps) {
  return (
    <section className={styles.card} aria-label={title}>
      <header className={styles.head}>
        <h2 className={styles.title}>{title}</h2>
        {extra}
      </header>
      {children}
    </section>
  )
}

/** Label–value rows inside a card. */
export function DisputeFacts({ rows }: { rows: { label: string; value: ReactNode; strong?: boolean }[] }) {
  return (
    <dl className={styles.facts}>
      {rows.map((row) => (
        <div key={row.label} className={styles.fact}>
          <dt>{row.label}</dt>
          <dd className={row.strong ? styles.strong : undefined}>{row.value}</dd>
        </div>
      ))}
    </dl>
  )
}

/** The status of what a card shows, in one word or two. */
export function StatusTag({
  children,
  tone = 'brand',
}: {
  children: ReactNode
  tone?: 'brand' | 'warn' | 'done' | 'muted'
}) {
  return <span className={`${styles.tag} ${styles[tone]}`}>{children}</span>
}
