import { maskPhone, type WithdrawalInfoView } from '@dianjing/shared'
import { Skeleton } from 'antd-mobile'
import {
  AlipayCircleFill,
  BankcardOutline,
  CheckCircleFill,
  MessageFill,
  RightOutline,
} from 'antd-mobile-icons'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import styles from './withdraw-method-list.module.css'

/** 张三 → *三: enough for the worker to recognise the account, little for anyone looking over. */
export function maskName(name: string): string {
  const chars = Array.from(name.trim())
  if (chars.length <= 1) return chars.join('')
  return `${'*'.repeat(chars.length - 1)}${chars.at(-1)}`
}

interface WithdrawMethodListProps {
  /** The saved Alipay details: null when never set, undefined while loading or when they failed to load. */
  info: WithdrawalInfoView | null | undefined
  loading: boolean
}

/** Spec §2, /withdraw: Alipay is the one way out; bank card and WeChat are shown, not yet open. */
export function WithdrawMethodList({ info, loading }: WithdrawMethodListProps) {
  let account: ReactNode
  if (loading) account = <Skeleton.Title animated className={styles.accountSkeleton} />
  else if (info) {
    account = (
      <span className={styles.account}>
        {maskName(info.zfbName)} {maskPhone(info.zfbPhone)}
      </span>
    )
  } else if (info === null) {
    account = (
      <Link className={styles.setUp} to="/withdraw-info-setting">
        去设置
        <RightOutline />
      </Link>
    )
  }
  return (
    <section className={styles.card} aria-label="提现方式">
      <h2 className={styles.heading}>提现方式</h2>
      <ul className={styles.list}>
        <li className={styles.method}>
          <AlipayCircleFill className={`${styles.icon} ${styles.alipay}`} />
          <div className={styles.text}>
            <span className={styles.name}>支付宝</span>
            {account}
          </div>
          <CheckCircleFill className={styles.checked} aria-label="已选择" />
        </li>
        <li className={`${styles.method} ${styles.disabled}`} aria-disabled="true">
          <BankcardOutline className={`${styles.icon} ${styles.bank}`} />
          <div className={styles.text}>
            <span className={styles.name}>银行卡</span>
          </div>
          <span className={styles.closed}>暂未开放</span>
        </li>
        <li className={`${styles.method} ${styles.disabled}`} aria-disabled="true">
          <MessageFill className={`${styles.icon} ${styles.wechat}`} />
          <div className={styles.text}>
            <span className={styles.name}>微信</span>
          </div>
          <span className={styles.closed}>暂未开放</span>
        </li>
      </ul>
    </section>
  )
}
