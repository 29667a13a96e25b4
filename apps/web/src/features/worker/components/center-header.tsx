import type { WorkerCenterSummary } from '@dianjing/shared'
import { Avatar, Switch, Toast } from 'antd-mobile'
import { RightOutline } from 'antd-mobile-icons'
import { Link } from 'react-router'
import { useSetOnDuty } from '../api/center.ts'
import styles from './center-header.module.css'

/** The top of /dashou-center: who the worker is, the on-duty switch, membership and two shortcuts. */
export function CenterHeader({ summary }: { summary: WorkerCenterSummary }) {
  const setOnDuty = useSetOnDuty()
  const onDuty = summary.onDuty
  // The server keeps it (decision 023): on duty, the worker is told of new hall orders of their region.
  const change = (next: boolean) =>
    setOnDuty.mutate(next, {
      onSuccess: () =>
        Toast.show({ content: next ? '已开始接单，新订单将提醒您' : '已休息，不再提醒新订单' }),
    })
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
            onChange={change}
            loading={setOnDuty.isPending}
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
