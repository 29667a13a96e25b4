import type { StaffRoleValue } from '@dianjing/shared'
import { Alert, Button, Card, Divider, Empty, Flex, Skeleton, Typography } from 'antd'
import { useLayoutEffect, useRef } from 'react'
import { readOnlyText } from '@/components/read-only-notice.tsx'
import { apiErrorOf } from '@/lib/api-client.ts'
import { CHAT_POLL_MS, type ChatMessage, chatMessages, useOrderChat } from '../api/get-order-chat.ts'
import { ChatComposer } from './chat-composer.tsx'
import { ChatMessageItem } from './chat-message.tsx'
import { roleMayModerateChat } from './order-rules.ts'

/** Closer than this to the end counts as reading the newest: new messages then scroll into view. */
const NEAR_END_PX = 48

/**
 * Keeps the conversation's scroll where a reader expects it: at the newest message when it first shows
 * and when one arrives while the reader is there, and on the same message when older ones load above.
 */
function useChatScroll(messages: ChatMessage[]) {
  const box = useRef<HTMLDivElement>(null)
  const seen = useRef({ first: 0, last: 0, height: 0, atEnd: true })

  useLayoutEffect(() => {
    const element = box.current
    if (!element) return
    const first = messages[0]?.id ?? 0
    const last = messages.at(-1)?.id ?? 0
    const before = seen.current
    if (last === before.last && first !== before.first) {
      element.scrollTop += element.scrollHeight - before.height
    } else if (last !== before.last && before.atEnd) {
      element.scrollTop = element.scrollHeight
    }
    seen.current = { first, last, height: element.scrollHeight, atEnd: before.atEnd }
  }, [messages])

  const onScroll = () => {
    const element = box.current
    if (!element) return
    seen.current.atEnd = element.scrollHeight - element.scrollTop - element.clientHeight < NEAR_END_PX
  }
  /** After staff send, their message shows however far up they had scrolled. */
  const followNext = () => {
    seen.current.atEnd = true
  }
  return { box, onScroll, followNext }
}

/**
 * The order's chat between its customer and worker, kept as evidence: every message with who wrote it,
 * what was masked or reported, read again every few seconds. Operators, support and the owner may answer
 * as 平台客服; finance reads it.
 */
export function OrderChatCard({ orderId, role }: { orderId: number; role: StaffRoleValue | undefined }) {
  const chat = useOrderChat(orderId)
  const messages = chatMessages(chat.data?.pages ?? [])
  const { box, onScroll, followNext } = useChatScroll(messages)
  const error = apiErrorOf(chat.error)

  return (
    <Card
      title="聊天记录"
      extra={
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          每 {CHAT_POLL_MS / 1000} 秒自动刷新
        </Typography.Text>
      }
    >
      {chat.isError && (
        <Alert
          type="error"
          showIcon
          title="聊天记录加载失败"
          description={error?.message ?? '请稍后重试'}
          action={
            <Button size="small" onClick={() => chat.refetch()}>
              重试
            </Button>
          }
          style={{ marginBottom: 16 }}
        />
      )}
      {chat.isPending && !chat.isError && <Skeleton active paragraph={{ rows: 4 }} />}
      {chat.data &&
        (messages.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无聊天记录" />
        ) : (
          <div
            ref={box}
            onScroll={onScroll}
            role="log"
            aria-label="聊天记录"
            style={{ maxHeight: 520, overflowY: 'auto', margin: '-8px -12px 0' }}
          >
            {chat.hasNextPage && (
              <Flex justify="center" style={{ padding: '4px 0 8px' }}>
                <Button
                  type="link"
                  size="small"
                  loading={chat.isFetchingNextPage}
                  onClick={() => chat.fetchNextPage()}
                >
                  加载更早的消息
                </Button>
              </Flex>
            )}
            {messages.map((message) => (
              <ChatMessageItem key={message.id} message={message} />
            ))}
          </div>
        ))}
      {chat.data && (
        <>
          <Divider style={{ margin: '16px 0' }} />
          {roleMayModerateChat(role) ? (
            <ChatComposer orderId={orderId} onSent={followNext} />
          ) : (
            role && (
              <Typography.Text type="secondary">
                {readOnlyText(role, '聊天记录', '以平台客服身份回复由运营或客服处理')}
              </Typography.Text>
            )
          )}
        </>
      )}
    </Card>
  )
}
