import {
  AUTO_ASSIGN_WORKER_NAME,
  BizStatus,
  DisputeStatus,
  OrderStatus,
  OrderType,
  RefundStatus,
  type SplitByValue,
} from '@dianjing/shared'
import { and, eq, type Placeholder, type SQL, sql } from 'drizzle-orm'
import type { Executor } from '../../db/database.ts'
import { orderEvents, orderPaidEffects, orders, payments as paymentsTable } from '../../db/schema/index.ts'
import { preparedStatement } from '../../lib/prepared.ts'
import { columnNamesOf, literal, rowsOf, tableRowOf } from '../../lib/sql-filters.ts'
import * as payments from '../payments/service.ts'
import { tell } from './notices.ts'
import { orderRuleSql, orderStateSql } from './order-rules.ts'
import { gameNameOf } from './repo.ts'

/*
 * Every change of an order's state, and the only writes of the `orders` table (decision 014). Each is
 * one conditional update whose condition is its rule in the rulebook (`ORDER_RULES`, compiled by
 * order-rules.ts): of any number of racing callers (two workers, a job and a customer, a retried
 * notification) exactly one changes the order, and the others get nothing back and tell their caller
 * `whyNot` of the order as it is now. Services call these; nothing else writes orders, and no condition
 * on an order's state is written here by hand (transitions.test.ts fails if one is).
 *
 *   unpaid ── markPaid ──▶ paid ── markRefunded ──▶ refunded        unpaid ── markClosed ──▶ closed
 *   paid: waiting ── takeOrder / assignWorker ──▶ in service ── markCompleted ──▶ awaiting close
 *         awaiting close ── markSettled ──▶ completed
 *   refund: none ── applyRefund / markRefundUnderWay ──▶ applied ── refuseRefund ──▶ refused
 *                                                          applied ── (payment refunded) markRefunded
 *   dispute (in service or awaiting close): none ── openDispute ──▶ proposal | arbitration
 *         proposal ── closeDispute (refused, withdrawn) ──▶ none
 *         proposal | arbitration ── markNegotiated (agreed, deadline, ruling) ──▶ negotiated (协商完成)
 *   While a dispute is open the order is not completed, settled or refunded by any other path.
 */

/** What the customer places an order with; the rest (unpaid, no worker yet) is the table's default. */
const PLACED_WITH = [
  'orderNum',
  'outTradeNo',
  'userId',
  'productId',
  'gameTypeId',
  'type',
  'productJson',
  'amount',
  'quantity',
  'gameAccount',
  'textId',
  'gameRegion',
  'contactPhone',
  'orderRemarks',
  'orderType',
  'designatedWorkerId',
  'workerName',
  'lotteryNum',
] as const
type PlacedWith = (typeof PLACED_WITH)[number]
export type NewOrder = Required<Pick<typeof orders.$inferInsert, PlacedWith>>

/** The order's payment is for the order's total, to its customer, under its outTradeNo: one value each. */
type PlacedWithPayment = PlacedWith | payments.NewPaymentKey

const placeOrderStatement = preparedStatement<PlacedWithPayment>((value, db) => {
  const placed = db
    .insert(orders)
    .values(
      Object.fromEntries(PLACED_WITH.map((key) => [key, value(key)])) as Record<PlacedWith, Placeholder>,
    )
    .returning({ id: orders.id })
    .getSQL()
  return sql`with placed (placed_order_id) as (${placed}),
    created as (
      insert into ${orderEvents} (order_id, kind, actor, actor_id)
      select placed_order_id, 'created', 'customer', ${value('userId')}::int from placed
    ),
    payment as (${payments.insertPaymentSql(db, value)})
    select placed_order_id, ${columnNamesOf(paymentsTable)} from placed, payment`
})

/**
 * A new order, unpaid, placed by the customer, with the first event of its timeline ('created') and
 * the payment that pays for it, in one statement built once: every order placed runs it. The payment
 * is an order's, for the order's amount, by its customer, under its outTradeNo; `payment` says only
 * what it is called and how it is paid. Answers the order's id and the payment as recorded.
 */
export async function placeOrder(
  db: Executor,
  order: NewOrder,
  payment: { description: string; method: 'wechat' | 'balance' },
): Promise<{ orderId: number; payment: payments.PaymentRow }> {
  const paying = payments.newPayment({
    outTradeNo: order.outTradeNo,
    purpose: 'order',
    userId: order.userId,
    amount: order.amount,
    ...payment,
  })
  const [row] = rowsOf<Record<string, unknown>>(await placeOrderStatement(db, { ...order, ...paying }))
  return { orderId: row!.placed_order_id as number, payment: tableRowOf(paymentsTable, row!) }
}

/**
 * Unpaid → paid once, fixing the worker's fee, with its timeline event (`note`: how it was paid) in
 * the same statement: the CTEs `paid_order` (the order's id and customer, only when this paid it) and
 * `paid_event`. `onlyIf`, when given, is a further condition (a payment marked paid in the same
 * statement). What paying tells and counts is left pending (a row of `order_paid_effects`, `paid_effects`)
 * for checkout/after-paid.ts, after the commit.
 */
export function markPaidCtes(
  outTradeNo: string | Placeholder,
  workerAmount: number | Placeholder,
  note: string | Placeholder,
  onlyIf?: SQL,
): SQL {
  const paid = sql`update ${orders} set
      status = ${literal(OrderStatus.paid)}, paid_at = now(), updated_at = now(),
      hall_at = case when order_type = ${literal(OrderType.hall)} then now() end,
      worker_amount = ${workerAmount}
    where out_trade_no = ${outTradeNo} and ${orderStateSql('pay')}${onlyIf ? sql` and ${onlyIf}` : sql``}
    returning id, user_id, out_trade_no`
  return sql`paid_order as (${paid}),
    paid_event as (
      insert into ${orderEvents} (order_id, kind, actor, actor_id, note)
      select id, 'paid', 'customer', user_id, ${note} from paid_order returning order_id),
    paid_effects as (
      insert into ${orderPaidEffects} (out_trade_no, order_id)
      select out_trade_no, id from paid_order returning order_id)`
}

const markPaidAlone = preparedStatement<'outTradeNo' | 'workerAmount' | 'note'>(
  (value) => sql`
    with ${markPaidCtes(value('outTradeNo'), value('workerAmount'), value('note'))}
    select id, user_id as "userId" from paid_order`,
)

/** markPaidCtes as a statement of its own (in the transaction of a balance payment). */
export async function markPaid(db: Executor, outTradeNo: string, workerAmount: number, note: string) {
  return rowsOf<{ id: number; userId: number }>(
    await markPaidAlone(db, { outTradeNo, workerAmount, note }),
  )[0]
}

/**
 * Which paid orders' pending effects to take: those of these payments, skipping any another transaction
 * holds; that of this one payment, waiting for a transaction that holds it (a refund applying them
 * first); or those left pending this long (the job's).
 */
export type PaidEffectsOf = { outTradeNos: string[] } | { outTradeNo: string } | { pendingForSeconds: number }

const claimStatement = (which: 'outTradeNos' | 'outTradeNo' | 'pendingForSeconds') =>
  preparedStatement<'which' | 'limit'>((value) => {
    const taken =
      which === 'outTradeNo'
        ? sql`out_trade_no = ${value('which')}::varchar`
        : sql`out_trade_no in (
            select out_trade_no from ${orderPaidEffects}
            where ${
              which === 'outTradeNos'
                ? sql`out_trade_no = any(${value('which')}::varchar[])`
                : sql`paid_at < now() - make_interval(secs => ${value('which')}::int)`
            }
            order by order_id limit ${value('limit')}::int for update skip locked)`
    return sql`
    with claimed as (delete from ${orderPaidEffects} where ${taken} returning order_id)
    select ${columnNamesOf(orders)} from ${orders} where id in (select order_id from claimed)`
  })
const claimOfPayments = claimStatement('outTradeNos')
const claimOfPayment = claimStatement('outTradeNo')
const claimLeftPending = claimStatement('pendingForSeconds')

/**
 * Takes up to `limit` paid orders whose effects are pending (of those `which` names) and marks them
 * applied: the caller applies the effects in the same transaction, so each order's are applied once.
 */
export async function claimPaidEffects(db: Executor, which: PaidEffectsOf, limit: number) {
  const result =
    'outTradeNos' in which
      ? await claimOfPayments(db, { which: which.outTradeNos, limit })
      : 'outTradeNo' in which
        ? await claimOfPayment(db, { which: which.outTradeNo, limit })
        : await claimLeftPending(db, { which: which.pendingForSeconds, limit })
  return rowsOf<Record<string, unknown>>(result).map((row) => tableRowOf(orders, row))
}

/** Unpaid → closed, when its payment expired unpaid. */
export async function markClosed(db: Executor, outTradeNo: string) {
  const [row] = await db
    .update(orders)
    .set({ status: OrderStatus.closed, closedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(orders.outTradeNo, outTradeNo), orderStateSql('close')))
    .returning()
  return row
}

/** Refund application: only a paid order no worker has taken, never applied before (spec §4). */
export async function applyRefund(db: Executor, userId: number, orderId: number, reason: string) {
  const [row] = await db
    .update(orders)
    .set({ refundStatus: RefundStatus.applied, refundReason: reason, updatedAt: sql`now()` })
    .where(and(eq(orders.id, orderId), orderRuleSql('applyRefund', userId)))
    .returning()
  return row
}

/** What each call of a take statement (`takeOrderStatement`) gives it. */
export type TakeValue = 'orderId' | 'workerId' | 'workerName' | 'delaySeconds' | 'cap' | 'now'

/**
 * The statement taking an order for a worker, built once: one conditional update, so of any number of
 * workers racing for it exactly one gets it, with its 已接单 timeline event in the same statement; it
 * answers the order with its game's name. `takeable` says, with each call's values in `value(key)`'s
 * places, which orders the worker may take.
 */
export function takeOrderStatement(takeable: (value: (key: TakeValue) => Placeholder) => SQL) {
  const take = preparedStatement<TakeValue>(
    (value) => sql`
    with taken as (
      update ${orders} set worker_id = ${value('workerId')}::int, worker_name = ${value('workerName')}::varchar,
        biz_status = ${literal(BizStatus.inService)}, accepted_at = now(), updated_at = now()
      where ${orders.id} = ${value('orderId')}::int and ${takeable(value)}
      returning ${columnNamesOf(orders)}, ${gameNameOf} as game_name),
    accepted as (
      insert into ${orderEvents} (order_id, kind, actor, actor_id, note)
      select id, 'accepted', 'worker', worker_id, '' from taken)
    select * from taken`,
  )
  return async (db: Executor, values: Record<TakeValue, unknown>) => {
    const [row] = rowsOf<Record<string, unknown>>(await take(db, values))
    if (!row) return undefined
    const order = tableRowOf(orders, row)
    await tell.accepted(db, order)
    return { order, gameName: String(row.game_name) }
  }
}

/** Staff reassign a waiting or in-service order to a worker (not while a refund is applied or a dispute open). */
export async function assignWorker(db: Executor, id: number, worker: { id: number; name: string }) {
  const [row] = await db
    .update(orders)
    .set({
      workerId: worker.id,
      workerName: worker.name,
      bizStatus: BizStatus.inService,
      acceptedAt: sql`coalesce(${orders.acceptedAt}, now())`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(orders.id, id), orderRuleSql('reassign', worker.id)))
    .returning()
  if (row) await tell.accepted(db, row)
  return row
}

/** Designated orders nobody accepted within `minutes` go to the hall as ordinary orders. */
export async function releaseDesignated(db: Executor, minutes: number) {
  const released = await db
    .update(orders)
    .set({
      orderType: OrderType.hall,
      workerName: AUTO_ASSIGN_WORKER_NAME,
      hallAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        orderStateSql('releaseDesignated'),
        sql`${orders.paidAt} < now() - make_interval(mins => ${minutes})`,
      ),
    )
    .returning()
  for (const order of released) await tell.hallOrder(db, order)
  return released
}

/** The proof of delivery, set by the worker serving the order while it is in service. */
export async function setAttachment(db: Executor, orderId: number, workerId: number, attachment: string) {
  const [row] = await db
    .update(orders)
    .set({ attachment, updatedAt: sql`now()` })
    .where(and(eq(orders.id, orderId), orderRuleSql('uploadProof', workerId)))
    .returning()
  return row
}

/**
 * In service → awaiting close. The worker serving it completes it only with proof of delivery; staff
 * settling an order still in service complete it for the worker first.
 */
export async function markCompleted(db: Executor, orderId: number, by: { workerId: number } | 'staff') {
  const [row] = await db
    .update(orders)
    .set({ bizStatus: BizStatus.awaitingClose, completedAt: sql`now()`, updatedAt: sql`now()` })
    .where(
      and(
        eq(orders.id, orderId),
        by === 'staff' ? orderStateSql('completeForWorker') : orderRuleSql('complete', by.workerId),
      ),
    )
    .returning()
  // Staff completing it in order to settle it at once: the customer hears of the settlement instead.
  if (row && by !== 'staff') await tell.completed(db, row)
  return row
}

/** Awaiting close → completed once; answers the order only when this call closed it. */
export async function markSettled(
  db: Executor,
  orderId: number,
  by: 'customer' | 'auto' | 'staff',
  userId?: number,
) {
  const [row] = await db
    .update(orders)
    .set({ bizStatus: BizStatus.completed, settledAt: sql`now()`, settledBy: by, updatedAt: sql`now()` })
    .where(
      and(
        eq(orders.id, orderId),
        userId === undefined ? orderStateSql('settle') : orderRuleSql('confirm', userId),
      ),
    )
    .returning()
  if (row) await tell.settled(db, row)
  return row
}

/**
 * A staff refund ruling or a free cancel: the order is held as "refund under way" until WeChat confirms
 * it. Never while a cancel proposal or arbitration is open; answers the order only when this call held it.
 */
export async function markRefundUnderWay(db: Executor, id: number, reason: string) {
  const [row] = await db
    .update(orders)
    .set({ refundStatus: RefundStatus.applied, refundReason: reason, updatedAt: sql`now()` })
    .where(and(eq(orders.id, id), orderStateSql('startRefund')))
    .returning()
  return row
}

/** Opens a cancel proposal or arbitration on the order (nothing open before). */
export async function openDispute(
  db: Executor,
  id: number,
  to: typeof DisputeStatus.proposal | typeof DisputeStatus.arbitration,
) {
  const [row] = await db
    .update(orders)
    .set({ disputeStatus: to, updatedAt: sql`now()` })
    .where(and(eq(orders.id, id), orderStateSql(to === DisputeStatus.proposal ? 'propose' : 'arbitrate')))
    .returning()
  return row
}

/** An open proposal refused or withdrawn: the order goes on as before. */
export async function closeDispute(db: Executor, id: number) {
  const [row] = await db
    .update(orders)
    .set({ disputeStatus: DisputeStatus.none, updatedAt: sql`now()` })
    .where(and(eq(orders.id, id), orderStateSql('endProposal')))
    .returning()
  return row
}

/**
 * The split executes (协商完成): the open proposal (agreed, or by its deadline) or arbitration (ruled)
 * ends the order with `refund` back to the customer and `workerAmount` to the worker, once.
 */
export async function markNegotiated(
  db: Executor,
  id: number,
  split: { refund: number; workerAmount: number; by: SplitByValue },
) {
  const [row] = await db
    .update(orders)
    .set({
      status: OrderStatus.negotiated,
      disputeStatus: DisputeStatus.none,
      splitRefund: split.refund,
      splitWorkerAmount: split.workerAmount,
      splitBy: split.by,
      negotiatedAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(orders.id, id), orderStateSql(split.by === 'ruling' ? 'rule' : 'agree')))
    .returning()
  if (row) await tell.negotiated(db, row)
  return row
}

/**
 * Applied → refused: finance refuses the application, or WeChat ends the refund without paying back.
 * The reason is shown to the customer; the order is served or settled again.
 */
export async function refuseRefund(
  db: Executor,
  order: { id: number } | { outTradeNo: string },
  reason: string,
) {
  const [row] = await db
    .update(orders)
    .set({ refundStatus: RefundStatus.refused, refuseRefundReason: reason, updatedAt: sql`now()` })
    .where(
      and(
        'id' in order ? eq(orders.id, order.id) : eq(orders.outTradeNo, order.outTradeNo),
        orderStateSql('refuseRefund'),
      ),
    )
    .returning()
  if (row) await tell.refundRefused(db, row, reason)
  return row
}

/** Paid → refunded, when the payment's refund is confirmed; answers the order only when this call refunded it. */
export async function markRefunded(db: Executor, outTradeNo: string) {
  const [row] = await db
    .update(orders)
    .set({ status: OrderStatus.refunded, updatedAt: sql`now()` })
    .where(and(eq(orders.outTradeNo, outTradeNo), orderStateSql('refund')))
    .returning()
  if (row) await tell.refunded(db, row)
  return row
}

/**
 * Records round `round`'s prize and raises the used count to it, only if the round is the next one
 * and draws remain: a concurrent or repeated draw finds nothing to update.
 */
export async function recordDraw(
  db: Executor,
  userId: number,
  orderId: number,
  round: number,
  result: string,
) {
  const [row] = await db
    .update(orders)
    .set({
      lotteryNumAlready: round,
      lotteryResults: sql`${orders.lotteryResults} || jsonb_build_object(${String(round)}::text, ${result}::text)`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(orders.id, orderId), eq(orders.lotteryNumAlready, round - 1), orderRuleSql('draw', userId)))
    .returning()
  return row
}
