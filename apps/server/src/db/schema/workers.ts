import { ApplicationStatus, WithdrawalStatus, WorkerStanding } from '@dianjing/shared'
import { sql } from 'drizzle-orm'
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core'
import { literal } from '../../lib/sql-filters.ts'
import { games } from './catalogue.ts'
import { staff } from './staff.ts'
import { users } from './users.ts'

/**
 * A worker (dashou) is a user with an approved application (docs/domain.md, People and accounts). Money is
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
    /** Growth points: one per whole yuan of settled income (the level thresholds of spec §9). */
    points: integer('points').notNull().default(0),
    /** On duty (接单中): told of new hall orders of their region; kept by the server (decision 023). */
    onDuty: boolean('on_duty').notNull().default(true),
    membershipExpiresAt: timestamp('membership_expires_at', { withTimezone: true }),
    deposit: bigint('deposit', { mode: 'number' }).notNull().default(0),
    availableBalance: bigint('available_balance', { mode: 'number' }).notNull().default(0),
    frozenBalance: bigint('frozen_balance', { mode: 'number' }).notNull().default(0),
    fineOwed: bigint('fine_owed', { mode: 'number' }).notNull().default(0),
    alipayName: varchar('alipay_name', { length: 32 }),
    alipayPhone: varchar('alipay_phone', { length: 11 }),
    alipayPaymentCode: text('alipay_payment_code'),
    /**
     * WorkerStanding: active, suspended by staff, left (the deposit returned; a new approved
     * application makes the worker active again, docs/decisions/010-worker-leaving.md).
     */
    status: smallint('status').notNull().default(WorkerStanding.active),
    /** When the current spell as a worker began: the approval, or the approval after leaving. */
    approvedAt: timestamp('approved_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('workers_rating_idx').on(t.rating),
    // The hall's notice goes to a region's on-duty workers, most experienced first (onDutyWorkers).
    index('workers_on_duty_idx')
      .on(t.region, t.completedOrders.desc().nullsFirst(), t.userId)
      .where(sql`${t.onDuty}`),
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

/**
 * A customer's application to become a worker (spec §3, worker application payload). Staff approve it
 * (a workers row is created) or reject it with a reason; after a rejection the customer may apply again.
 */
export const workerApplications = pgTable(
  'worker_applications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    name: varchar('name', { length: 20 }).notNull(),
    /** '0' male, '1' female. */
    sex: varchar('sex', { length: 1 }).notNull(),
    /** '0' QQ zone, '1' WeChat zone. */
    region: varchar('region', { length: 1 }).notNull(),
    briefIntroduction: varchar('brief_introduction', { length: 140 }).notNull(),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    /** ApplicationStatus: pending, approved, rejected. */
    status: smallint('status').notNull().default(ApplicationStatus.pending),
    rejectReason: varchar('reject_reason', { length: 200 }),
    reviewedBy: integer('reviewed_by').references(() => staff.id),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('worker_applications_user_idx').on(t.userId, t.createdAt),
    index('worker_applications_status_idx').on(t.status, t.createdAt),
    uniqueIndex('worker_applications_one_pending')
      .on(t.userId)
      .where(sql`${t.status} = ${literal(ApplicationStatus.pending)}`),
  ],
)

/**
 * A worker's request to be paid out by Alipay. The amount sits in the frozen balance until finance
 * marks it paid or rejects it (back to available). The Alipay details are copied from the worker at
 * request time, so a later change does not redirect money already asked for.
 */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: serial('id').primaryKey(),
    workerId: integer('worker_id')
      .notNull()
      .references(() => workers.userId),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** WithdrawalStatus: pending, paid, rejected (spec §4), transferring and failed (Alipay's API). */
    status: smallint('status').notNull().default(WithdrawalStatus.pending),
    alipayName: varchar('alipay_name', { length: 32 }).notNull(),
    alipayPhone: varchar('alipay_phone', { length: 11 }).notNull(),
    alipayPaymentCode: text('alipay_payment_code').notNull(),
    /** The Alipay transfer reference: the order id of an API transfer, or what finance typed when paying by hand. */
    alipayReference: varchar('alipay_reference', { length: 64 }),
    rejectReason: varchar('reject_reason', { length: 200 }),
    /** PayoutMethod: by Alipay's transfer API or by hand; null until finance pays it. */
    payoutMethod: smallint('payout_method'),
    /** The API transfer's out_biz_no (`W` + id): Alipay pays one out_biz_no once, whatever is retried. */
    outBizNo: varchar('out_biz_no', { length: 64 }).unique(),
    /** Alipay's error code when the transfer failed (PAYEE_USER_INFO_ERROR, ...); the reason is in failReason. */
    failCode: varchar('fail_code', { length: 64 }),
    /** Alipay's reason for a failed transfer, in the words shown to the worker. */
    failReason: varchar('fail_reason', { length: 200 }),
    /** When the payout check last asked Alipay about a transfer still in progress. */
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    staffId: integer('staff_id').references(() => staff.id),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('withdrawals_status_idx').on(t.status, t.createdAt),
    index('withdrawals_worker_idx').on(t.workerId, t.createdAt),
    index('withdrawals_transferring_idx')
      .on(t.id)
      .where(sql`${t.status} = ${literal(WithdrawalStatus.transferring)}`),
    check('withdrawals_amount_positive', sql`${t.amount} > 0`),
  ],
)

/**
 * The worker ledger: every change of a worker's deposit, available, frozen or owed amount, append-only,
 * written in the transaction that makes the change (docs/domain.md, Worker money). Each row carries the
 * signed change of each balance and the balances after it, so the sums of the changes always equal the
 * balances. The database keeps a settlement to once per order, each withdrawal step to once and the
 * revocation of a fine to once.
 */
export const workerLedger = pgTable(
  'worker_ledger',
  {
    id: serial('id').primaryKey(),
    workerId: integer('worker_id')
      .notNull()
      .references(() => workers.userId),
    /** FundRecordType, what the worker sees (spec §3, fund record): income, withdrawal, fine, deposit. */
    type: smallint('type').notNull(),
    /**
     * settle | fine | fine_offset | withdraw | withdraw_paid | withdraw_rejected | withdraw_failed
     * (Alipay failed the transfer: back to available) | deposit |
     * deposit_fine (an owed fine taken from the deposit on leaving) | deposit_return (paid back on leaving) |
     * fine_revoke (staff revoked a fine: what it took comes back, docs/decisions/020-fine-revocation.md)
     */
    event: varchar('event', { length: 24 }).notNull(),
    /** The headline amount in cents, always positive. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    availableChange: bigint('available_change', { mode: 'number' }).notNull().default(0),
    frozenChange: bigint('frozen_change', { mode: 'number' }).notNull().default(0),
    owedChange: bigint('owed_change', { mode: 'number' }).notNull().default(0),
    depositChange: bigint('deposit_change', { mode: 'number' }).notNull().default(0),
    availableAfter: bigint('available_after', { mode: 'number' }).notNull(),
    frozenAfter: bigint('frozen_after', { mode: 'number' }).notNull(),
    owedAfter: bigint('owed_after', { mode: 'number' }).notNull(),
    depositAfter: bigint('deposit_after', { mode: 'number' }).notNull(),
    /** The order settled, or the order a fine is about (staff may link one) and its revocation. */
    orderId: integer('order_id'),
    /**
     * The order number (settlement, a fine's order), payment number (deposit) or leaving number
     * (deposit_return: the worker and the start of the spell that ended, so a spell returns its deposit once).
     */
    orderNum: varchar('order_num', { length: 32 }),
    withdrawalId: integer('withdrawal_id').references(() => withdrawals.id),
    remarks: varchar('remarks', { length: 200 }).notNull().default(''),
    staffId: integer('staff_id').references(() => staff.id),
    /** The entry this one reverses (fine_revoke: the fine), which the ledger never changes. */
    reversesId: integer('reverses_id').references((): AnyPgColumn => workerLedger.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('worker_ledger_worker_idx').on(t.workerId, t.id),
    // A fine is revoked at most once, whatever runs at the same time.
    uniqueIndex('worker_ledger_reversed_once').on(t.reversesId).where(sql`${t.reversesId} is not null`),
    uniqueIndex('worker_ledger_settle_once').on(t.orderId).where(sql`${t.event} = 'settle'`),
    uniqueIndex('worker_ledger_deposit_once').on(t.orderNum).where(sql`${t.event} = 'deposit'`),
    uniqueIndex('worker_ledger_deposit_return_once')
      .on(t.workerId, t.orderNum)
      .where(sql`${t.event} = 'deposit_return'`),
    uniqueIndex('worker_ledger_withdrawal_step_once')
      .on(t.withdrawalId, t.event)
      .where(sql`${t.withdrawalId} is not null`),
    check('worker_ledger_amount_positive', sql`${t.amount} > 0`),
    check(
      'worker_ledger_after_not_negative',
      sql`${t.availableAfter} >= 0 and ${t.frozenAfter} >= 0 and ${t.owedAfter} >= 0 and ${t.depositAfter} >= 0`,
    ),
  ],
)

/**
 * The worker ranking as the daily job left it (spec §2, /worker-ranking): a WorkerRankingKind, by
 * completed orders or by income this month; the top 100 of each, replaced whole on every run.
 */
export const workerRankings = pgTable(
  'worker_rankings',
  {
    kind: smallint('kind').notNull(),
    workerId: integer('worker_id')
      .notNull()
      .references(() => workers.userId),
    rank: integer('rank').notNull(),
    value: bigint('value', { mode: 'number' }).notNull(),
    computedAt: timestamp('computed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.workerId] }),
    index('worker_rankings_rank_idx').on(t.kind, t.rank),
  ],
)
