import type { Cents } from '@dianjing/shared'
import { Button } from 'antd-mobile'
import { Price } from '@/components/price.tsx'
import styles from './order-total-bar.module.css'

interface OrderTotalBarProps {
  total: Cents
  submitting: boolean
  onSubmit: () => void
}

export function OrderTotalBar({ total, submitting, onSubmit }: OrderTotalBarProps) {
  return (
    <div className={styles.bar}>
      <span className={styles.total}>
        合计 <Price size="lg" cents={total} />
      </span>
      <Button className={styles.pay} color="primary" shape="rounded" loading={submitting} onClick={onSubmit}>
        立即支付
      </Button>
    </div>
  )
}
