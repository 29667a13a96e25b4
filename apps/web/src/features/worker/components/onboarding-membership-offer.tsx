import { MEMBERSHIP_VALID_YEARS, type WorkerCenterSummary } from '@dianjing/shared'
import { FireFill, StarFill } from 'antd-mobile-icons'
import { MEMBERSHIP_TOTAL } from '../onboarding-money.ts'
import styles from './onboarding-membership-offer.module.css'

/** The membership as it stands: valid until, lapsed on, or never paid. */
export function membershipStanding(
  summary: Pick<WorkerCenterSummary, 'membershipExpiresAt' | 'membershipValid'>,
) {
  if (!summary.membershipExpiresAt) return '尚未开通会员'
  return summary.membershipValid
    ? `会员有效期至 ${summary.membershipExpiresAt}`
    : `会员已于 ${summary.membershipExpiresAt} 到期`
}

const BENEFITS = [
  { icon: <FireFill />, title: '更多接单机会', text: '接单大厅订单随心挑，接单机会更多' },
  { icon: <StarFill />, title: '优先派单', text: '平台派单时，会员打手优先获得订单' },
]

interface MembershipOfferProps {
  /** What the worker's membership is now; left out when it is not known (not yet a full worker). */
  standing?: string
}

/** Spec §6, membership: 100 yuan a year, more orders and priority, non-refundable. */
export function MembershipOffer({ standing }: MembershipOfferProps) {
  return (
    <>
      <section className={styles.hero} aria-label="打手会员">
        <div className={styles.heroHead}>
          <span className={styles.badge}>打手会员</span>
          {standing && <span className={styles.standing}>{standing}</span>}
        </div>
        <p className={styles.price}>
          <span className={styles.symbol}>¥</span>
          <span className={styles.amount}>{MEMBERSHIP_TOTAL}</span>
          <span className={styles.unit}>/ 年</span>
        </p>
        <p className={styles.terms}>有效期 {MEMBERSHIP_VALID_YEARS} 年 · 支付后不可退还</p>
      </section>
      <section className={styles.card} aria-labelledby="membership-benefits">
        <h2 id="membership-benefits" className={styles.cardTitle}>
          会员权益
        </h2>
        <ul className={styles.benefits}>
          {BENEFITS.map((benefit) => (
            <li key={benefit.title} className={styles.benefit}>
              <span className={styles.benefitIcon} aria-hidden="true">
                {benefit.icon}
              </span>
              <div>
                <h3 className={styles.benefitTitle}>{benefit.title}</h3>
                <p className={styles.benefitText}>{benefit.text}</p>
              </div>
            </li>
          ))}
        </ul>
      </section>
      <section className={styles.card} aria-labelledby="membership-notes">
        <h2 id="membership-notes" className={styles.cardTitle}>
          购买须知
        </h2>
        <ul className={styles.notes}>
          <li>
            会员费 {MEMBERSHIP_TOTAL} 元，有效期 {MEMBERSHIP_VALID_YEARS} 年，自支付成功起计算。
          </li>
          <li>会员未到期时续费，有效期在原到期日基础上顺延。</li>
          <li>会员费一经支付不可退还，请确认后再支付。</li>
        </ul>
      </section>
    </>
  )
}
