import { formatCents, type Invitee, type MyInvitations } from '@dianjing/shared'
import { Button, Skeleton } from 'antd-mobile'
import type { ReactNode } from 'react'
import { EmptyState } from '@/components/empty-state.tsx'
import { LoadError } from '@/components/load-error.tsx'
import { PageNavBar } from '@/components/page-nav-bar.tsx'
import { copyText } from '@/lib/clipboard.ts'
import { useMyInvitations } from '../api/get-my-invitations.ts'
import { invitationLink } from '../invitation-code.ts'
import styles from './my-invitations.module.css'

/** `YYYY-MM-DD HH:mm:ss` → the date; anything else as it came. */
const dateOf = (createTime: string) => createTime.slice(0, 10)

function CodeCard({ data }: { data: MyInvitations }) {
  return (
    <section className={styles.codeCard} aria-label="我的邀请码">
      <p className={styles.codeLabel}>我的邀请码</p>
      <p className={styles.code}>{data.promotionCode}</p>
      <div className={styles.actions}>
        <Button
          color="primary"
          shape="rounded"
          size="small"
          onClick={() => void copyText(data.promotionCode, '邀请码已复制')}
        >
          复制邀请码
        </Button>
        <Button
          className={styles.linkButton}
          shape="rounded"
          size="small"
          onClick={() => void copyText(invitationLink(data.promotionCode), '邀请链接已复制，快发给好友吧')}
        >
          复制邀请链接
        </Button>
      </div>
      <p className={styles.share}>把邀请码或链接发给好友，好友首次登录时填写你的邀请码，即成为你邀请的好友</p>
    </section>
  )
}

function InviteeRow({ invitee }: { invitee: Invitee }) {
  return (
    <li className={styles.row}>
      <span className={styles.initial} aria-hidden="true">
        {Array.from(invitee.nickName)[0] ?? '友'}
      </span>
      <div className={styles.who}>
        <p className={styles.nick}>{invitee.nickName}</p>
        <p className={styles.detail}>
          {invitee.phone} · {dateOf(invitee.createTime)} 加入
        </p>
      </div>
      <div className={styles.spend}>
        <span className={styles.spendLabel}>累计消费</span>
        <span className={styles.amount}>¥{formatCents(invitee.totalSpend)}</span>
      </div>
    </li>
  )
}

/** /my-invitations: the user's own code to share, and the people who signed up with it. */
export function MyInvitationsRoute() {
  const invitations = useMyInvitations()
  let content: ReactNode
  if (invitations.isPending) {
    content = (
      <div className={styles.skeleton} role="status" aria-busy="true" aria-label="加载中">
        <Skeleton animated className={styles.codeSkeleton} />
        <Skeleton.Paragraph lineCount={4} animated />
      </div>
    )
  } else if (invitations.isError) {
    content = (
      <LoadError
        title="邀请记录加载失败"
        error={invitations.error}
        onRetry={() => invitations.refetch()}
        retrying={invitations.isFetching}
      />
    )
  } else {
    const { data } = invitations
    content = (
      <>
        <CodeCard data={data} />
        <section className={styles.listCard} aria-label="邀请记录">
          <h2 className={styles.listTitle}>
            邀请记录
            <span className={styles.total}>
              已邀请 <strong>{data.total}</strong> 人
            </span>
          </h2>
          {data.list.length === 0 ? (
            <EmptyState title="暂无邀请记录" description="快把邀请码分享给好友吧" />
          ) : (
            <ul className={styles.list}>
              {data.list.map((invitee) => (
                <InviteeRow key={invitee.id} invitee={invitee} />
              ))}
            </ul>
          )}
        </section>
      </>
    )
  }
  return (
    <div className={styles.page}>
      <PageNavBar title="我的邀请" />
      {content}
    </div>
  )
}
