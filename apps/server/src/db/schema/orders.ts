import { BizStatus, DisputeStatus, OrderKind, OrderStatus, OrderType, RefundStatus } from '@dianjing/shared'
import { sql } from 'drizzle-orm'
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core'
import { literal } from '../../lib/sql-filters.ts'
import { games, products } from './catalogue.ts'
import { users } from './users.ts'

/** A customer's order (spec §3, Order). Money in cents; states per spec §4 and docs/domain.md. */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    orderNum: varchar('order_num', { length: 24 }).notNull().unique(),
    outTradeNo: varchar('out_trade_no', { length: 32 }).notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    /** The game type the product belongs to. */
    gameTypeId: integer('game_type_id')
      .notNull()
      .references(() => games.id),
    /** OrderKind: a service, or a lottery product's draws. */
    type: smallint('type').notNull().default(OrderKind.normal),
    /** What was bought, frozen at order time (JSON text, spec §3). */
    productJson: text('product_json').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** The worker's fee, fixed when the order is paid. */
    workerAmount: bigint('worker_amount', { mode: 'number' }).notNull().default(0),
    quantity: integer('quantity').notNull(),
    /** OrderStatus: unpaid, paid, closed, refunded. */
    status: smallint('status').notNull().default(OrderStatus.unpaid),
    /** BizStatus: waiting for a worker, in service, awaiting close, completed. */
    bizStatus: smallint('biz_status').notNull().default(BizStatus.waiting),
    /** RefundStatus: none, applied, refused. */
    refundStatus: smallint('refund_status').notNull().default(RefundStatus.none),
    refundReason: varchar('refund_reason', { length: 200 }).notNull().default(''),
    refuseRefundReason: varchar('refuse_refund_reason', { length: 200 }).notNull().default(''),
    /** The customer's account id in the game (the form's 游戏ID). */
    gameAccount: varchar('game_account', { length: 64 }).notNull(),
    textId: varchar('text_id', { length: 64 }).notNull().default(''),
    gameRegion: varchar('game_region', { length: 32 }).notNull(),
    contactPhone: varchar('contact_phone', { length: 11 }).notNull(),
    orderRemarks: varchar('order_remarks', { length: 200 }).notNull().default(''),
    /** OrderType: in the hall, or offered only to the designated worker. */
    orderType: smallint('order_type').notNull().default(OrderType.hall),
    designatedWorkerId: integer('designated_worker_id').references(() => users.id),
    workerId: integer('worker_id').references(() => users.id),
    workerName: varchar('worker_name', { length: 20 }).notNull().default(''),
    lotteryNum: integer('lottery_num').notNull().default(0),
    lotteryNumAlready: integer('lottery_num_already').notNull().default(0),
    lotteryResults: jsonb('lottery_results').$type<Record<string, string>>().notNull().default({}),
    attachment: text('attachment').notNull().default(''),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** When the order entered the hall: payment, or the release of a designated order nobody took. */
    hallAt: timestamp('hall_at', { withTimezone: true }),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    /** When the worker said it is done (in service → awaiting close). */
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** When it was confirmed and the worker paid (awaiting close → completed). */
    settledAt: timestamp('settled_at', { withTimezone: true }),
    /** customer | auto | staff: who closed it. */
    settledBy: varchar('settled_by', { length: 8 }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /** DisputeStatus: nothing open, a cancel proposal waiting for an answer, or arbitration (issue 23). */
    disputeStatus: smallint('dispute_status').notNull().default(DisputeStatus.none),
    /** A split's (协商完成) cents back to the customer, and the worker's part of the rest. */
    splitRefund: bigint('split_refund', { mode: 'number' }).notNull().default(0),
    splitWorkerAmount: bigint('split_worker_amount', { mode: 'number' }).notNull().default(0),
    /** agreed | deadline | ruling: how the split came about. */
    splitBy: varchar('split_by', { length: 8 }),
    /** When the split executed and the order ended 协商完成. */
    negotiatedAt: timestamp('negotiated_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => {
    // The hall: paid orders with no worker yet and no refund being decided.
    const inHall = sql`${t.status} = ${literal(OrderStatus.paid)} and ${t.bizStatus} = ${literal(BizStatus.waiting)} and ${t.refundStatus} <> ${literal(RefundStatus.applied)}`
    return [
      index('orders_user_idx').on(t.userId, t.createdAt),
      index('orders_hall_idx').on(t.status, t.bizStatus, t.refundStatus),
      index('orders_worker_idx').on(t.workerId, t.bizStatus),
      // The hall: only orders waiting for a worker, in the order the hall lists them.
      index('orders_hall_queue_idx').on(t.orderType.desc(), t.hallAt, t.id).where(inHall),
      // The hall's search: by product number, and by an order number's first characters (a LIKE 'prefix%'
      // needs the pattern operators whatever the database's collation).
      index('orders_hall_product_idx').on(t.productId, t.orderType.desc(), t.hallAt, t.id).where(inHall),
      index('orders_hall_order_num_idx').on(t.orderNum.op('varchar_pattern_ops')).where(inHall),
      index('orders_paid_at_idx').on(t.paidAt),
      check('orders_amount_positive', sql`${t.amount} > 0 and ${t.workerAmount} >= 0`),
      check('orders_quantity_range', sql`${t.quantity} between 1 and 99`),
      check(
        'orders_split_within_amount',
        sql`${t.splitRefund} >= 0 and ${t.splitWorkerAmount} >= 0 and ${t.splitRefund} + ${t.splitWorkerAmount} <= ${t.amount}`,
      ),
    ]
  },
)

/**
 * Paid orders whose effects (what paying tells and counts: notices, growth points, sales) are not
 * applied yet: a row is written by the statement that pays the order and deleted by the transaction
 * that applies them, in a batch just after the payment commits (orders/checkout/after-paid.ts), or by
 * the job after a crash. A table of its own, so taking an order's effects does not write the order's row (and
 * its indexes) a second time (decision 030). No foreign key to the order: the row is written by the
 * statement that has just updated that order (orders are never deleted), and checking it again locked the
 * order's new row a second time in that statement, a quarter of the payment's cost in PostgreSQL.
 */
export const orderPaidEffects = pgTable('order_paid_effects', {
  outTradeNo: varchar('out_trade_no', { length: 32 }).primaryKey(),
  orderId: integer('order_id').notNull(),
  paidAt: timestamp('paid_at', { withTimezone: true }).notNull().defaultNow(),
})

/**
 * What happened to an order, in order (the console's timeline): created, paid, accepted, proof,
 * completed, settled, refund_applied, refund_refused, refunded, released, reassigned.
 */
export const orderEvents = pgTable(
  'order_events',
  {
    id: serial('id').primaryKey(),
    /**
     * No foreign key (decision 030, amended): every event is written from its order's row, which is never
     * deleted, and the key's check was a third of the payment statement's database time.
     */
    orderId: integer('order_id').notNull(),
    kind: varchar('kind', { length: 24 }).notNull(),
    /** customer | worker | staff | system */
    actor: varchar('actor', { length: 8 }).notNull(),
    actorId: integer('actor_id'),
    note: varchar('note', { length: 200 }).notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId, t.id)],
)

/** A customer's rating of the worker who served an order: once per order. */
export const orderReviews = pgTable(
  'order_reviews',
  {
    orderId: integer('order_id')
      .primaryKey()
      .references(() => orders.id),
    workerId: integer('worker_id')
      .notNull()
      .references(() => users.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    stars: smallint('stars').notNull(),
    comment: varchar('comment', { length: 200 }).notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('order_reviews_worker_idx').on(t.workerId, t.createdAt),
    check('order_reviews_stars_range', sql`${t.stars} between 1 and 5`),
  ],
)

/**
 * The worker's progress on an order in service (issue 22): how far, a note and screenshots. The first
 * is due within the configured time of accepting; the customer sees them as a timeline.
 */
export const orderProgress = pgTable(
  'order_progress',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    workerId: integer('worker_id')
      .notNull()
      .references(() => users.id),
    percent: smallint('percent').notNull(),
    note: varchar('note', { length: 200 }).notNull().default(''),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('order_progress_order_idx').on(t.orderId, t.id),
    check('order_progress_percent_range', sql`${t.percent} between 0 and 100`),
  ],
)
