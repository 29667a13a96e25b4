import {
  type AdminChatPage,
  type AdminChatReportRow,
  CHAT_OPEN_DAYS_AFTER_END,
  CHAT_PAGE_SIZE,
  CHAT_ROLE_LABELS,
  type ChatConversation,
  type ChatMessageView,
  type ChatPage,
  ChatReportStatus,
  type ChatRole,
  type ChatSendBody,
  formatDateTime,
  formatDateTimeOrEmpty,
  ChatMessages as Messages,
  orderEndedAt,
} from '@dianjing/shared'
import type { Db, Executor } from '../../db/database.ts'
import { countCustomerAction } from '../../lib/action-limits.ts'
import { recordStaffAction } from '../../lib/audit.ts'
import { clock } from '../../lib/clock.ts'
import { AppError, business, notFound } from '../../lib/errors.ts'
import { productTitleOf } from '../../lib/product-snapshot.ts'
import { ownsUploads } from '../files/service.ts'
import { notify } from '../notifications/service.ts'
import { maskContacts } from './contact-mask.ts'
import * as repo from './repo.ts'

/** Messages a customer or worker may send a minute, across their chats. */
export const CHAT_SENDS_PER_MINUTE = 30

const DAY_MS = 24 * 3_600_000

export interface ChatUser {
  id: number
}

type Side = 'customer' | 'worker'

/**
 * Who `userId` is in the order's chat: its customer, or the worker serving it now (accepted, not taken
 * from them). A worker the order was taken from, and everyone else, is not in it.
 */
export function sideOf(order: repo.OrderFacts, userId: number): Side | null {
  if (order.userId === userId) return 'customer'
  if (order.workerId === userId && order.acceptedAt) return 'worker'
  return null
}

/** Seven days after the order ended (any ending, a split or a ruling included): kept read-only. */
function pastChatWindow(order: repo.OrderFacts, now: Date): boolean {
  const ended = orderEndedAt(order)
  return ended !== null && now.getTime() > ended.getTime() + CHAT_OPEN_DAYS_AFTER_END * DAY_MS
}

/**
 * Why nobody may write in the chat now, or '' when it is open: open from a worker's acceptance until
 * seven days after the order ends, then kept read-only as evidence.
 */
export function closedReason(order: repo.OrderFacts, now = clock.now()): string {
  if (pastChatWindow(order, now)) return Messages.closed
  if (!order.workerId || !order.acceptedAt) return Messages.notStarted
  return ''
}

async function orderFor(db: Executor, orderId: number) {
  const order = await repo.findOrderFacts(db, orderId)
  if (!order) throw notFound(Messages.noOrder)
  return order
}

/** The order and the asker's side in it; anyone else is refused as if it were not theirs to see. */
async function joined(db: Executor, orderId: number, userId: number) {
  const order = await orderFor(db, orderId)
  const side = sideOf(order, userId)
  if (!side) throw new AppError('forbidden', Messages.notParticipant)
  return { order, side }
}

const titleOf = (order: { productJson: string }) => productTitleOf(order.productJson)

/** The other side of the asker: the worker for the customer, the customer for the worker. */
const peerOf = (order: repo.OrderFacts, side: Side) => (side === 'customer' ? order.workerId : order.userId)

type Names = Awaited<ReturnType<typeof repo.senderNames>>

function senderNameOf(message: repo.MessageRow, names: Names): string {
  if (message.senderRole === 'staff') return CHAT_ROLE_LABELS.staff
  return names.user.get(message.senderId) ?? CHAT_ROLE_LABELS[message.senderRole as ChatRole]
}

function viewOf(
  message: repo.MessageRow,
  names: Names,
  asker: number,
  peerMarks: { deliveredId: number; readId: number } | undefined,
): ChatMessageView {
  const mine = message.senderRole !== 'staff' && message.senderId === asker
  let mark: ChatMessageView['mark'] = ''
  if (mine) {
    mark = 'sent'
    if ((peerMarks?.deliveredId ?? 0) >= message.id) mark = 'delivered'
    if ((peerMarks?.readId ?? 0) >= message.id) mark = 'read'
  }
  return {
    id: message.id,
    orderId: message.orderId,
    role: message.senderRole as ChatRole,
    mine,
    senderName: senderNameOf(message, names),
    body: message.body,
    images: message.images,
    masked: message.masked,
    mark,
    time: formatDateTime(message.createdAt),
  }
}

/** Messages as `userId` sees them, with the marks of the other side on their own. */
export async function viewsFor(
  db: Executor,
  order: repo.OrderFacts,
  side: Side,
  userId: number,
  messages: repo.MessageRow[],
) {
  const [names, marks] = await Promise.all([repo.senderNames(db, messages), repo.marksOf(db, order.id)])
  const peer = peerOf(order, side)
  const peerMarks = peer ? marks.get(peer) : undefined
  return {
    views: messages.map((message) => viewOf(message, names, userId, peerMarks)),
    peerMarks: { deliveredId: peerMarks?.deliveredId ?? 0, readId: peerMarks?.readId ?? 0 },
  }
}

/**
 * Marks what `userId` has now received as delivered; tells the other side's open pages when that moved
 * their messages to 已送达.
 */
export async function markDelivered(db: Db, orderId: number, userId: number, upTo: number) {
  if (upTo <= 0) return
  await db.transaction(async (tx) => {
    if (await repo.advanceMarks(tx, orderId, userId, { deliveredId: upTo })) await repo.announce(tx, orderId)
  })
}

/** Throws unless `user` is in the order's chat (before a live stream opens). */
export async function messagesAllowed(db: Db, user: ChatUser, orderId: number) {
  await joined(db, orderId, user.id)
}

/** A page of the order's chat for its customer or worker (the newest, or before `beforeId`). */
export async function messages(
  db: Db,
  user: ChatUser,
  query: { orderId: number; beforeId?: number },
): Promise<ChatPage> {
  const { order, side } = await joined(db, query.orderId, user.id)
  const page = await repo.listMessages(db, order.id, CHAT_PAGE_SIZE, query.beforeId)
  const { views } = await viewsFor(db, order, side, user.id, page.rows)
  if (!query.beforeId) await markDelivered(db, order.id, user.id, page.rows.at(-1)?.id ?? 0)
  const reason = closedReason(order)
  return {
    orderId: order.id,
    orderNum: order.orderNum,
    title: titleOf(order),
    peerName: (side === 'customer' ? order.workerName : order.customerName) ?? '',
    role: side,
    messages: views,
    hasMore: page.hasMore,
    open: reason === '',
    closedReason: reason,
  }
}

/** The customer or the worker writes in the order's chat; contact details are hidden first. */
export async function send(db: Db, user: ChatUser, body: ChatSendBody): Promise<ChatMessageView> {
  const { order, side } = await joined(db, body.orderId, user.id)
  const reason = closedReason(order)
  if (reason) throw business(reason)
  if (!(await ownsUploads(db, user.id, body.images))) throw business(Messages.imagesNotYours)
  const { text, masked } = maskContacts(body.body)
  const message = await db.transaction(async (tx) => {
    await countCustomerAction(tx, 'chatSend', user.id, CHAT_SENDS_PER_MINUTE)
    const stored = await repo.insertMessage(tx, {
      orderId: order.id,
      senderRole: side,
      senderId: user.id,
      body: text,
      images: body.images,
      masked,
    })
    // What one writes, one has read.
    await repo.advanceMarks(tx, order.id, user.id, { deliveredId: stored.id, readId: stored.id })
    await repo.announce(tx, order.id)
    const peer = peerOf(order, side)
    if (peer) await tellRecipient(tx, order, peer, stored)
    return stored
  })
  const { views } = await viewsFor(db, order, side, user.id, [message])
  return views[0]!
}

/**
 * Tells the other side of a new message in the notification centre, once per run of unread messages:
 * the notice is keyed by their read mark, so the next one comes after they have read this.
 */
async function tellRecipient(tx: Executor, order: repo.OrderFacts, userId: number, message: repo.MessageRow) {
  const marks = await repo.marksOf(tx, order.id)
  const readId = marks.get(userId)?.readId ?? 0
  const from =
    message.senderRole === 'staff'
      ? CHAT_ROLE_LABELS.staff
      : message.senderRole === 'customer'
        ? order.customerName
        : order.workerName
  await notify(tx, {
    userId,
    kind: 'chatMessage',
    title: `${from ?? ''}发来新消息`.slice(0, 40),
    body: message.body || '[图片]',
    orderId: order.id,
    link: `/order-chat?orderId=${order.id}`,
    dedupeKey: `chat:${order.id}:${readId}`,
    orderNum: order.orderNum,
  })
}

/** The asker has seen everything up to `readId`: the other side's messages turn 已读. */
export async function read(db: Db, user: ChatUser, body: { orderId: number; readId: number }) {
  const { order } = await joined(db, body.orderId, user.id)
  const latest = await repo.listMessages(db, order.id, 1)
  const upTo = Math.min(body.readId, latest.rows[0]?.id ?? 0)
  if (upTo <= 0) return
  await db.transaction(async (tx) => {
    if (await repo.advanceMarks(tx, order.id, user.id, { deliveredId: upTo, readId: upTo })) {
      await repo.announce(tx, order.id)
    }
  })
}

/** A participant reports a message of the chat (not their own) to staff, once. */
export async function report(db: Db, user: ChatUser, body: { messageId: number; reason: string }) {
  const message = await repo.findMessage(db, body.messageId)
  if (!message) throw notFound(Messages.noMessage)
  await joined(db, message.orderId, user.id)
  if (message.senderRole !== 'staff' && message.senderId === user.id) throw business(Messages.ownMessage)
  const recorded = await repo.insertReport(db, {
    messageId: message.id,
    reporterId: user.id,
    reason: body.reason,
  })
  if (!recorded) throw business(Messages.alreadyReported)
}

function lineOf(message: repo.MessageRow | undefined): string {
  if (!message) return ''
  const text = message.body || (message.images.length > 0 ? '[图片]' : '')
  return message.senderRole === 'staff' ? `${CHAT_ROLE_LABELS.staff}：${text}` : text
}

/** The asker's chats, the most recent first, with how many messages they have not read. */
export async function conversations(db: Db, user: ChatUser): Promise<ChatConversation[]> {
  const { rows, lastMessages } = await repo.conversationsOf(db, user.id)
  return rows.flatMap((row) => {
    const facts: repo.OrderFacts = row
    const side = sideOf(facts, user.id)
    if (!side) return []
    const last = lastMessages.get(row.lastId)
    return [
      {
        orderId: row.id,
        orderNum: row.orderNum,
        title: titleOf(row),
        role: side,
        peerName: (side === 'customer' ? row.workerName : row.customerName) ?? '',
        lastText: lineOf(last),
        lastTime: formatDateTimeOrEmpty(last?.createdAt),
        unread: row.unread,
        open: closedReason(facts) === '',
      },
    ]
  })
}

export const unread = (db: Db, user: ChatUser) => repo.unreadTotal(db, user.id)

// --- staff ----------------------------------------------------------------------------------------------

/** Any order's chat for staff: every message with its writer's name (staff by name) and its reports. */
export async function staffMessages(db: Db, orderId: number, beforeId?: number): Promise<AdminChatPage> {
  await orderFor(db, orderId)
  const page = await repo.listMessages(db, orderId, CHAT_PAGE_SIZE, beforeId)
  const [names, reports] = await Promise.all([
    repo.senderNames(db, page.rows),
    repo.reportCounts(
      db,
      page.rows.map((message) => message.id),
    ),
  ])
  return {
    hasMore: page.hasMore,
    messages: page.rows.map((message) => ({
      id: message.id,
      orderId: message.orderId,
      role: message.senderRole as ChatRole,
      senderId: message.senderId,
      senderName:
        message.senderRole === 'staff'
          ? `${CHAT_ROLE_LABELS.staff}（${names.staff.get(message.senderId) ?? ''}）`
          : senderNameOf(message, names),
      body: message.body,
      images: message.images,
      masked: message.masked,
      time: formatDateTime(message.createdAt),
      reports: reports.get(message.id) ?? 0,
    })),
  }
}

/** Staff write into an order's chat as 平台客服, while it is not closed. */
export async function staffSend(db: Db, staffId: number, orderId: number, body: string) {
  const order = await orderFor(db, orderId)
  if (pastChatWindow(order, clock.now())) throw business(Messages.closed)
  await db.transaction(async (tx) => {
    const stored = await repo.insertMessage(tx, {
      orderId,
      senderRole: 'staff',
      senderId: staffId,
      body,
      masked: false,
    })
    await repo.announce(tx, orderId)
    for (const userId of [order.userId, order.workerId]) {
      if (userId) await tellRecipient(tx, order, userId, stored)
    }
  })
}

export async function staffReports(
  db: Db,
  query: { status: 'pending' | 'handled'; page: number; pageSize: number },
): Promise<{ total: number; list: AdminChatReportRow[] }> {
  const { rows, total } = await repo.listReports(db, query.status === 'pending', query.page, query.pageSize)
  const names = await repo.senderNames(
    db,
    rows.map((row) => row.message),
  )
  return {
    total,
    list: rows.map(({ report: r, message, orderNum, orderUserId, reporterName, handledBy }) => ({
      id: r.id,
      messageId: message.id,
      orderId: message.orderId,
      orderNum,
      reporterName,
      reporterRole: r.reporterId === orderUserId ? 'customer' : 'worker',
      senderName:
        message.senderRole === 'staff'
          ? `${CHAT_ROLE_LABELS.staff}（${names.staff.get(message.senderId) ?? ''}）`
          : senderNameOf(message, names),
      senderRole: message.senderRole as ChatRole,
      body: message.body,
      images: message.images,
      reason: r.reason,
      status: r.status,
      handledBy: handledBy ?? '',
      handledNote: r.handledNote ?? '',
      createTime: formatDateTime(r.createdAt),
      handledTime: formatDateTimeOrEmpty(r.handledAt),
    })),
  }
}

export async function handleReport(db: Db, staffId: number, id: number, note: string) {
  await db.transaction(async (tx) => {
    const handled = await repo.handleReport(tx, id, staffId, note)
    if (!handled) throw business('该举报不存在或已处理')
    await recordStaffAction(tx, {
      staffId,
      action: 'handleChatReport',
      entity: 'chatReport',
      entityId: id,
      before: { status: ChatReportStatus.pending },
      after: { status: ChatReportStatus.handled, note },
    })
  })
}
