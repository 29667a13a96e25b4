import { ChatReportStatus } from '@dianjing/shared'
import { and, desc, eq, gt, inArray, lt, or, type SQL, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Executor } from '../../db/database.ts'
import {
  orderChatMarks,
  orderMessageReports,
  orderMessages,
  orders,
  staff,
  users,
} from '../../db/schema/index.ts'

export type MessageRow = typeof orderMessages.$inferSelect

const customers = alias(users, 'chat_customers')
const workerUsers = alias(users, 'chat_workers')

/** What the chat needs to know of an order: who is in it and where it stands. */
const factColumns = {
  id: orders.id,
  orderNum: orders.orderNum,
  productJson: orders.productJson,
  userId: orders.userId,
  workerId: orders.workerId,
  status: orders.status,
  bizStatus: orders.bizStatus,
  acceptedAt: orders.acceptedAt,
  splitBy: orders.splitBy,
  settledAt: orders.settledAt,
  negotiatedAt: orders.negotiatedAt,
  closedAt: orders.closedAt,
  updatedAt: orders.updatedAt,
  customerName: customers.nickName,
  workerName: workerUsers.nickName,
}

export async function findOrderFacts(db: Executor, orderId: number) {
  const [row] = await db
    .select(factColumns)
    .from(orders)
    .innerJoin(customers, eq(customers.id, orders.userId))
    .leftJoin(workerUsers, eq(workerUsers.id, orders.workerId))
    .where(eq(orders.id, orderId))
  return row
}
export type OrderFacts = NonNullable<Awaited<ReturnType<typeof findOrderFacts>>>

/** Messages of an order, newest `limit` before `beforeId` (or the newest), oldest first. */
export async function listMessages(db: Executor, orderId: number, limit: number, beforeId?: number) {
  const rows = await db
    .select()
    .from(orderMessages)
    .where(and(eq(orderMessages.orderId, orderId), beforeId ? lt(orderMessages.id, beforeId) : undefined))
    .orderBy(desc(orderMessages.id))
    .limit(limit + 1)
  return { rows: rows.slice(0, limit).reverse(), hasMore: rows.length > limit }
}

/** Messages of an order after `afterId`, oldest first (what a live listener has not had yet). */
export function messagesAfter(db: Executor, orderId: number, afterId: number, limit = 200) {
  return db
    .select()
    .from(orderMessages)
    .where(and(eq(orderMessages.orderId, orderId), gt(orderMessages.id, afterId)))
    .orderBy(orderMessages.id)
    .limit(limit)
}

export async function insertMessage(db: Executor, message: typeof orderMessages.$inferInsert) {
  const [row] = await db.insert(orderMessages).values(message).returning()
  return row!
}

/** Tells every server process's listeners that the order's chat changed (sent at commit). */
export async function announce(db: Executor, orderId: number) {
  await db.execute(sql`select pg_notify('chat_changed', ${String(orderId)})`)
}

/** The marks of the order's participants, by user id. */
export async function marksOf(db: Executor, orderId: number) {
  const rows = await db.select().from(orderChatMarks).where(eq(orderChatMarks.orderId, orderId))
  return new Map(rows.map((row) => [row.userId, row]))
}

/**
 * Moves a participant's delivered (and read) marks forward, never back; answers whether anything moved.
 */
export async function advanceMarks(
  db: Executor,
  orderId: number,
  userId: number,
  marks: { deliveredId: number; readId?: number },
): Promise<boolean> {
  const readId = marks.readId ?? 0
  const moved = await db
    .insert(orderChatMarks)
    .values({ orderId, userId, deliveredId: Math.max(marks.deliveredId, readId), readId })
    .onConflictDoUpdate({
      target: [orderChatMarks.orderId, orderChatMarks.userId],
      set: {
        deliveredId: sql`greatest(${orderChatMarks.deliveredId}, excluded.delivered_id)`,
        readId: sql`greatest(${orderChatMarks.readId}, excluded.read_id)`,
        updatedAt: sql`now()`,
      },
      setWhere: or(
        lt(orderChatMarks.deliveredId, sql`excluded.delivered_id`),
        lt(orderChatMarks.readId, sql`excluded.read_id`),
      ),
    })
    .returning({ orderId: orderChatMarks.orderId })
  return moved.length > 0
}

/** Orders the user is in as customer or current worker that have at least one message. */
const inChatsOf = (userId: number): SQL =>
  and(
    or(eq(orders.userId, userId), eq(orders.workerId, userId)),
    sql`exists (select 1 from ${orderMessages} where ${orderMessages.orderId} = ${orders.id})`,
  )!

/** Messages the user has not read: written by someone else, after their read mark. */
const unreadFor = (userId: number) =>
  sql<number>`(
  select count(*) from ${orderMessages} m
  where m.order_id = ${orders.id}
    and not (m.sender_role <> 'staff' and m.sender_id = ${userId})
    and m.id > coalesce((select read_id from ${orderChatMarks} k where k.order_id = ${orders.id} and k.user_id = ${userId}), 0)
)`.mapWith(Number)

export async function conversationsOf(db: Executor, userId: number, limit = 100) {
  const last = sql<number>`(select max(id) from ${orderMessages} where ${orderMessages.orderId} = ${orders.id})`
  const rows = await db
    .select({
      ...factColumns,
      lastId: last.mapWith(Number),
      unread: unreadFor(userId),
    })
    .from(orders)
    .innerJoin(customers, eq(customers.id, orders.userId))
    .leftJoin(workerUsers, eq(workerUsers.id, orders.workerId))
    .where(inChatsOf(userId))
    .orderBy(desc(last))
    .limit(limit)
  const lastIds = rows.map((row) => row.lastId)
  const lastMessages =
    lastIds.length === 0
      ? []
      : await db.select().from(orderMessages).where(inArray(orderMessages.id, lastIds))
  return { rows, lastMessages: new Map(lastMessages.map((message) => [message.id, message])) }
}

export async function unreadTotal(db: Executor, userId: number): Promise<number> {
  const [row] = await db
    .select({ unread: sql<number>`coalesce(sum(${unreadFor(userId)}), 0)`.mapWith(Number) })
    .from(orders)
    .where(inChatsOf(userId))
  return row?.unread ?? 0
}

export async function findMessage(db: Executor, id: number) {
  const [row] = await db.select().from(orderMessages).where(eq(orderMessages.id, id))
  return row
}

/** Records a report once per message and reporter; answers false when it was reported before. */
export async function insertReport(db: Executor, report: typeof orderMessageReports.$inferInsert) {
  const rows = await db.insert(orderMessageReports).values(report).onConflictDoNothing().returning()
  return rows.length > 0
}

export async function reportCounts(db: Executor, messageIds: number[]) {
  if (messageIds.length === 0) return new Map<number, number>()
  const rows = await db
    .select({ messageId: orderMessageReports.messageId, n: sql<number>`count(*)`.mapWith(Number) })
    .from(orderMessageReports)
    .where(inArray(orderMessageReports.messageId, messageIds))
    .groupBy(orderMessageReports.messageId)
  return new Map(rows.map((row) => [row.messageId, row.n]))
}

const reporters = alias(users, 'chat_reporters')

export async function listReports(db: Executor, pending: boolean, page: number, pageSize: number) {
  const where = eq(orderMessageReports.status, pending ? ChatReportStatus.pending : ChatReportStatus.handled)
  const [rows, [total]] = await Promise.all([
    db
      .select({
        report: orderMessageReports,
        message: orderMessages,
        orderNum: orders.orderNum,
        orderUserId: orders.userId,
        reporterName: reporters.nickName,
        handledBy: staff.name,
      })
      .from(orderMessageReports)
      .innerJoin(orderMessages, eq(orderMessages.id, orderMessageReports.messageId))
      .innerJoin(orders, eq(orders.id, orderMessages.orderId))
      .innerJoin(reporters, eq(reporters.id, orderMessageReports.reporterId))
      .leftJoin(staff, eq(staff.id, orderMessageReports.handledBy))
      .where(where)
      .orderBy(pending ? orderMessageReports.createdAt : desc(orderMessageReports.createdAt))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(orderMessageReports)
      .where(where),
  ])
  return { rows, total: total?.n ?? 0 }
}

/** Marks a pending report handled; answers it only when this call did. */
export async function handleReport(db: Executor, id: number, staffId: number, note: string) {
  const [row] = await db
    .update(orderMessageReports)
    .set({ status: ChatReportStatus.handled, handledBy: staffId, handledNote: note, handledAt: sql`now()` })
    .where(and(eq(orderMessageReports.id, id), eq(orderMessageReports.status, ChatReportStatus.pending)))
    .returning()
  return row
}

/** The names of the people who wrote `messages`: users by id, staff by id. */
export async function senderNames(db: Executor, messages: MessageRow[]) {
  const userIds = [...new Set(messages.filter((m) => m.senderRole !== 'staff').map((m) => m.senderId))]
  const staffIds = [...new Set(messages.filter((m) => m.senderRole === 'staff').map((m) => m.senderId))]
  const [people, team] = await Promise.all([
    userIds.length
      ? db.select({ id: users.id, name: users.nickName }).from(users).where(inArray(users.id, userIds))
      : [],
    staffIds.length
      ? db.select({ id: staff.id, name: staff.name }).from(staff).where(inArray(staff.id, staffIds))
      : [],
  ])
  return {
    user: new Map(people.map((person) => [person.id, person.name])),
    staff: new Map(team.map((member) => [member.id, member.name])),
  }
}
