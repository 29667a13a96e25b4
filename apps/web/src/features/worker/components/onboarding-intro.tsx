import { IN_SERVICE_CAP, WORKER_MIN_DEPOSIT } from '@dianjing/shared'
import { AppstoreOutline, CheckShieldOutline, StarOutline } from 'antd-mobile-icons'
import { MEMBERSHIP_TOTAL, yuanText } from '../onboarding-money.ts'
import styles from './onboarding-intro.module.css'

const STEPS = ['提交申请', '平台审核', '开通会员', '缴纳保证金']

/** Above the join form: what being a worker means, before anyone fills anything in (spec §6). */
export function OnboardingIntro() {
  const points = [
    {
      icon: <AppstoreOutline />,
      title: '接单大厅',
      text: '审核通过后进入接单大厅，QQ区、微信区订单自主挑选，完成服务即得收入。',
    },
    {
      icon: <StarOutline />,
      title: `打手会员 ${MEMBERSHIP_TOTAL}元/年`,
      text: '享更多接单机会、优先派单；会员费支付后不可退还。',
    },
    {
      icon: <CheckShieldOutline />,
      title: '保证金',
      text: `接单需缴纳不少于 ${yuanText(WORKER_MIN_DEPOSIT)} 元保证金；每多 ${yuanText(IN_SERVICE_CAP.perDeposit)} 元可多同时服务 1 单。`,
    },
  ]
  return (
    <section className={styles.intro} aria-labelledby="onboarding-intro-title">
      <div className={styles.hero}>
        <h2 id="onboarding-intro-title" className={styles.title}>
          成为打手，用实力接单赚钱
        </h2>
        <ol className={styles.steps}>
          {STEPS.map((step, index) => (
            <li key={step} className={styles.step}>
              <span className={styles.stepNumber}>{index + 1}</span>
              {step}
            </li>
          ))}
        </ol>
      </div>
      <ul className={styles.points}>
        {points.map((point) => (
          <li key={point.title} className={styles.point}>
            <span className={styles.pointIcon} aria-hidden="true">
              {point.icon}
            </span>
            <div>
              <h3 className={styles.pointTitle}>{point.title}</h3>
              <p className={styles.pointText}>{point.text}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  )
}
