import { DepositReturnStatus } from '@dianjing/shared'
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
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core'
import { literal } from '../../lib/sql-filters.ts'
import { staff } from './staff.ts'
import { workers } from './workers.ts'

/**
 * A worker's deposit paid back on leaving (docs/decisions/017-alipay-payouts.md): one row per attempt,
 * by Alipay's transfer API or by hand. The deposit stays on the worker's books until an attempt is paid;
 * a failed one can be followed by another with a new out_biz_no.
 */
export const depositReturns = pgTable(
  'deposit_returns',
  {
    id: serial('id').primaryKey(),
    workerId: integer('worker_id')
      .notNull()
      .references(() => workers.userId),
    /** The spell as a worker that ended (`LV<worker>-<approvedAt>`), as on the ledger's deposit_return. */
    leavingNumber: varchar('leaving_number', { length: 32 }).notNull(),
    /** 1, 2, … per worker: the n of the out_biz_no `D<worker>-<n>`. */
    attempt: smallint('attempt').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** DepositReturnStatus: transferring, paid, failed. */
    status: smallint('status').notNull(),
    /** PayoutMethod: by Alipay's transfer API or by hand. */
    payoutMethod: smallint('payout_method').notNull(),
    /** The API transfer's out_biz_no; null for one paid by hand. Alipay pays one out_biz_no once. */
    outBizNo: varchar('out_biz_no', { length: 64 }).unique(),
    /** The payee, copied when the attempt starts, so a later change of details cannot redirect it. */
    alipayName: varchar('alipay_name', { length: 32 }).notNull().default(''),
    alipayPhone: varchar('alipay_phone', { length: 11 }).notNull().default(''),
    /** Alipay's order id of an API transfer, or the reference finance typed. */
    alipayReference: varchar('alipay_reference', { length: 64 }),
    failCode: varchar('fail_code', { length: 64 }),
    failReason: varchar('fail_reason', { length: 200 }),
    staffId: integer('staff_id').references(() => staff.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** When the payout check last asked Alipay about an attempt still transferring. */
    checkedAt: timestamp('checked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('deposit_returns_attempt_once').on(t.workerId, t.attempt),
    // A spell's deposit is being paid or was paid by one attempt at most: a second waits for a failure.
    uniqueIndex('deposit_returns_one_live')
      .on(t.workerId, t.leavingNumber)
      .where(sql`${t.status} <> ${literal(DepositReturnStatus.failed)}`),
    index('deposit_returns_transferring_idx')
      .on(t.id)
      .where(sql`${t.status} = ${literal(DepositReturnStatus.transferring)}`),
    check('deposit_returns_amount_positive', sql`${t.amount} > 0`),
  ],
)
