import { z } from 'zod'
import { bigIdParam, idParam } from './common.ts'

/**
 * An order's chat (issue 22): the customer and the worker serving the order, and staff writing as
 * 平台客服. Kept as evidence; contact details are masked when sent.
 */
export const CHAT_ROLES = ['customer', 'worker', 'staff'] as const
export type ChatRole = (typeof CHAT_ROLES)[number]

export const CHAT_ROLE_LABELS: Record<ChatRole, string> = {
  customer: '客户',
  worker: '打手',
  staff: '平台客服',
}

export const CHAT_TEXT_MAX = 500
export const CHAT_IMAGES_MAX = 3
export const CHAT_PAGE_SIZE = 30
/** After the order ends, the chat stays writable this long, then read-only (kept as evidence). */
export const CHAT_OPEN_DAYS_AFTER_END = 7
export const CHAT_SAFETY_NOTICE = '为保障交易安全，请勿私下交易'
/** The longest reason a customer or worker gives for reporting a message (举报原因). */
export const CHAT_REPORT_REASON_MAX = 200
/** The longest result staff write when they close a report (处理结果). */
export const CHAT_REPORT_OUTCOME_MAX = 200

export const ChatMessages = {
  noOrder: '订单不存在',
  notParticipant: '只有订单的客户和接单打手可以查看聊天',
  notStarted: '打手接单后才能发送消息',
  closed: `订单结束已超过${CHAT_OPEN_DAYS_AFTER_END}天，聊天记录仅供查看`,
  empty: '请输入消息内容或选择图片',
  tooLong: `消息不能超过${CHAT_TEXT_MAX}个字`,
  tooManyImages: `一次最多发送${CHAT_IMAGES_MAX}张图片`,
  imagesNotYours: '图片无效，请重新上传',
  noMessage: '消息不存在',
  ownMessage: '不能举报自己的消息',
  reported: '已举报，平台将尽快核实处理',
  alreadyReported: '您已举报过这条消息',
  reasonRequired: '请填写举报原因',
  reasonTooLong: `举报原因不能超过${CHAT_REPORT_REASON_MAX}个字`,
  tooFast: '发送过于频繁，请稍后再试',
} as const

/** Where a message stands for its sender: stored, received by the other side, read by them. */
export type ChatMark = 'sent' | 'delivered' | 'read'

export const chatMessageView = z.object({
  id: z.number().int(),
  orderId: z.number().int(),
  role: z.enum(CHAT_ROLES),
  /** Written by the one asking. */
  mine: z.boolean(),
  /** 客户 nickname, 打手 nickname, or 平台客服. */
  senderName: z.string(),
  body: z.string(),
  images: z.array(z.string()),
  /** Contact details were hidden: the app shows the safety notice under it. */
  masked: z.boolean(),
  /** For one's own messages: sent, delivered or read by the other side; '' for the others'. */
  mark: z.enum(['sent', 'delivered', 'read', '']),
  /** YYYY-MM-DD HH:mm:ss, Shanghai. */
  time: z.string(),
})
export type ChatMessageView = z.infer<typeof chatMessageView>

/** GET …/orderChat/messages: a page of messages, oldest first, and what the chat allows now. */
export const chatPage = z.object({
  orderId: z.number().int(),
  orderNum: z.string(),
  title: z.string(),
  /** Who the asker talks with: the worker's or the customer's nickname ('' before a worker accepts). */
  peerName: z.string(),
  /** customer or worker: the asker's side. */
  role: z.enum(['customer', 'worker']),
  messages: z.array(chatMessageView),
  /** Older messages exist before the first one here. */
  hasMore: z.boolean(),
  /** Whether the asker may send now; otherwise `closedReason` says why. */
  open: z.boolean(),
  closedReason: z.string(),
})
export type ChatPage = z.infer<typeof chatPage>

export const chatMessagesQuery = z.object({
  orderId: idParam(ChatMessages.noOrder),
  /** Messages before this id (paging back); absent: the newest. */
  beforeId: bigIdParam('消息不存在').optional(),
})

const chatText = z
  .string({ error: ChatMessages.empty })
  .max(CHAT_TEXT_MAX * 2, ChatMessages.tooLong)
  .transform((text) => text.trim())
  .refine((text) => [...text].length <= CHAT_TEXT_MAX, ChatMessages.tooLong)

export const chatSendBody = z
  .object({
    orderId: idParam(ChatMessages.noOrder),
    body: chatText.default(''),
    images: z
      .array(z.string({ error: ChatMessages.imagesNotYours }).max(300, ChatMessages.imagesNotYours), {
        error: ChatMessages.imagesNotYours,
      })
      .max(CHAT_IMAGES_MAX, ChatMessages.tooManyImages)
      .default([]),
  })
  .refine((message) => message.body !== '' || message.images.length > 0, {
    message: ChatMessages.empty,
    path: ['body'],
  })
export type ChatSendBody = z.infer<typeof chatSendBody>

export const chatReadBody = z.object({
  orderId: idParam(ChatMessages.noOrder),
  /** Everything up to this message was seen. */
  readId: bigIdParam('消息不存在'),
})

export const chatReportBody = z.object({
  messageId: bigIdParam(ChatMessages.noMessage),
  reason: z
    .string({ error: ChatMessages.reasonRequired })
    .trim()
    .min(1, ChatMessages.reasonRequired)
    .max(CHAT_REPORT_REASON_MAX, ChatMessages.reasonTooLong),
})

/** The asker's chats, newest activity first (the 消息 page). */
export const chatConversation = z.object({
  orderId: z.number().int(),
  orderNum: z.string(),
  title: z.string(),
  role: z.enum(['customer', 'worker']),
  peerName: z.string(),
  /** The last message, as a line: its text, [图片], or 平台客服: …. */
  lastText: z.string(),
  lastTime: z.string(),
  unread: z.number().int(),
  open: z.boolean(),
})
export const chatConversationList = z.array(chatConversation)
export type ChatConversation = z.infer<typeof chatConversation>

export const chatUnread = z.object({ unread: z.number().int() })

/** The console's view of an order's chat: every message, who wrote it, and the reports on it. */
export const adminChatMessage = chatMessageView.omit({ mine: true, mark: true }).extend({
  senderId: z.number().int(),
  reports: z.number().int(),
})
export const adminChatPage = z.object({
  messages: z.array(adminChatMessage),
  hasMore: z.boolean(),
})
export type AdminChatPage = z.infer<typeof adminChatPage>

export const adminChatSendBody = z.object({
  body: chatText.refine((text) => text !== '', ChatMessages.empty),
})

/** A reported message in the console's queue. */
export const adminChatReportRow = z.object({
  id: z.number().int(),
  messageId: z.number().int(),
  orderId: z.number().int(),
  orderNum: z.string(),
  reporterName: z.string(),
  reporterRole: z.enum(['customer', 'worker']),
  senderName: z.string(),
  senderRole: z.enum(CHAT_ROLES),
  body: z.string(),
  images: z.array(z.string()),
  reason: z.string(),
  /** ChatReportStatus. */
  status: z.number().int(),
  handledBy: z.string(),
  handledNote: z.string(),
  createTime: z.string(),
  handledTime: z.string(),
})
export const adminChatReportList = z.object({ total: z.number().int(), list: z.array(adminChatReportRow) })
export type AdminChatReportRow = z.infer<typeof adminChatReportRow>

export const adminChatReportHandleBody = z.object({
  note: z
    .string({ error: '请填写处理结果' })
    .trim()
    .min(1, '请填写处理结果')
    .max(CHAT_REPORT_OUTCOME_MAX, `处理结果不能超过${CHAT_REPORT_OUTCOME_MAX}个字符`),
})
