import { formatDate } from '@dianjing/shared'
import { PullToRefresh, Skeleton } from 'antd-mobile'
import type { ReactNode } from 'react'
import { EmptyState } from '@/components/empty-state.tsx'
import { LoadError } from '@/components/load-error.tsx'
import { PageNavBar } from '@/components/page-nav-bar.tsx'
import { useConversations } from '../api/get-conversations.ts'
import { ConversationRow } from '../components/conversation-row.tsx'
import styles from './messages.module.css'

/** /messages (issue 22): the user's order chats, as customer and as worker, newest first. */
export function MessagesRoute() {
  const conversations = useConversations()

  let content: ReactNode
  if (conversations.isPending) {
    content = (
      <div className={styles.skeleton} role="status" aria-busy="true" aria-label="消息加载中">
        <Skeleton.Paragraph lineCount={5} animated />
      </div>
    )
  } else if (conversations.isError) {
    content = (
      <LoadError
        title="消息加载失败"
        error={conversations.error}
        onRetry={() => conversations.refetch()}
        retrying={conversations.isFetching}
      />
    )
  } else if (conversations.data.length === 0) {
    content = <EmptyState title="暂无消息" description="打手接单后，可在订单里与对方沟通" />
  } else {
    const today = formatDate(new Date())
    content = (
      <ul className={styles.list} aria-label="会话列表">
        {conversations.data.map((conversation) => (
          <ConversationRow key={conversation.orderId} conversation={conversation} today={today} />
        ))}
      </ul>
    )
  }

  return (
    <div className={styles.page}>
      <PageNavBar title="消息" />
      <p className={styles.hint}>订单聊天记录将作为服务凭证保存，请勿私下交易</p>
      <PullToRefresh onRefresh={() => conversations.refetch().then(() => undefined)}>{content}</PullToRefresh>
    </div>
  )
}
