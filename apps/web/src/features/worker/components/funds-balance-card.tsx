import { formatCents, type WorkerBalance } from '@dianjing/shared'
import { Button } from 'antd-mobile'
import { useNavigate } from 'react-router'
import styles from './funds-balance-card.module.css'

/** The top of /balance-management: available and frozen money, any fine owed, and 提现. */
export function FundsBalanceCard({ balance }: { balance: WorkerBalance }) {
  const navigate = useNavigate()
  return (
    <section className={styles.card} aria-label="我的余额">
      <span className={styles.label}>可用余额（元）</span>
      <strong className={styles.available}>{formatCents(balance.availableBalance)}</strong>
      <div className={styles.row}>
        <div className={styles.figure}>
          <span className={styles.label}>冻结金额（元）</span>
          <span className={styles.value}>{formatCents(balance.frozenBalance)}</span>
        </div>
        {balance.fineOwed > 0 && (
          <div className={styles.figure}>
            <span className={styles.label}>罚款欠款（元）</span>
            <span className={`${styles.value} ${styles.owed}`}>{formatCents(balance.fineOwed)}</span>
          </div>
        )}
        <Button
          className={styles.withdraw}
          shape="rounded"
          size="small"
          onClick={() => navigate('/withdraw')}
        >
          提现
        </Button>
      </div>
      <p className={styles.hint}>冻结金额为提现处理中的金额，到账后扣除，驳回或转账失败后退回可用余额</p>
    </section>
  )
}
