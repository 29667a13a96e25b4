import { type Cents, formatCents } from '@dianjing/shared'
import styles from './price.module.css'

interface PriceProps {
  cents: Cents
  /** The price before the discount, struck through; left out when it is not higher. */
  originalCents?: Cents
  size?: 'md' | 'lg'
}

/** A price in yuan from integer cents (spec §9): "¥" small, the amount large, two decimals. */
export function Price({ cents, originalCents, size = 'md' }: PriceProps) {
  const [whole, fraction] = formatCents(cents).split('.')
  return (
    <span className={`${styles.price} ${size === 'lg' ? styles.lg : ''}`}>
      <span className={styles.current}>
        <span className={styles.symbol}>¥</span>
        <span className={styles.whole}>{whole}</span>
        <span className={styles.fraction}>.{fraction}</span>
      </span>
      {originalCents !== undefined && originalCents > cents && (
        <del className={styles.original}>¥{formatCents(originalCents)}</del>
      )}
    </span>
  )
}
