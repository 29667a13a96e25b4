import { PaymentRefundStatus, PaymentStatus } from '@dianjing/shared'
import { sql } from 'drizzle-orm'
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core'
import { literal } from '../../lib/sql-filters.ts'
import { users } from './users.ts'

/**
 * Money coming in through WeChat Pay (or the customer's balance), whatever it pays for: an order, a
 * worker's deposit or membership, a balance top-up. One row per out_trade_no; confirmed only by
 * WeChat's signed notification or by querying WeChat, exactly once.
 */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    outTradeNo: varchar('out_trade_no', { length: 32 }).notNull().unique(),
    /** order | deposit | membership | balance */
    purpose: varchar('purpose', { length: 16 }).notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    description: varchar('description', { length: 127 }).notNull(),
    /** PaymentStatus: pending, paid, closed, refunded. */
    status: smallint('status').notNull().default(PaymentStatus.pending),
    /** wechat | balance */
    method: varchar('method', { length: 8 }).notNull().default('wechat'),
    prepayId: varchar('prepay_id', { length: 64 }),
    transactionId: varchar('transaction_id', { length: 64 }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** When the reconciliation job last asked WeChat about it. */
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payments_pending_idx').on(t.status, t.expiresAt),
    // A payer's open payments (the unpaid-order limit counts them on every payOrder): only pending rows.
    index('payments_payer_pending_idx')
      .on(t.userId)
      .where(sql`${t.status} = ${literal(PaymentStatus.pending)}`),
    check('payments_amount_positive', sql`${t.amount} > 0`),
  ],
)

/** Money going back to WeChat Pay: one row per out_refund_no. */
export const refunds = pgTable(
  'refunds',
  {
    id: serial('id').primaryKey(),
    outRefundNo: varchar('out_refund_no', { length: 64 }).notNull().unique(),
    outTradeNo: varchar('out_trade_no', { length: 32 }).notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    reason: varchar('reason', { length: 200 }).notNull().default(''),
    /** PaymentRefundStatus: processing, succeeded, failed (WeChat's abnormal or closed), not recorded. */
    status: smallint('status').notNull().default(PaymentRefundStatus.processing),
    /** Requests WeChat did not record (a network error, 429, 5xx or a refusal); sent again with backoff. */
    attempts: integer('attempts').notNull().default(0),
    /** WeChat's answer to the last request it did not record, as finance sees it. */
    lastError: varchar('last_error', { length: 300 }).notNull().default(''),
    /** When the reconciliation job next asks WeChat about it (and sends it again if WeChat never had it). */
    checkAfter: timestamp('check_after', { withTimezone: true }).notNull().defaultNow(),
    refundId: varchar('refund_id', { length: 64 }),
    /** The staff member who approved it; null for automatic refunds. */
    staffId: integer('staff_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    succeededAt: timestamp('succeeded_at', { withTimezone: true }),
  },
  (t) => [
    index('refunds_trade_idx').on(t.outTradeNo),
    index('refunds_due_idx')
      .on(t.checkAfter)
      .where(sql`${t.status} = ${literal(PaymentRefundStatus.processing)}`),
    check('refunds_amount_positive', sql`${t.amount} > 0`),
  ],
)

/** Every movement of a customer's balance, signed: top-ups and refunds in, order payments out. */
export const balanceRecords = pgTable(
  'balance_records',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** Cents; positive credits, negative debits. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** topup | order | refund */
    kind: varchar('kind', { length: 16 }).notNull(),
    outTradeNo: varchar('out_trade_no', { length: 32 }).notNull(),
    /** The balance right after this movement. */
    balanceAfter: bigint('balance_after', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('balance_records_user_idx').on(t.userId, t.createdAt)],
)
