import type { ReactNode } from 'react'
import styles from './onboarding-status.module.css'

export type OnboardingTone = 'pending' | 'rejected' | 'done'

interface OnboardingStatusProps {
  tone: OnboardingTone
  icon: ReactNode
  title: string
  description?: ReactNode
  /** Details under the headline: the reason, the submitted facts, what happens next. */
  children?: ReactNode
  /** The buttons at the foot of the page. */
  actions?: ReactNode
}

/** Where a worker application stands (submitted, pending, rejected, approved): one shape for all. */
export function OnboardingStatus({
  tone,
  icon,
  title,
  description,
  children,
  actions,
}: OnboardingStatusProps) {
  return (
    <section className={styles.status} aria-label={title}>
      <div className={`${styles.badge} ${styles[tone]}`} aria-hidden="true">
        {icon}
      </div>
      <h2 className={styles.title}>{title}</h2>
      {description && <p className={styles.description}>{description}</p>}
      {children}
      {actions && <div className={styles.actions}>{actions}</div>}
    </section>
  )
}

/** A titled card of label–value rows under a status headline. */
export function OnboardingFacts({ title, rows }: { title: string; rows: [string, ReactNode][] }) {
  return (
    <div className={styles.card}>
      <h3 className={styles.cardTitle}>{title}</h3>
      <dl className={styles.facts}>
        {rows.map(([label, value]) => (
          <div key={label} className={styles.fact}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  )
}

/** Numbered next steps under a status headline. */
export function OnboardingSteps({ title, steps }: { title: string; steps: ReactNode[] }) {
  return (
    <div className={styles.card}>
      <h3 className={styles.cardTitle}>{title}</h3>
      <ol className={styles.steps}>
        {steps.map((step, index) => (
          // The steps are fixed text in a fixed order.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <li key={index}>{step}</li>
        ))}
      </ol>
    </div>
  )
}
