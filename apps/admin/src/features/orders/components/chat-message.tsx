import { CHAT_ROLE_LABELS, type ChatRole } from '@dianjing/shared'
import { Flex, Image, Tag, Tooltip, Typography, theme } from 'antd'
import type { ChatMessage } from '../api/get-order-chat.ts'

/** Each side of a chat in its own colour, so a long conversation reads at a glance. */
const ROLE_COLORS: Record<ChatRole, string> = { customer: 'blue', worker: 'purple', staff: 'cyan' }

/**
 * Who wrote a message or reported one: the side, then the name. Staff come named by the server as
 * 平台客服（name）, which is both at once.
 */
export function ChatSender({ role, name }: { role: ChatRole; name: string }) {
  if (role === 'staff') {
    return (
      <Tag color={ROLE_COLORS.staff} style={{ marginInlineEnd: 0 }}>
        {name}
      </Tag>
    )
  }
  return (
    <Flex align="center" gap={6} style={{ minWidth: 0 }}>
      <Tag color={ROLE_COLORS[role]} style={{ marginInlineEnd: 0 }}>
        {CHAT_ROLE_LABELS[role]}
      </Tag>
      <Typography.Text strong ellipsis={{ tooltip: name }}>
        {name}
      </Typography.Text>
    </Flex>
  )
}

/** A message's pictures as thumbnails; a click opens them full size, one after another. */
export function ChatImages({ paths, size }: { paths: string[]; size: number }) {
  if (paths.length === 0) return null
  return (
    <Image.PreviewGroup>
      <Flex gap={8} wrap>
        {paths.map((path, index) => (
          <Image
            key={path}
            src={path}
            alt={`聊天图片 ${index + 1}`}
            width={size}
            height={size}
            style={{ objectFit: 'cover', borderRadius: 6 }}
          />
        ))}
      </Flex>
    </Image.PreviewGroup>
  )
}

/** The text as written, its line breaks kept; nothing for a message of pictures only. */
export function ChatText({ text, rows }: { text: string; rows?: number }) {
  if (!text) return null
  return (
    <Typography.Paragraph
      ellipsis={rows ? { rows, tooltip: text } : false}
      style={{ margin: 0, whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}
    >
      {text}
    </Typography.Paragraph>
  )
}

/** One message as evidence: who wrote it and when, what was hidden or reported, the text and pictures. */
export function ChatMessageItem({ message }: { message: ChatMessage }) {
  const { token } = theme.useToken()
  const reported = message.reports > 0
  return (
    <Flex
      vertical
      gap={6}
      data-chat-message={message.id}
      style={{
        padding: '10px 12px',
        borderRadius: token.borderRadiusLG,
        background: reported ? token.colorErrorBg : undefined,
      }}
    >
      <Flex align="center" gap={8} wrap>
        <ChatSender role={message.role} name={message.senderName} />
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {message.time}
        </Typography.Text>
        {message.masked && (
          <Tooltip title="发送时检测到手机号、微信号等联系方式，已自动隐藏">
            <Tag color="warning" style={{ marginInlineEnd: 0 }}>
              已屏蔽联系方式
            </Tag>
          </Tooltip>
        )}
        {reported && (
          <Tag color="error" style={{ marginInlineEnd: 0 }}>
            被举报 {message.reports} 次
          </Tag>
        )}
      </Flex>
      <ChatText text={message.body} />
      <ChatImages paths={message.images} size={96} />
    </Flex>
  )
}
