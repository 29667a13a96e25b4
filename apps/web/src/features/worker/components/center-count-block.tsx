import { RightOutline } from 'antd-mobile-icons'
import { Link } from 'react-router'
import styles from './center-count-block.module.css'

export interface CenterCount {
  label: string
  /** A number, or a capped one as text (the hall's 99+). */
  count: number | string
  /** Where tapping the count leads. */
  to: string
}

interface CenterCountBlockProps {
  title: string
  counts: CenterCount[]
  /** The block's own link beside its title. */
  more?: { label: string; to: string }
}

/** A card of counts on /dashou-center (我的订单, 接单大厅), each count a way into its list. */
export function CenterCountBlock({ title, counts, more }: CenterCountBlockProps) {
  return (
    <section className={styles.card} aria-label={title}>
      <div className={styles.head}>
        <h2 className={styles.title}>{title}</h2>
        {more && (
          <Link className={styles.more} to={more.to}>
            {more.label}
            <RightOutline />
          </Link>
        )}
      </div>
      <ul className={styles.grid}>
        {counts.map((item) => (
          <li key={item.label}>
            <Link className={styles.cell} to={item.to}>
              <strong className={styles.count}>{item.count}</strong>
              <span className={styles.label}>{item.label}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}
