import { type Cents, formatCents } from '@dianjing/shared'
import { Radio } from 'antd-mobile'
import styles from './pay-method.module.css'

interface PayMethodProps {
  value: 'wechat' | 'balance'
  /** The customer's balance; undefined while it loads. */
  balance: Cents | undefined
  total: Cents
  onChange: (method: 'wechat' | 'balance') => void
}

/** WeChat by default; the balance is offered only when it covers the total (docs/domain.md, customers' extras). */
export function PayMethod({ value, balance, total, onChange }: PayMethodProps) {
  const balanceCovers = balance !== undefined && balance >= total
  return (
    <section className={styles.card} aria-label="支付方式">
      <h3 className={styles.heading}>支付方式</h3>
      <Radio.Group value={value} onChange={(method) => onChange(method as 'wechat' | 'balance')}>
        <Radio className={styles.option} value="wechat">
          微信支付
        </Radio>
        {balanceCovers && (
          <Radio className={styles.option} value="balance">
            余额支付 <small className={styles.hint}>（可用 ¥{formatCents(balance)}）</small>
          </Radio>
        )}
      </Radio.Group>
    </section>
  )
}
