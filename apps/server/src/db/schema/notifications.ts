import { TemplateMessageStatus } from '@dianjing/shared'
import { sql } from 'drizzle-orm'
import {
  bigint,
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core'
import { literal } from '../../lib/sql-filters.ts'
import { orders } from './orders.ts'
import { users } from './users.ts'

/**
 * What the app tells a user (issue 22): one row per event that concerns them, shown in the app's
 * notification centre until read.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** NotificationKind: paid, accepted, progress, completed, settled, refund… */
    kind: varchar('kind', { length: 24 }).notNull(),
    title: varchar('title', { length: 40 }).notNull(),
    body: varchar('body', { length: 200 }).notNull(),
    orderId: integer('order_id').references(() => orders.id),
    /** Where a tap goes in the app: a path with its query. */
    link: varchar('link', { length: 200 }).notNull().default(''),
    /** What a template message may carry besides the words: the order number, an amount in cents. */
    extra: jsonb('extra')
      .$type<{ orderNum: string; amount: number | null }>()
      .notNull()
      .default({ orderNum: '', amount: null }),
    /** What the event is about, for the same event never told twice (e.g. `order:12:paid`). */
    dedupeKey: varchar('dedupe_key', { length: 80 }),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notifications_user_idx').on(t.userId, t.id),
    index('notifications_unread_idx').on(t.userId).where(sql`${t.readAt} is null`),
    uniqueIndex('notifications_dedupe_key').on(t.userId, t.dedupeKey),
  ],
)

/**
 * A notification to send as a WeChat template message through the official account (issue 22): the
 * outbox a job works through, by `status` (TemplateMessageStatus). A message whose outcome is unknown
 * (the call timed out after it was sent) is never sent again.
 */
export const wechatTemplateSends = pgTable(
  'wechat_template_sends',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    notificationId: bigint('notification_id', { mode: 'number' })
      .notNull()
      .references(() => notifications.id),
    openid: varchar('openid', { length: 64 }).notNull(),
    status: smallint('status').notNull().default(TemplateMessageStatus.waiting),
    attempts: smallint('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** When a process last claimed it to send. */
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    lastError: varchar('last_error', { length: 200 }),
    msgid: varchar('msgid', { length: 32 }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('wechat_template_sends_once').on(t.notificationId),
    index('wechat_template_sends_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = ${literal(TemplateMessageStatus.waiting)}`),
  ],
)

/** The official account's access token, shared by every process and refreshed by one at a time. */
export const wechatAccessTokens = pgTable('wechat_access_tokens', {
  appId: varchar('app_id', { length: 32 }).primaryKey(),
  token: varchar('token', { length: 512 }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

/** Template messages the WeChat simulator received, per openid, shown at /__wechat/messages. */
export const wechatSimTemplateMessages = pgTable(
  'wechat_sim_template_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    openid: varchar('openid', { length: 64 }).notNull(),
    templateId: varchar('template_id', { length: 64 }).notNull(),
    url: varchar('url', { length: 500 }).notNull().default(''),
    data: jsonb('data').$type<Record<string, { value: string }>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('wechat_sim_template_messages_openid_idx').on(t.openid, t.id)],
)
