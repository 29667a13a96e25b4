import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core'
import { games } from './catalogue.ts'
import { users } from './users.ts'

/**
 * A worker (dashou) is a user with an approved application (DOMAIN.md, People and accounts). Money is
 * integer cents; the balances can never go below zero.
 */
export const workers = pgTable(
  'workers',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id),
    realName: varchar('real_name', { length: 20 }).notNull(),
    /** '0' male, '1' female (spec §3). */
    sex: varchar('sex', { length: 1 }).notNull(),
    /** '0' QQ zone, '1' WeChat zone. */
    region: varchar('region', { length: 1 }).notNull(),
    briefIntroduction: varchar('brief_introduction', { length: 140 }).notNull().default(''),
    /** Index into WORKER_LEVEL_THRESHOLDS: 0 worker, 1 skilled, 2 VIP. */
    level: smallint('level').notNull().default(0),
    /** Overall rating in hundredths (500 = 5.00); 5.00 until real ratings exist. */
    rating: integer('rating').notNull().default(500),
    ratingCount: integer('rating_count').notNull().default(0),
    completedOrders: integer('completed_orders').notNull().default(0),
    onDuty: boolean('on_duty').notNull().default(true),
    membershipExpiresAt: timestamp('membership_expires_at', { withTimezone: true }),
    deposit: bigint('deposit', { mode: 'number' }).notNull().default(0),
    availableBalance: bigint('available_balance', { mode: 'number' }).notNull().default(0),
    frozenBalance: bigint('frozen_balance', { mode: 'number' }).notNull().default(0),
    fineOwed: bigint('fine_owed', { mode: 'number' }).notNull().default(0),
    alipayName: varchar('alipay_name', { length: 32 }),
    alipayPhone: varchar('alipay_phone', { length: 11 }),
    alipayPaymentCode: text('alipay_payment_code'),
    /** 0 active, 1 suspended by staff. */
    status: smallint('status').notNull().default(0),
    approvedAt: timestamp('approved_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('workers_rating_idx').on(t.rating),
    check(
      'workers_money_not_negative',
      sql`${t.deposit} >= 0 and ${t.availableBalance} >= 0 and ${t.frozenBalance} >= 0 and ${t.fineOwed} >= 0`,
    ),
  ],
)

/** The games a worker serves. */
export const workerGames = pgTable(
  'worker_games',
  {
    workerId: integer('worker_id')
      .notNull()
      .references(() => workers.userId),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id),
  },
  (t) => [primaryKey({ columns: [t.workerId, t.gameId] })],
)
