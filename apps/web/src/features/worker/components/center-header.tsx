import { StorageKey, type WorkerCenterSummary } from '@dianjing/shared'
import { Avatar, Switch } from 'antd-mobile'
import { RightOutline } from 'antd-mobile-icons'
import { useState } from 'react'
import { Link } from 'react-router'
import { getItem, setItem } from '@/lib/storage.ts'
import styles from './center-header.module.css'

/** The on-duty switch is the worker's own reminder (spec §2): not sent to the server, only kept on this device. */
const ON_DUTY_KEY = StorageKey.workerOnDuty

/** On duty unless the worker switched it off on this device. */
export function useOnDuty() {
  const [onDuty, setOnDuty] = useState(() => getItem(ON_DUTY_KEY) !== '0')
  const change = (next: boolean) => {
    setOnDuty(next)
    setItem(ON_DUTY_KEY, next ? '1' : '0')
  }
  return [onDuty, change] as const
}

/** The top of /dashou-center: who the worker is, the on-duty switch, membership and two shortcuts. */
export function CenterHeader({ summary }: { summary: WorkerCenterSummary }) {
  const [onDuty, setOnDuty] = useOnDuty()
  return (
    <header className={styles.header}>
      <div className={styles.who}>
        <Avatar className={styles.avatar} src={summary.avatar} alt="" />
        <div className={styles.text}>
          <p className={styles.name}>
            <span className={styles.nick}>{summary.nickName}</span>
            <span className={styles.level}>{summary.levelName}</span>
          </p>
          <p className={styles.meta}>ID {summary.userId}</p>
          <p className={styles.meta}>
            {summary.membershipExpiresAt ? (
              <span className={summary.membershipValid ? undefined : styles.expired}>
                会员到期：{summary.membershipExpiresAt}
                {!summary.membershipValid && '（已过期）'}
              </span>
            ) : (
              <Link className={styles.join} to="/pay-membership">
                未开通会员
                <RightOutline />
              </Link>
            )}
          </p>
        </div>
        <div className={styles.duty}>
          <Switch
            checked={onDuty}
            onChange={setOnDuty}
            aria-label="接单状态"
            style={{ '--checked-color': '#22c55e', '--height': '26px', '--width': '46px' }}
          />
          <span className={styles.dutyText}>{onDuty ? '接单中' : '休息中'}</span>
        </div>
      </div>
      <nav className={styles.shortcuts} aria-label="打手排行与等级">
        <Link className={styles.shortcut} to="/worker-ranking">
          排行榜
          <RightOutline />
        </Link>
        <Link className={styles.shortcut} to="/worker-level">
          等级
          <RightOutline />
        </Link>
      </nav>
    </header>
  )
}
