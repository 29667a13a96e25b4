import { CHAT_TEXT_MAX, ChatMessages } from '@dianjing/shared'
import { App, Button, Flex, Input, Typography } from 'antd'
import { useState } from 'react'
import { useSendChatMessage } from '../api/send-chat-message.ts'

/** Counted as the server counts a message: trimmed, by characters (an emoji is one). */
const characters = (text: string) => [...text.trim()].length

/**
 * Staff write into the order's chat as 平台客服: the customer and the worker both read it. A text over
 * the limit is kept as typed (never cut) and said to be too long.
 */
export function ChatComposer({ orderId, onSent }: { orderId: number; onSent: () => void }) {
  const { message } = App.useApp()
  const send = useSendChatMessage()
  const [text, setText] = useState('')
  const length = characters(text)
  const tooLong = length > CHAT_TEXT_MAX
  const ready = length > 0 && !tooLong && !send.isPending

  const submit = () => {
    if (!ready) return
    send.mutate(
      { orderId, body: text.trim() },
      {
        onSuccess: (answer) => {
          setText('')
          onSent()
          message.success(answer || '已发送')
        },
      },
    )
  }

  return (
    <Flex vertical gap={8}>
      <Input.TextArea
        aria-label="回复内容"
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) submit()
        }}
        placeholder="以平台客服身份回复，客户和打手都能看到"
        autoSize={{ minRows: 2, maxRows: 6 }}
        status={tooLong ? 'error' : undefined}
      />
      <Flex justify="space-between" align="center" gap={12}>
        {tooLong ? (
          <Typography.Text type="danger">{ChatMessages.tooLong}</Typography.Text>
        ) : (
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            Ctrl + Enter 发送
          </Typography.Text>
        )}
        <Flex align="center" gap={12}>
          {/* The count beside the button: antd's own would sit under the box, over the button. */}
          <Typography.Text type={tooLong ? 'danger' : 'secondary'} aria-label="字数">
            {length} / {CHAT_TEXT_MAX}
          </Typography.Text>
          <Button
            type="primary"
            onClick={submit}
            loading={send.isPending}
            disabled={!ready && !send.isPending}
          >
            以平台客服身份发送
          </Button>
        </Flex>
      </Flex>
    </Flex>
  )
}
