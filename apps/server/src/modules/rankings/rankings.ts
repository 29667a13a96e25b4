import {
  type BossRankingEntry,
  formatDateTimeOrEmpty,
  OrderStatus,
  RANKING_TOP,
  type RankingEntry,
  type StateOf,
  WORKER_LEVEL_THRESHOLDS,
  type WorkerLevelList,
  type WorkerRanking,
  WorkerRankingKind,
  WorkerStanding,
  workerLevelName,
} from '@dianjing/shared'
import { and, asc, eq, sql } from 'drizzle-orm'
import type { Db, Executor } from '../../db/database.ts'
import { orderReviews, orders, users, workerLedger, workerRankings, workers } from '../../db/schema/index.ts'
import { business } from '../../lib/errors.ts'
import { delayOf, maskNickName, rerateSelfRated, takeBackOwnSettled } from '../orders/hall/fulfilment.ts'

/** The first instant of this month in Shanghai, as SQL. */
const MONTH_START = sql`date_trunc('month', now() at time zone 'Asia/Shanghai') at time zone 'Asia/Shanghai'`

/**
 * The outer worker's id, named with its table: inside a subquery on orders or reviews, which have a
 * user_id of their own, a bare column would mean theirs.
 */
const workerUserId = sql`${workers}.${sql.identifier(workers.userId.name)}`
const ledgerOrderId = sql`${workerLedger}.${sql.identifier(workerLedger.orderId.name)}`

/** Settled income this month, from other customers' orders only (never one the worker bought). */
const monthlyIncome = sql<number>`coalesce((
  select sum(${workerLedger.amount}) from ${workerLedger}
  where ${workerLedger.workerId} = ${workerUserId} and ${workerLedger.event} = 'settle'
    and ${workerLedger.createdAt} >= ${MONTH_START}
    and not exists (select 1 from ${orders} where ${orders.id} = ${ledgerOrderId}
      and ${orders.userId} = ${workerUserId})), 0)::bigint`

/** Share of other customers' reviews with 4 stars or more, in percent; 100 before the first review. */
const goodRate = sql<number>`coalesce((
  select 100.0 * count(*) filter (where ${orderReviews.stars} >= 4) / nullif(count(*), 0)
  from ${orderReviews} where ${orderReviews.workerId} = ${workerUserId}
    and ${orderReviews.userId} <> ${workerUserId}), 100)::float8`

/** The highest level whose every threshold of spec §9 the worker meets. */
export function levelFor(stats: {
  orders: number
  goodRatePercent: number
  points: number
  monthlyIncome: number
}) {
  let level = 0
  WORKER_LEVEL_THRESHOLDS.forEach((threshold, index) => {
    if (
      stats.orders >= threshold.orders &&
      stats.goodRatePercent >= threshold.goodRatePercent &&
      stats.points >= threshold.points &&
      stats.monthlyIncome >= threshold.monthlyIncome
    ) {
      level = index
    }
  })
  return level
}

/**
 * The daily job: levels recomputed from the thresholds (other customers' orders only), and both rankings (completed orders; income
 * this month) rebuilt as the top 100, in one transaction so readers see the old or the new, whole.
 */
export async function recomputeDaily(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    // Only other customers' orders count: anything a worker once settled or rated for themselves
    // is taken back first.
    await takeBackOwnSettled(tx)
    await rerateSelfRated(tx)
    const stats = await tx
      .select({
        userId: workers.userId,
        status: workers.status,
        level: workers.level,
        orders: workers.completedOrders,
        points: workers.points,
        monthlyIncome: monthlyIncome,
        goodRate: goodRate,
      })
      .from(workers)
    const moved = stats.flatMap((row) => {
      const level = levelFor({
        orders: row.orders,
        goodRatePercent: row.goodRate,
        points: row.points,
        monthlyIncome: Number(row.monthlyIncome),
      })
      return level === row.level ? [] : [{ userId: row.userId, level }]
    })
    // Every worker whose level moved, in one statement: one each took 2 335 round trips on the bench's data.
    if (moved.length > 0)
      await tx.execute(sql`
        update ${workers} set ${sql.identifier(workers.level.name)} = moved.level
        from unnest(${sql.param(moved.map((row) => row.userId))}::int[], ${sql.param(moved.map((row) => row.level))}::int[])
          as moved(user_id, level)
        where ${workerUserId} = moved.user_id`)
    await tx.delete(workerRankings)
    // Ranked: workers who can take orders now (not suspended, not left) and did some work.
    const active = stats.filter(
      (row) => row.status === WorkerStanding.active && (row.orders > 0 || Number(row.monthlyIncome) > 0),
    )
    const rank = (values: { userId: number; value: number }[], kind: StateOf<typeof WorkerRankingKind>) =>
      values
        .filter((row) => row.value > 0)
        .sort((a, b) => b.value - a.value || a.userId - b.userId)
        .slice(0, RANKING_TOP)
        .map((row, index) => ({ kind, workerId: row.userId, rank: index + 1, value: row.value }))
    const rows = [
      ...rank(
        active.map((row) => ({ userId: row.userId, value: row.orders })),
        WorkerRankingKind.orders,
      ),
      ...rank(
        active.map((row) => ({ userId: row.userId, value: Number(row.monthlyIncome) })),
        WorkerRankingKind.income,
      ),
    ]
    if (rows.length > 0) await tx.insert(workerRankings).values(rows)
  })
}

export async function workerRanking(
  db: Db,
  userId: number,
  kind: StateOf<typeof WorkerRankingKind>,
): Promise<WorkerRanking> {
  const rows = await db
    .select({
      workerId: workerRankings.workerId,
      rank: workerRankings.rank,
      value: workerRankings.value,
      computedAt: workerRankings.computedAt,
      nickName: users.nickName,
      avatar: users.avatar,
      level: workers.level,
    })
    .from(workerRankings)
    .innerJoin(users, eq(users.id, workerRankings.workerId))
    .innerJoin(workers, eq(workers.userId, workerRankings.workerId))
    .where(eq(workerRankings.kind, kind))
    .orderBy(asc(workerRankings.rank))
  const entry = (row: (typeof rows)[number]): RankingEntry => ({
    id: row.workerId,
    avatar: row.avatar,
    nickName: row.nickName,
    level: workerLevelName(row.level),
    count: row.value,
    sort: row.rank,
  })
  const mine = rows.find((row) => row.workerId === userId)
  let my: RankingEntry
  if (mine) {
    my = entry(mine)
  } else {
    const [me] = await db
      .select({
        nickName: users.nickName,
        avatar: users.avatar,
        level: workers.level,
        orders: workers.completedOrders,
        income: monthlyIncome,
      })
      .from(workers)
      .innerJoin(users, eq(users.id, workers.userId))
      .where(eq(workers.userId, userId))
    if (!me) throw business('您还不是打手')
    my = {
      id: userId,
      avatar: me.avatar,
      nickName: me.nickName,
      level: workerLevelName(me.level),
      count: kind === WorkerRankingKind.orders ? me.orders : Number(me.income),
      sort: 0,
    }
  }
  return { data: rows.map(entry), my, updateTime: formatDateTimeOrEmpty(rows[0]?.computedAt) }
}

const levelContent = (index: number) => {
  const t = WORKER_LEVEL_THRESHOLDS[index]!
  const delay = t.delayAccept === 0 ? '新订单即时可见' : `新订单进入大厅 ${t.delayAccept} 秒后可见`
  if (index === 0) return `通过入驻审核即可成为打手；${delay}。`
  const income = t.monthlyIncome > 0 ? `、当月收入满 ${t.monthlyIncome / 100} 元` : ''
  return `累计完成 ${t.orders} 单、好评率 ${t.goodRatePercent}% 以上、成长值 ${t.points}${income}；${delay}。`
}

export async function workerLevels(db: Db, userId: number): Promise<WorkerLevelList> {
  const [me] = await db
    .select({
      level: workers.level,
      orders: workers.completedOrders,
      points: workers.points,
      income: monthlyIncome,
      goodRate: goodRate,
    })
    .from(workers)
    .where(eq(workers.userId, userId))
  if (!me) throw business('您还不是打手')
  const next = WORKER_LEVEL_THRESHOLDS[me.level + 1]
  return {
    list: WORKER_LEVEL_THRESHOLDS.map((threshold, index) => ({
      id: index,
      name: threshold.name,
      content: levelContent(index),
    })),
    my: {
      level: me.level,
      name: workerLevelName(me.level),
      delayAccept: delayOf(me.level),
      remarks: next
        ? `距离${next.name}：还需完成 ${Math.max(0, next.orders - me.orders)} 单、成长值 ${Math.max(0, next.points - me.points)}`
        : '您已是最高等级',
      completedOrders: me.orders,
      goodRatePercent: Math.round(me.goodRate * 10) / 10,
      points: me.points,
      monthlyIncome: Number(me.income),
    },
  }
}

const PERIOD_START = {
  day: sql`date_trunc('day', now() at time zone 'Asia/Shanghai') at time zone 'Asia/Shanghai'`,
  week: sql`date_trunc('week', now() at time zone 'Asia/Shanghai') at time zone 'Asia/Shanghai'`,
  month: MONTH_START,
}

const BOSS_TOP = 50

/** The boss ranking (spec §2, /ranking): what customers paid in the period, nicknames masked. */
export async function bossRanking(
  db: Executor,
  period: keyof typeof PERIOD_START,
): Promise<BossRankingEntry[]> {
  const total = sql<number>`sum(${orders.amount})::bigint`
  const rows = await db
    .select({ nickName: users.nickName, avatar: users.avatar, amount: total })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(and(eq(orders.status, OrderStatus.paid), sql`${orders.paidAt} >= ${PERIOD_START[period]}`))
    .groupBy(users.id)
    .orderBy(sql`${total} desc`, users.id)
    .limit(BOSS_TOP)
  return rows.map((row, index) => ({
    rank: index + 1,
    nickName: maskNickName(row.nickName),
    avatar: row.avatar,
    amount: Number(row.amount),
  }))
}
