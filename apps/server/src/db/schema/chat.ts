import { ChatReportStatus } from '@dianjing/shared'
import { sql } from 'drizzle-orm'
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core'
import { literal } from '../../lib/sql-filters.ts'
import { orders } from './orders.ts'
import { staff } from './staff.ts'
import { users } from './users.ts'

/**
 * A message in an order's chat (issue 22): between the customer and the worker serving the order, and
 * staff writing as 平台客服. Kept as evidence: never edited or deleted; contact details were masked
 * before it was stored (`masked`).
 */
export const orderMessages = pgTable(
  'order_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    /** ChatRole: customer, worker or staff. */
    senderRole: varchar('sender_role', { length: 8 }).notNull(),
    /** The customer's or worker's user id, or a staff member's id. */
    senderId: integer('sender_id').notNull(),
    body: varchar('body', { length: 500 }).notNull().default(''),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    /** Contact details were found and hidden before it was stored. */
    masked: boolean('masked').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_messages_order_idx').on(t.orderId, t.id)],
)

/**
 * How far each side of an order's chat has received (delivered) and read, as the last message id. One
 * row per order and user: a worker the order was taken from keeps theirs but no longer gets in.
 */
export const orderChatMarks = pgTable(
  'order_chat_marks',
  {
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    deliveredId: bigint('delivered_id', { mode: 'number' }).notNull().default(0),
    readId: bigint('read_id', { mode: 'number' }).notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.userId] }), index('order_chat_marks_user_idx').on(t.userId)],
)

/** A message reported by the other side (harassment, private trading): a queue for staff. */
export const orderMessageReports = pgTable(
  'order_message_reports',
  {
    id: serial('id').primaryKey(),
    messageId: bigint('message_id', { mode: 'number' })
      .notNull()
      .references(() => orderMessages.id),
    reporterId: integer('reporter_id')
      .notNull()
      .references(() => users.id),
    reason: varchar('reason', { length: 200 }).notNull(),
    /** ChatReportStatus: pending, handled. */
    status: smallint('status').notNull().default(ChatReportStatus.pending),
    handledBy: integer('handled_by').references(() => staff.id),
    handledNote: varchar('handled_note', { length: 200 }),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('order_message_reports_once').on(t.messageId, t.reporterId),
    index('order_message_reports_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = ${literal(ChatReportStatus.pending)}`),
  ],
)
