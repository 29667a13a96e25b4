import {
  FUND_RECORD_TYPE_LABELS,
  type FundRecord,
  FundRecordType,
  formatCents,
  WITHDRAWAL_STATUS_LABELS,
} from '@dianjing/shared'
import { Tag } from 'antd-mobile'
import styles from './funds-record-row.module.css'

const WITHDRAWAL_REJECTED = 2
const STATUS_COLORS: Record<number, 'warning' | 'success' | 'danger'> = {
  0: 'warning',
  1: 'success',
  2: 'danger',
}

/** One fund record of /balance-management: what it was, how much came or went, and why. */
export function FundsRecordRow({ record }: { record: FundRecord }) {
  const added = record.sign === 1
  const isWithdrawal = record.type === FundRecordType.withdrawal && record.status !== null
  // A rejected withdrawal gave the money back: its amount no longer counts against the balance.
  const rejected = isWithdrawal && record.status === WITHDRAWAL_REJECTED
  let tone = added ? styles.added : styles.taken
  if (rejected) tone = styles.void
  return (
    <li className={styles.row}>
      <div className={styles.top}>
        <span className={styles.type}>
          {FUND_RECORD_TYPE_LABELS[record.type] ?? '其他'}
          {isWithdrawal && record.status !== null && (
            <Tag color={STATUS_COLORS[record.status] ?? 'default'} fill="outline">
              {WITHDRAWAL_STATUS_LABELS[record.status] ?? '处理中'}
            </Tag>
          )}
        </span>
        <span className={`${styles.amount} ${tone}`}>
          {added ? '+' : '−'}
          {formatCents(record.amount)}
        </span>
      </div>
      {record.remarks && <p className={styles.remarks}>{record.remarks}</p>}
      {record.orderNum && <p className={styles.detail}>订单号：{record.orderNum}</p>}
      {rejected && (
        <p className={styles.reject}>
          {record.rejectReason && `驳回原因：${record.rejectReason}；`}金额已退回可用余额
        </p>
      )}
      <p className={styles.detail}>{record.createTime}</p>
    </li>
  )
}
