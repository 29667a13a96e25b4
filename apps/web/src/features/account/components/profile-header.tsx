import type { UserInfo } from '@dianjing/shared'
import { Avatar, Skeleton } from 'antd-mobile'
import { RightOutline } from 'antd-mobile-icons'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import styles from './profile-header.module.css'

interface ProfileHeaderProps {
  user: UserInfo | undefined
  levelName: string | undefined
  /** At the right of the page title (the notification bell). */
  action?: ReactNode
}

/** The top of /mine (spec §2): avatar, nickname, id and level; tapping it edits the profile. */
export function ProfileHeader({ user, levelName, action }: ProfileHeaderProps) {
  return (
    <header className={styles.header}>
      <div className={styles.titleRow}>
        <h1 className={styles.pageTitle}>我的</h1>
        {action && <span className={styles.action}>{action}</span>}
      </div>
      {user ? (
        <Link className={styles.profile} to="/edit-user-info" aria-label="编辑资料">
          <Avatar className={styles.avatar} src={user.avatar} alt="" />
          <div className={styles.text}>
            <p className={styles.name}>{user.nickName}</p>
            <p className={styles.meta}>
              <span>ID {user.id}</span>
              {levelName && <span className={styles.level}>{levelName}</span>}
            </p>
          </div>
          <RightOutline className={styles.arrow} />
        </Link>
      ) : (
        <div className={styles.profile} role="status" aria-busy="true" aria-label="加载中">
          <Skeleton animated className={styles.avatarSkeleton} />
          <div className={styles.text}>
            <Skeleton.Title animated className={styles.nameSkeleton} />
          </div>
        </div>
      )}
    </header>
  )
}
