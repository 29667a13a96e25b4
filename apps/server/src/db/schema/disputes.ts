import { ArbitrationStatus, ProposalStatus } from '@dianjing/shared'
import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
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
 * A proposal to cancel an order in service with a split of its paid amount (协商撤销, issue 23): made by
 * the customer or the worker, answered by the other, agreed by itself when `dueAt` passes unanswered.
 * At most one is open per order, enforced here.
 */
export const cancelProposals = pgTable(
  'cancel_proposals',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    /** customer | worker */
    proposedBy: varchar('proposed_by', { length: 8 }).notNull(),
    proposerId: integer('proposer_id')
      .notNull()
      .references(() => users.id),
    /** Cents back to the customer (0 to the order's amount). */
    refund: bigint('refund', { mode: 'number' }).notNull(),
    reason: varchar('reason', { length: 200 }).notNull(),
    /** ProposalStatus: open, agreed, refused, withdrawn. */
    status: smallint('status').notNull().default(ProposalStatus.open),
    answerNote: varchar('answer_note', { length: 200 }).notNull().default(''),
    /** Agreed by the deadline passing rather than by the other side. */
    agreedByDeadline: boolean('agreed_by_deadline').notNull().default(false),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('cancel_proposals_order_idx').on(t.orderId, t.id),
    uniqueIndex('cancel_proposals_one_open')
      .on(t.orderId)
      .where(sql`${t.status} = ${literal(ProposalStatus.open)}`),
    index('cancel_proposals_due_idx')
      .on(t.dueAt)
      .where(sql`${t.status} = ${literal(ProposalStatus.open)}`),
    check('cancel_proposals_refund_not_negative', sql`${t.refund} >= 0`),
  ],
)

/**
 * Arbitration of an order (平台仲裁): opened by either side with a reason, evidence from both until
 * `evidenceDueAt`, then ruled by staff with a split (and at times a fine). One open per order.
 */
export const arbitrations = pgTable(
  'arbitrations',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    /** customer | worker */
    openedBy: varchar('opened_by', { length: 8 }).notNull(),
    openerId: integer('opener_id')
      .notNull()
      .references(() => users.id),
    reason: varchar('reason', { length: 200 }).notNull(),
    /** ArbitrationStatus: open, ruled. */
    status: smallint('status').notNull().default(ArbitrationStatus.open),
    evidenceDueAt: timestamp('evidence_due_at', { withTimezone: true }).notNull(),
    /** Set once by the job when the evidence deadline passed and both sides were told. */
    evidenceClosedAt: timestamp('evidence_closed_at', { withTimezone: true }),
    ruledRefund: bigint('ruled_refund', { mode: 'number' }),
    ruledWorkerAmount: bigint('ruled_worker_amount', { mode: 'number' }),
    ruledReason: varchar('ruled_reason', { length: 200 }).notNull().default(''),
    ruledFine: bigint('ruled_fine', { mode: 'number' }).notNull().default(0),
    ruledBy: integer('ruled_by').references(() => staff.id),
    ruledAt: timestamp('ruled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('arbitrations_order_idx').on(t.orderId, t.id),
    uniqueIndex('arbitrations_one_open')
      .on(t.orderId)
      .where(sql`${t.status} = ${literal(ArbitrationStatus.open)}`),
    index('arbitrations_queue_idx').on(t.status, t.createdAt),
  ],
)

/** What a side submitted to an arbitration: a text and images (the order's chat is evidence too). */
export const arbitrationEvidence = pgTable(
  'arbitration_evidence',
  {
    id: serial('id').primaryKey(),
    arbitrationId: integer('arbitration_id')
      .notNull()
      .references(() => arbitrations.id),
    /** customer | worker */
    side: varchar('side', { length: 8 }).notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    text: varchar('text', { length: 500 }).notNull().default(''),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('arbitration_evidence_idx').on(t.arbitrationId, t.id)],
)
