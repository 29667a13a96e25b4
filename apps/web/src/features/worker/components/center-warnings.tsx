import { type Cents, formatCents, type WorkerCenterSummary } from '@dianjing/shared'
import { ExclamationCircleFill } from 'antd-mobile-icons'
import { Link } from 'react-router'
import styles from './center-warnings.module.css'

/** 10000 cents → "100", 12345 → "123.45": whole amounts read better in a sentence. */
export const yuanInText = (cents: Cents) => formatCents(cents).replace(/\.00$/, '')

export interface CenterWarning {
  message: string
  action: { label: string; to: string }
}

/** What stops the worker from taking orders (docs/domain.md, Worker money), each with the way to fix it. */
export function centerWarnings(summary: WorkerCenterSummary): CenterWarning[] {
  const warnings: CenterWarning[] = []
  if (!summary.membershipValid) {
    warnings.push(
      summary.membershipExpiresAt
        ? {
            message: `会员已于${summary.membershipExpiresAt}到期，续费后才能接单`,
            action: { label: '去续费', to: '/pay-membership' },
          }
        : { message: '未开通会员，开通后才能接单', action: { label: '去开通', to: '/pay-membership' } },
    )
  }
  if (summary.deposit < summary.minDeposit) {
    const least = yuanInText(summary.minDeposit)
    warnings.push({
      message:
        summary.deposit === 0
          ? `未缴纳保证金，需缴纳至少${least}元才能接单`
          : `保证金不足${least}元，补足后才能接单`,
      action: { label: '去缴纳', to: '/recharge' },
    })
  }
  return warnings
}

export function CenterWarnings({ summary }: { summary: WorkerCenterSummary }) {
  const warnings = centerWarnings(summary)
  if (warnings.length === 0) return null
  return (
    <div className={styles.list} role="alert">
      {warnings.map((warning) => (
        <div key={warning.action.to} className={styles.strip}>
          <ExclamationCircleFill className={styles.icon} />
          <span className={styles.message}>{warning.message}</span>
          <Link className={styles.action} to={warning.action.to}>
            {warning.action.label}
          </Link>
        </div>
      ))}
    </div>
  )
}
