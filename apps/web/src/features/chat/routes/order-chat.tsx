import { CHAT_ROLE_LABELS, CHAT_SAFETY_NOTICE, type ChatMessageView, type ChatPage } from '@dianjing/shared'
import { ActionSheet, NoticeBar, Skeleton } from 'antd-mobile'
import { ExclamationShieldOutline } from 'antd-mobile-icons'
import { type ReactNode, useState } from 'react'
import { useSearchParams } from 'react-router'
import { EmptyState } from '@/components/empty-state.tsx'
import { LoadError } from '@/components/load-error.tsx'
import { PageNavBar } from '@/components/page-nav-bar.tsx'
import { copyText } from '@/lib/clipboard.ts'
import { useSendChatMessage } from '../api/send-message.ts'
import { ChatClosedBar, ChatComposer, type ChatDraft } from '../components/chat-composer.tsx'
import { MessageList } from '../components/message-list.tsx'
import { ReportPopup } from '../components/report-popup.tsx'
import { useChatThread } from '../use-chat-thread.ts'
import styles from './order-chat.module.css'

/** Who the user talks with, by their side of the order. */
const peerLabel = (page: ChatPage) => CHAT_ROLE_LABELS[page.role === 'customer' ? 'worker' : 'customer']

function ChatTitle({ page }: { page: ChatPage | undefined }) {
  if (!page) return '订单聊天'
  return (
    <span className={styles.title}>
      <span className={styles.peer}>{page.peerName || peerLabel(page)}</span>
      <span className={styles.order}>{page.title || `订单 ${page.orderNum}`}</span>
    </span>
  )
}

/** Copy for any text; 举报 for what the others wrote. */
function showMessageActions(message: ChatMessageView, report: (message: ChatMessageView) => void) {
  const actions = [
    ...(message.body ? [{ key: 'copy', text: '复制' }] : []),
    ...(message.mine ? [] : [{ key: 'report', text: '举报', danger: true }]),
  ]
  if (actions.length === 0) return
  ActionSheet.show({
    actions,
    cancelText: '取消',
    closeOnAction: true,
    onAction: (action) => {
      if (action.key === 'copy') void copyText(message.body)
      if (action.key === 'report') report(message)
    },
  })
}

function OrderChat({ orderId }: { orderId: number }) {
  const { first, thread, loadingOlder, loadOlder, addSent } = useChatThread(orderId)
  const send = useSendChatMessage()
  const [reporting, setReporting] = useState<ChatMessageView | null>(null)
  const page = first.data

  const onSend = async (draft: ChatDraft) => {
    try {
      addSent(await send.mutateAsync({ orderId, ...draft }))
      return true
    } catch {
      // The request client said why (too fast, closed, a bad image); the draft stays.
      return false
    }
  }

  let body: ReactNode
  if (first.isError) {
    body = (
      <LoadError
        title="聊天加载失败"
        error={first.error}
        onRetry={() => first.refetch()}
        retrying={first.isFetching}
      />
    )
  } else if (!page) {
    body = (
      <div className={styles.skeleton} role="status" aria-busy="true" aria-label="聊天加载中">
        <Skeleton.Paragraph lineCount={5} animated />
      </div>
    )
  } else {
    const closedReason = thread.closedReason ?? (page.open ? null : page.closedReason)
    body = (
      <>
        <MessageList
          messages={thread.messages}
          peerMarks={thread.peerMarks}
          hasMore={thread.hasMore}
          loadingOlder={loadingOlder}
          onLoadOlder={() => void loadOlder()}
          onActions={(message) => showMessageActions(message, setReporting)}
          emptyHint={`还没有消息，和${peerLabel(page)}打个招呼吧`}
        />
        {closedReason ? (
          <ChatClosedBar reason={closedReason} />
        ) : (
          <ChatComposer sending={send.isPending} onSend={onSend} />
        )}
        <ReportPopup message={reporting} onClose={() => setReporting(null)} />
      </>
    )
  }

  return (
    <div className={styles.page}>
      <PageNavBar title={<ChatTitle page={first.isError ? undefined : page} />} />
      <NoticeBar
        className={styles.notice}
        color="alert"
        icon={<ExclamationShieldOutline />}
        content={CHAT_SAFETY_NOTICE}
      />
      {body}
    </div>
  )
}

/** /order-chat?orderId (issue 22): the order's chat between its customer and its worker, live. */
export function OrderChatRoute() {
  const [searchParams] = useSearchParams()
  const raw = searchParams.get('orderId') ?? ''
  const orderId = /^[1-9]\d{0,15}$/.test(raw) ? Number(raw) : 0
  if (!orderId) {
    return (
      <div className={styles.page}>
        <PageNavBar title="订单聊天" />
        <EmptyState title="订单不存在" page />
      </div>
    )
  }
  // A new order is a new chat: nothing of the last one's state carries over.
  return <OrderChat key={orderId} orderId={orderId} />
}
