import { formatCents, type WorkerCenterSummary } from '@dianjing/shared'
import { Button } from 'antd-mobile'
import { Link, useNavigate } from 'react-router'
import styles from './center-funds.module.css'

/** 我的资金 on /dashou-center (spec §2): deposit, balance, fines, and the top-up. */
export function CenterFunds({ summary }: { summary: WorkerCenterSummary }) {
  const navigate = useNavigate()
  return (
    <section className={styles.card} aria-label="我的资金">
      <div className={styles.head}>
        <h2 className={styles.title}>我的资金</h2>
        <Button color="primary" shape="rounded" size="mini" onClick={() => navigate('/recharge')}>
          充值
        </Button>
      </div>
      <ul className={styles.grid}>
        <li>
          <Link className={styles.cell} to="/recharge">
            <strong className={styles.amount}>{formatCents(summary.deposit)}</strong>
            <span className={styles.label}>保证金（元）</span>
          </Link>
        </li>
        <li>
          <Link className={styles.cell} to="/balance-management">
            <strong className={styles.amount}>{formatCents(summary.availableBalance)}</strong>
            <span className={styles.label}>可用余额（元）</span>
          </Link>
        </li>
        <li>
          <div className={styles.cell}>
            <strong className={`${styles.amount} ${summary.fineAmount > 0 ? styles.fine : ''}`}>
              {formatCents(summary.fineAmount)}
            </strong>
            <span className={styles.label}>罚款金额（元）</span>
          </div>
        </li>
      </ul>
    </section>
  )
}
