import type { Cents } from '@dianjing/shared'
import { Button } from 'antd-mobile'
import { Price } from '@/components/price.tsx'
import styles from './order-total-bar.module.css'

interface OrderTotalBarProps {
  total: Cents
  submitting: boolean
  /** What the button does when it cannot pay (a plain browser); 立即支付 otherwise. */
  label?: string
  onSubmit: () => void
}

export function OrderTotalBar({ total, submitting, label = '立即支付', onSubmit }: OrderTotalBarProps) {
  return (
    <div className={styles.bar}>
      <span className={styles.total}>
        合计 <Price size="lg" cents={total} />
      </span>
      <Button className={styles.pay} color="primary" shape="rounded" loading={submitting} onClick={onSubmit}>
        {label}
      </Button>
    </div>
  )
}
