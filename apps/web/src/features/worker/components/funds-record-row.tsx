import {
  FUND_RECORD_TYPE_LABELS,
  type FundRecord,
  FundRecordType,
  formatCents,
  WithdrawalStatus,
  WORKER_WITHDRAWAL_LABELS,
} from '@dianjing/shared'
import { Tag } from 'antd-mobile'
import styles from './funds-record-row.module.css'

const STATUS_COLORS: Record<number, 'warning' | 'success' | 'danger'> = {
  [WithdrawalStatus.pending]: 'warning',
  [WithdrawalStatus.transferring]: 'warning',
  [WithdrawalStatus.paid]: 'success',
  [WithdrawalStatus.rejected]: 'danger',
  [WithdrawalStatus.failed]: 'danger',
}

/** One fund record of /balance-management: what it was, how much came or went, and why. */
export function FundsRecordRow({ record }: { record: FundRecord }) {
  const added = record.sign === 1
  const isWithdrawal = record.type === FundRecordType.withdrawal && record.status !== null
  // A rejected or failed withdrawal gave the money back: its amount no longer counts against the balance.
  const rejected = isWithdrawal && record.status === WithdrawalStatus.rejected
  const failed = isWithdrawal && record.status === WithdrawalStatus.failed
  let tone = added ? styles.added : styles.taken
  if (rejected || failed) tone = styles.void
  return (
    <li className={styles.row}>
      <div className={styles.top}>
        <span className={styles.type}>
          {FUND_RECORD_TYPE_LABELS[record.type] ?? '其他'}
          {isWithdrawal && record.status !== null && (
            <Tag color={STATUS_COLORS[record.status] ?? 'default'} fill="outline">
              {WORKER_WITHDRAWAL_LABELS[record.status] ?? '处理中'}
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
      {/* Alipay's reason on a line of its own: a long one would push the amount off a phone's row. */}
      {failed && (
        <p className={styles.reject}>
          支付宝转账失败{record.rejectReason && `（${record.rejectReason}）`}，金额已退回可用余额
        </p>
      )}
      <p className={styles.detail}>{record.createTime}</p>
    </li>
  )
}
