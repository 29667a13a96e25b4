import { type SQL, sql } from 'drizzle-orm'
import type { PgColumn } from 'drizzle-orm/pg-core'
import type { orders } from '../../db/schema/index.ts'
import { apiDateTime } from './repo.ts'

/*
 * The fast twin of order-view.ts: the customer's and the hall's views of an order as PostgreSQL writes
 * them, for the lists read most (the customer's order list, a scrolled page of the hall), whose answer
 * is then the database's JSON text as it comes. Reading each row into objects, mapping them and writing
 * them out again was most of such a list's time in the server (decision 034). order-view-json.test.ts
 * holds both equal to `toView` and `toWorkerView` for orders in every state.
 */

/** The columns of the orders table or of an alias of it (the list's `listed`, the hall page's `paged`). */
type Orders = Record<keyof typeof orders.$inferSelect, PgColumn>

/** An instant as the API writes it (`formatDateTimeOrEmpty`): Shanghai wall time to the second, or ''. */
const apiTime = (column: PgColumn) => sql`coalesce(${apiDateTime(column)}, '')`

type Field = [key: string, value: SQL | PgColumn, customerOnly?: 'customerOnly']

/**
 * The customer's view's fields in `toView`'s order (the answer's text keeps it), with what only the
 * customer sees (how to reach them, whose game account) marked.
 */
function viewFields(t: Orders, reviewStars: SQL): Field[] {
  return [
    ['id', t.id],
    ['outTradeNo', t.outTradeNo],
    ['orderNum', t.orderNum],
    ['status', t.status],
    ['bizStatus', t.bizStatus],
    ['refundStatus', t.refundStatus],
    ['refundReason', t.refundReason],
    ['refuseRefundReason', t.refuseRefundReason],
    ['productJson', t.productJson],
    ['amount', t.amount],
    ['quantity', t.quantity],
    ['gameId', t.gameAccount, 'customerOnly'],
    ['textId', t.textId, 'customerOnly'],
    ['gameRegion', t.gameRegion],
    ['orderRemarks', t.orderRemarks, 'customerOnly'],
    ['phone', t.contactPhone, 'customerOnly'],
    ['workerUserIdNickName', t.workerName],
    ['createTime', apiTime(t.createdAt)],
    ['type', t.type],
    ['orderType', t.orderType],
    ['lotteryNum', t.lotteryNum],
    ['lotteryNumAlready', t.lotteryNumAlready],
    ['lotteryResults', t.lotteryResults],
    ['attachment', t.attachment],
    ['completeTime', apiTime(t.completedAt)],
    ['reviewStars', reviewStars],
    ['disputeStatus', t.disputeStatus],
    ['splitRefund', t.splitRefund],
    ['splitBy', sql`coalesce(${t.splitBy}, '')`],
  ]
}

const objectOf = (fields: Field[]) =>
  sql`json_build_object(${sql.join(
    fields.map(([key, value]) => sql`${sql.raw(`'${key}'`)}, ${value}`),
    sql`, `,
  )})`

/** The customer's view of an order (`toView`), with the stars they gave it (`reviewStars`, 0 for none). */
export function customerViewJson(t: Orders, reviewStars: SQL): SQL {
  return objectOf(viewFields(t, sql`coalesce(${reviewStars}, 0)`))
}

/**
 * An order as a worker who does not serve it sees it in the hall (`toWorkerView` for anyone but its
 * worker): no customer, the worker's fee, the game's name (`gameName`) and the steps' times.
 */
export function hallViewJson(t: Orders, gameName: SQL): SQL {
  return objectOf([
    ...viewFields(t, sql`0`).filter(([, , customerOnly]) => !customerOnly),
    ['workerAmount', t.workerAmount],
    ['splitWorkerAmount', t.splitWorkerAmount],
    ['gameName', gameName],
    ['paidTime', apiTime(t.paidAt)],
    ['acceptTime', apiTime(t.acceptedAt)],
    ['settleTime', apiTime(t.settledAt)],
  ])
}
