import { BizStatus, HALL_COUNT_CAP, OrderStatus, OrderType } from '@dianjing/shared'
import {
  and,
  count,
  desc,
  eq,
  gt,
  inArray,
  isNotNull,
  like,
  or,
  type Placeholder,
  type SQL,
  sql,
} from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Executor } from '../../../db/database.ts'
import { games, orderEvents, orderReviews, orders, users } from '../../../db/schema/index.ts'
import { clock } from '../../../lib/clock.ts'
import { preparedStatement } from '../../../lib/prepared.ts'
import { literal, rowsOf, startingWith } from '../../../lib/sql-filters.ts'
import { orderRuleSql, orderStateForAnyoneSql, orderStateSql } from '../order-rules.ts'
import { hallViewJson } from '../order-view-json.ts'
import { gameNameOf } from '../repo.ts'

export type OrderRow = typeof orders.$inferSelect

/**
 * Paid, waiting for a worker, no refund pending: the hall's orders (the partial hall-queue index's
 * predicate). Said as constants in the statement's text, so that a statement built once (a named one,
 * planned once for any values) still matches the partial indexes: with parameters there, its generic
 * plan read every waiting order (11 ms for a page of the hall with 8 000 waiting, against 0.08 ms).
 */
const waitingInHall = [orderStateForAnyoneSql('accept')]
/** A value of the statement, or the placeholder a statement built once fills with each call's value. */
type Given<T> = T | Placeholder
/**
 * The hall as one worker sees it: the orders they may accept (the rule `accept`), so never one they
 * bought themselves, and nobody serves, confirms and rates their own order (a filter on the row the
 * index found, not a path of its own).
 */
const waitingInHallFor = (workerId: Given<number>) => [orderRuleSql('accept', workerId)]
/** A designated order, seen only by the worker it was offered to. */
const offeredTo = (workerId: Given<number>) =>
  and(sql`${orders.orderType} = ${literal(OrderType.designated)}`, eq(orders.designatedWorkerId, workerId))
/** An ordinary order, seen once the worker's level delay has passed since it entered the hall (`now`). */
const ordinaryAfter = (delaySeconds: Given<number>, now: Given<string>) =>
  and(
    sql`${orders.orderType} = ${literal(OrderType.hall)}`,
    sql`${orders.hallAt} <= ${now}::timestamptz - make_interval(secs => ${delaySeconds}::int)`,
  )

/**
 * What a worker may see in the hall (docs/domain.md, Fulfilment): paid, waiting for a worker, no refund
 * pending, not bought by the worker; an ordinary order once their level's delay has passed since it
 * entered the hall, a designated one only by the worker it was offered to. `now` is the clock's, an
 * ISO instant.
 */
export function visibleTo(
  workerId: Given<number>,
  delaySeconds: Given<number>,
  now: Given<string> = clock.now().toISOString(),
): SQL {
  return and(...waitingInHallFor(workerId), or(ordinaryAfter(delaySeconds, now), offeredTo(workerId)))!
}

/** How many of an order number's first characters find it in the hall's search. */
export const ORDER_NUMBER_PREFIX_MIN = 6

/**
 * The hall's search: a product number or an order number exactly, or an order number's first 6 or
 * more characters. Each is an index lookup (the hall's product and order-number indexes), never a
 * scan for a substring, which would also find unrelated orders by a few digits in their middle.
 */
function numbered(keyword: string): SQL | undefined {
  const productNumber = /^[1-9]\d{0,8}$/.test(keyword) ? eq(orders.productId, Number(keyword)) : undefined
  const orderNumber =
    keyword.length >= ORDER_NUMBER_PREFIX_MIN
      ? like(orders.orderNum, startingWith(keyword))
      : eq(orders.orderNum, keyword)
  return or(productNumber, orderNumber)
}

/**
 * How many rows match `where`, counted up to `cap`: the index stops there rather than at the last one.
 * Read in the hall's own order, so the planner walks the hall queue index instead of the table.
 */
export async function cappedCount(
  db: Executor,
  where: SQL | undefined,
  cap = HALL_COUNT_CAP,
): Promise<number> {
  const limited = db
    .select({ one: sql`1` })
    .from(orders)
    .where(where)
    .orderBy(orders.hallAt, orders.id)
    .limit(cap)
    .as('limited')
  const [row] = await db.select({ n: count() }).from(limited)
  return row?.n ?? 0
}

/**
 * Whether the hall is personal for this worker in `gameRegion`: an order offered to them, or one they
 * bought themselves, is waiting there (either changes what their hall shows from what others see).
 */
export function personalHall(workerId: Given<number>, gameRegion?: Given<string>) {
  const personal = and(
    ...waitingInHall,
    gameRegion === undefined ? undefined : sql`${orders.gameRegion} = ${gameRegion}::text`,
    or(offeredTo(workerId), sql`${orders.userId} = ${workerId}::int`),
  )
  return sql<boolean>`exists (select 1 from ${orders} where ${personal})`
}

/** A hall order's place in the hall's order (hall_at to the microsecond, then id), for the next page's cursor. */
const hallPlace = sql<string>`to_char(${orders.hallAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`

type HallCursor = { offeredAfter: number } | { hallAfter: { at: string; id: number } }

function readCursor(cursor: string | undefined): HallCursor | null {
  if (!cursor) return null
  const [kind, ...rest] = cursor.split('_')
  if (kind === 'o') return { offeredAfter: Number(rest[0]) }
  return { hallAfter: { at: rest[0]!, id: Number(rest[1]) } }
}

/**
 * One page of the hall as `visibleTo` defines it, in the hall's order: orders offered to this worker
 * first, then the oldest waiting. Read as two index-ordered queries (one per side of `visibleTo`'s OR)
 * rather than one with the OR, which would sort every waiting order for each page (the hall queue
 * index serves both). A page after `cursor` starts where the last one ended (keyset: the app scrolls);
 * a `pageNum` without one is counted off as the spec's client asks. The total is counted up to
 * HALL_COUNT_CAP, never every waiting order.
 */
export async function hallPage(
  db: Executor,
  workerId: number,
  delaySeconds: number,
  filter: { gameRegion?: string; keyword?: string },
  page: { pageNum: number; pageSize: number; cursor?: string },
) {
  const filters = [
    ...waitingInHallFor(workerId),
    filter.gameRegion === undefined ? undefined : eq(orders.gameRegion, filter.gameRegion),
    filter.keyword ? numbered(filter.keyword) : undefined,
  ]
  const offered = and(...filters, offeredTo(workerId))
  const ordinary = and(...filters, ordinaryAfter(delaySeconds, clock.now().toISOString()))
  const cursor = readCursor(page.cursor)
  const offset = cursor ? 0 : (page.pageNum - 1) * page.pageSize
  const size = page.pageSize

  // Orders offered to the worker are few (each is one customer's choice of this worker); the hall's are
  // counted up to the cap.
  const [offeredTotal, ordinaryTotal] = await Promise.all([
    cappedCount(db, offered),
    cappedCount(db, ordinary),
  ])
  const offeredRows =
    cursor && 'hallAfter' in cursor
      ? []
      : await db
          .select({ order: orders, gameName: gameNameOf })
          .from(orders)
          .where(and(offered, cursor ? gt(orders.id, cursor.offeredAfter) : undefined))
          .orderBy(orders.id)
          .limit(offset + size)
  const onPage = offeredRows.slice(offset).map(({ order, gameName }) => ({ order, gameName, place: '' }))
  const after = cursor && 'hallAfter' in cursor ? cursor.hallAfter : null
  const ordinaryRows =
    onPage.length < size
      ? await db
          .select({ order: orders, gameName: gameNameOf, place: hallPlace })
          .from(orders)
          .where(
            and(
              ordinary,
              after
                ? sql`(${orders.hallAt}, ${orders.id}) > (${after.at}::timestamptz, ${after.id})`
                : undefined,
            ),
          )
          .orderBy(orders.hallAt, orders.id)
          .limit(size - onPage.length)
          .offset(cursor ? 0 : Math.max(0, offset - offeredTotal))
      : []
  const rows = [...onPage, ...ordinaryRows]
  const last = rows.at(-1)
  const nextCursor =
    rows.length < size || !last ? '' : last.place ? `h_${last.place}_${last.order.id}` : `o_${last.order.id}`
  return {
    rows: rows.map(({ order, gameName }) => ({ order, gameName })),
    total: Math.min(HALL_COUNT_CAP, offeredTotal + ordinaryTotal),
    nextCursor,
  }
}

type HallAfterValue = 'workerId' | 'gameRegion' | 'delaySeconds' | 'now' | 'afterAt' | 'afterId' | 'size'

/** The orders of a later page of the hall, read once into its statement (`hallAfterStatement`), under this name. */
const paged = alias(orders, 'paged')

/** A hall order as a worker who does not serve it sees it, as the database writes it (order-view-json.ts). */
const pagedViewJson = hallViewJson(paged, sql`paged.game_name`)

/**
 * The hall's ordinary orders after a place in it (a later page as the app scrolls), in one statement
 * built once: one for the whole hall and one for a region. It answers the page as JSON text of the
 * workers' views and the place of its last order; reading each row into objects, mapping and writing
 * them out again was most of such a page's time in the server. `hallPage` with a cursor and no search
 * or offered orders reads the same orders.
 */
const hallAfterStatement = (byRegion: boolean) =>
  preparedStatement<HallAfterValue>(
    (value) => sql`
      with paged as (
        select ${orders}.*, ${gameNameOf} as game_name, ${hallPlace} as place
        from ${orders}
        where ${and(
          ...waitingInHallFor(value('workerId')),
          byRegion ? sql`${orders.gameRegion} = ${value('gameRegion')}::text` : undefined,
          ordinaryAfter(value('delaySeconds'), value('now')),
          sql`(${orders.hallAt}, ${orders.id}) > (${value('afterAt')}::timestamptz, ${value('afterId')}::int)`,
        )}
        order by ${orders.hallAt}, ${orders.id}
        limit ${value('size')}::int
      )
      select count(*)::int as "count",
        coalesce(json_agg(${pagedViewJson} order by ${paged.hallAt}, ${paged.id}), '[]')::text as "json",
        (array_agg(paged.place || '_' || ${paged.id} order by ${paged.hallAt} desc, ${paged.id} desc))[1]
          as "last"
      from paged`,
  )
const hallAfterOf = { all: hallAfterStatement(false), region: hallAfterStatement(true) }

/**
 * A later page of the hall's ordinary orders for a worker with no order offered to them: the page after
 * `cursor` (a hall place, `h_…`) as the JSON text of its workers' views, and the cursor of the page
 * after it ('' at the end).
 */
export async function hallAfterJson(
  db: Executor,
  workerId: number,
  delaySeconds: number,
  filter: { gameRegion?: string },
  page: { pageSize: number; cursor: string },
) {
  const cursor = readCursor(page.cursor)
  if (!cursor || !('hallAfter' in cursor)) throw new Error('hallAfterJson needs a hall place')
  const result = await hallAfterOf[filter.gameRegion === undefined ? 'all' : 'region'](db, {
    workerId,
    gameRegion: filter.gameRegion ?? null,
    delaySeconds,
    now: clock.now().toISOString(),
    afterAt: cursor.hallAfter.at,
    afterId: cursor.hallAfter.id,
    size: page.pageSize,
  })
  const [row] = rowsOf<{ count: number; json: string; last: string | null }>(result)
  return {
    json: row!.json,
    nextCursor: row!.count < page.pageSize || !row!.last ? '' : `h_${row!.last}`,
  }
}

/** Whether `cursor` is a place among the hall's ordinary orders (not among those offered to the worker). */
export const followsHallOrder = (cursor: string) => cursor.startsWith('h_')

export async function findOrderWithGame(db: Executor, where: SQL) {
  const [row] = await db
    .select({ order: orders, gameName: games.name })
    .from(orders)
    .innerJoin(games, eq(games.id, orders.gameTypeId))
    .where(where)
  return row
}

export async function workerOrders(db: Executor, workerId: number, bizStatus: number, limit: number) {
  return db
    .select({ order: orders, gameName: games.name })
    .from(orders)
    .innerJoin(games, eq(games.id, orders.gameTypeId))
    .where(
      and(
        eq(orders.workerId, workerId),
        // 已结算 holds the orders ended by a split (协商完成) too: the worker was paid their part of them.
        bizStatus === BizStatus.completed
          ? or(
              and(eq(orders.status, OrderStatus.paid), eq(orders.bizStatus, bizStatus)),
              eq(orders.status, OrderStatus.negotiated),
            )
          : and(eq(orders.status, OrderStatus.paid), eq(orders.bizStatus, bizStatus)),
      ),
    )
    .orderBy(desc(orders.acceptedAt), desc(orders.id))
    .limit(limit)
}

/**
 * The worker holds fewer than `cap` orders in service: a condition of taking one, judged in the same
 * statement (the caller holds the worker's row, so their parallel accepts are judged one by one).
 */
export const underInServiceCap = (workerId: Given<number>, cap: Given<number>) =>
  sql`(select count(*) from ${orders} as held where held.worker_id = ${workerId}::int and held.status = ${literal(OrderStatus.paid)} and held.biz_status = ${literal(BizStatus.inService)}) < ${cap}::int`

export async function countInService(db: Executor, workerId: number) {
  const [row] = await db
    .select({ n: count() })
    .from(orders)
    .where(
      and(
        eq(orders.workerId, workerId),
        eq(orders.status, OrderStatus.paid),
        eq(orders.bizStatus, BizStatus.inService),
      ),
    )
  return row?.n ?? 0
}

/** The order event marking a worker's own order taken back out of their completed orders and points. */
export const UNCOUNTED = 'uncounted'

/**
 * Orders settled to the worker who bought them (the hall once offered workers their own orders) and
 * not yet taken back out of that worker's completed orders and points (no `uncounted` event).
 */
export async function ownSettledStillCounted(db: Executor) {
  return db
    .select({ id: orders.id, workerId: orders.workerId, workerAmount: orders.workerAmount })
    .from(orders)
    .where(
      and(
        isNotNull(orders.settledAt),
        sql`${orders.workerId} = ${orders.userId}`,
        sql`not exists (select 1 from ${orderEvents} where ${orderEvents.orderId} = ${orders}.${sql.identifier(orders.id.name)} and ${orderEvents.kind} = ${UNCOUNTED})`,
      ),
    )
}

/** Workers who once rated themselves: their rating is worked out again without those reviews. */
export async function selfRatedWorkers(db: Executor): Promise<number[]> {
  const rows = await db
    .selectDistinct({ workerId: orderReviews.workerId })
    .from(orderReviews)
    .where(eq(orderReviews.workerId, orderReviews.userId))
  return rows.map((row) => row.workerId)
}

/** Completed orders waiting longer than `hours` for the customer, claimed so one process takes each. */
export async function dueForAutoConfirm(db: Executor, hours: number, limit: number) {
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        // Settleable now (a cancel proposal or arbitration open holds it until answered or ruled).
        orderStateSql('settle'),
        sql`${orders.completedAt} < now() - make_interval(hours => ${hours})`,
      ),
    )
    .orderBy(orders.completedAt)
    .limit(limit)
    .for('update', { skipLocked: true })
  return rows.map((row) => row.id)
}

export async function insertReview(db: Executor, values: typeof orderReviews.$inferInsert) {
  const [row] = await db.insert(orderReviews).values(values).onConflictDoNothing().returning()
  return row
}

export async function latestReviews(db: Executor, workerId: number, limit: number) {
  return db
    .select({ review: orderReviews, nickName: users.nickName })
    .from(orderReviews)
    .innerJoin(users, eq(users.id, orderReviews.userId))
    .where(eq(orderReviews.workerId, workerId))
    .orderBy(desc(orderReviews.createdAt))
    .limit(limit)
}

/** The worker's stage of an order: an order ended by a split counts as settled. */
const stage =
  sql<number>`case when ${orders.status} = ${literal(OrderStatus.negotiated)} then ${literal(BizStatus.completed)} else ${orders.bizStatus} end`.mapWith(
    Number,
  )

/** The worker center's counts: their own orders by stage, and the hall they can see by region. */
/** The worker's own orders by bizStatus (in service, pending settlement, settled) and the hall by region. */
export async function workerOrderCounts(db: Executor, workerId: number, hallVisible: SQL) {
  const [mine, qq, wechat] = await Promise.all([
    db
      .select({ bizStatus: stage, n: count() })
      .from(orders)
      .where(
        and(
          eq(orders.workerId, workerId),
          or(
            and(
              eq(orders.status, OrderStatus.paid),
              inArray(orders.bizStatus, [BizStatus.inService, BizStatus.awaitingClose, BizStatus.completed]),
            ),
            eq(orders.status, OrderStatus.negotiated),
          ),
        ),
      )
      .groupBy(stage),
    // The hall by region, each counted up to the cap (the centre shows 999+), never every waiting order.
    cappedCount(db, and(hallVisible, eq(orders.gameRegion, '0'))),
    cappedCount(db, and(hallVisible, eq(orders.gameRegion, '1'))),
  ])
  const byStatus = new Map(mine.map((row) => [row.bizStatus, row.n]))
  return {
    inService: byStatus.get(BizStatus.inService) ?? 0,
    pendingSettlement: byStatus.get(BizStatus.awaitingClose) ?? 0,
    settled: byStatus.get(BizStatus.completed) ?? 0,
    all: Math.min(HALL_COUNT_CAP, qq + wechat),
    qq,
    wechat,
  }
}
