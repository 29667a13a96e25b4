import type { SystemConfig } from '@dianjing/shared'
import { useQueryClient } from '@tanstack/react-query'
import { Dialog, PullToRefresh } from 'antd-mobile'
import {
  CheckShieldOutline,
  EditSOutline,
  ExclamationShieldOutline,
  FileOutline,
  MessageOutline,
  PayCircleOutline,
  UserAddOutline,
  UserSetOutline,
} from 'antd-mobile-icons'
import type { ReactNode } from 'react'
import { useNavigate } from 'react-router'
import { showImageDialog } from '@/components/image-dialog.tsx'
import { LoadError } from '@/components/load-error.tsx'
import { MessagesEntry } from '@/components/messages-entry.tsx'
import { NotificationBell } from '@/components/notification-bell.tsx'
import { RichHtml } from '@/components/rich-html.tsx'
import { showSupportDialog } from '@/components/support-dialog.tsx'
import { useOrderCounts } from '@/features/account/api/get-order-counts.ts'
import { useUserInfo } from '@/features/account/api/get-user-info.ts'
import { useUserLevel } from '@/features/account/api/get-user-level.ts'
import { LevelCard } from '@/features/account/components/level-card.tsx'
import { OrderCountGrid } from '@/features/account/components/order-count-grid.tsx'
import { ProfileHeader } from '@/features/account/components/profile-header.tsx'
import { useSignOut } from '@/features/account/session.ts'
import { useSystemConfig } from '@/features/catalogue/api/get-system-config.ts'
import { openWorkerCenter } from '@/features/worker/worker-center.ts'
import { notificationUnreadKey } from '@/lib/notifications.ts'
import { chatUnreadKey } from '@/lib/order-chat.ts'
import { showToast } from '@/lib/toast.ts'
import styles from './mine.module.css'

interface Entry {
  label: string
  icon: ReactNode
  /** The icon's tint, from the brand palette. */
  tone: 'violet' | 'amber' | 'blue' | 'green' | 'rose' | 'teal' | 'indigo' | 'orange'
  onClick: () => void
}

/**
 * /mine (spec §2): who the user is, their level, their orders by state and everything else they can
 * do from here. Composes the account, catalogue (system config) and worker features.
 */
export function MineRoute() {
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const user = useUserInfo()
  const level = useUserLevel()
  const counts = useOrderCounts()
  const config = useSystemConfig()
  const signOut = useSignOut()

  const refresh = async () => {
    await Promise.all([
      user.refetch(),
      level.refetch(),
      counts.refetch(),
      queryClient.refetchQueries({ queryKey: chatUnreadKey }),
      queryClient.refetchQueries({ queryKey: notificationUnreadKey }),
    ])
  }

  /** The complaint and assessment images and the notice live in the system config. */
  const withConfig = (show: (loaded: SystemConfig) => void) => () => {
    if (config.data) show(config.data)
    else showToast(config.isError ? '内容加载失败，请稍后重试' : '正在加载，请稍后再试')
  }

  const entries: Entry[] = [
    {
      label: '我的邀请',
      icon: <UserAddOutline />,
      tone: 'violet',
      onClick: () => navigate('/my-invitations'),
    },
    {
      label: '余额充值',
      icon: <PayCircleOutline />,
      tone: 'amber',
      onClick: () => navigate('/balance-recharge'),
    },
    { label: '编辑资料', icon: <EditSOutline />, tone: 'blue', onClick: () => navigate('/edit-user-info') },
    {
      label: '打手中心',
      icon: <UserSetOutline />,
      tone: 'indigo',
      onClick: () => void openWorkerCenter(navigate),
    },
    {
      label: '投诉',
      icon: <ExclamationShieldOutline />,
      tone: 'rose',
      onClick: withConfig(({ complaintImage }) =>
        showImageDialog({ title: '投诉', image: complaintImage, hint: '长按图片可保存或识别二维码' }),
      ),
    },
    {
      label: '考核',
      icon: <CheckShieldOutline />,
      tone: 'green',
      onClick: withConfig(({ assessmentImage }) =>
        showImageDialog({ title: '考核', image: assessmentImage, hint: '长按图片可保存或识别二维码' }),
      ),
    },
    {
      label: '下单必读',
      icon: <FileOutline />,
      tone: 'orange',
      onClick: withConfig(({ orderNotice }) =>
        Dialog.alert({
          title: '下单必读',
          content: orderNotice.trim() ? (
            <div className={styles.notice}>
              <RichHtml html={orderNotice} />
            </div>
          ) : (
            <p className={styles.noNotice}>暂无下单须知</p>
          ),
          confirmText: '我知道了',
        }),
      ),
    },
    {
      label: '联系客服',
      icon: <MessageOutline />,
      tone: 'teal',
      onClick: () => showSupportDialog(config.data?.supportWechatId ?? ''),
    },
  ]

  const confirmSignOut = () =>
    Dialog.confirm({
      content: '确定要退出登录吗？',
      confirmText: '退出登录',
      cancelText: '取消',
      onConfirm: signOut,
    })

  return (
    <div className={styles.page}>
      <PullToRefresh onRefresh={refresh}>
        <ProfileHeader user={user.data} levelName={level.data?.currentLevel} action={<NotificationBell />} />
        {user.isError && !user.data && (
          <div className={styles.card}>
            <LoadError
              compact
              title="个人信息加载失败"
              error={user.error}
              onRetry={() => user.refetch()}
              retrying={user.isFetching}
            />
          </div>
        )}
        {level.isError ? (
          <div className={`${styles.card} ${styles.lift}`}>
            <LoadError
              compact
              title="等级加载失败"
              error={level.error}
              onRetry={() => level.refetch()}
              retrying={level.isFetching}
            />
          </div>
        ) : (
          <LevelCard level={level.data} />
        )}
        <OrderCountGrid counts={counts.data} />
        <MessagesEntry />
        <section className={styles.card} aria-label="常用功能">
          <h2 className={styles.cardTitle}>常用功能</h2>
          <ul className={styles.entries}>
            {entries.map((entry) => (
              <li key={entry.label}>
                <button type="button" className={styles.entry} onClick={entry.onClick}>
                  <span className={`${styles.icon} ${styles[entry.tone]}`}>{entry.icon}</span>
                  <span className={styles.entryLabel}>{entry.label}</span>
                </button>
              </li>
            ))}
          </ul>
        </section>
        <button type="button" className={styles.signOut} onClick={confirmSignOut}>
          退出登录
        </button>
      </PullToRefresh>
    </div>
  )
}
