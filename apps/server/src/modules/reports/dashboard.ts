import {
  type AdminDashboard,
  ApplicationStatus,
  BizStatus,
  OrderStatus,
  RefundStatus,
  WithdrawalStatus,
} from '@dianjing/shared'
import { sql } from 'drizzle-orm'
import type { Db } from '../../db/database.ts'
import { literal, rowsOf } from '../../lib/sql-filters.ts'

const PAID = literal(OrderStatus.paid)
const REFUNDED = literal(OrderStatus.refunded)

/** Midnight of today and of this month's first day, Shanghai time. */
const TODAY = sql`date_trunc('day', now() at time zone 'Asia/Shanghai') at time zone 'Asia/Shanghai'`
const MONTH = sql`date_trunc('month', now() at time zone 'Asia/Shanghai') at time zone 'Asia/Shanghai'`

interface PeriodRow {
  paid_amount: string | number
  paid_orders: number
  refunded_orders: number
  new_users: number
  new_workers: number
}

async function period(db: Db, since: ReturnType<typeof sql>) {
  const result = await db.execute(sql`
    select
      (select coalesce(sum(amount), 0)::bigint from orders where paid_at >= ${since} and status = ${PAID}) as paid_amount,
      (select count(*)::int from orders where paid_at >= ${since} and status in (${PAID}, ${REFUNDED})) as paid_orders,
      (select count(*)::int from orders where paid_at >= ${since} and status = ${REFUNDED}) as refunded_orders,
      (select count(*)::int from users where created_at >= ${since}) as new_users,
      (select count(*)::int from workers where created_at >= ${since}) as new_workers`)
  const row = rowsOf<PeriodRow>(result)[0]!
  const paidOrders = Number(row.paid_orders)
  return {
    paidAmount: Number(row.paid_amount),
    paidOrders,
    newUsers: Number(row.new_users),
    newWorkers: Number(row.new_workers),
    refundRate: paidOrders === 0 ? 0 : Math.round((Number(row.refunded_orders) / paidOrders) * 1000) / 10,
  }
}

/** The console's first page: today, this month, what waits for staff, and the last 30 days. */
export async function dashboard(db: Db): Promise<AdminDashboard> {
  const [today, month, todoResult, seriesResult] = await Promise.all([
    period(db, TODAY),
    period(db, MONTH),
    db.execute(sql`
      select
        (select count(*)::int from worker_applications where status = ${literal(ApplicationStatus.pending)}) as applications,
        (select count(*)::int from orders where status = ${PAID} and refund_status = ${literal(RefundStatus.applied)}) as refunds,
        (select count(*)::int from withdrawals where status = ${literal(WithdrawalStatus.pending)}) as withdrawals,
        (select count(*)::int from orders where status = ${PAID} and biz_status = ${literal(BizStatus.awaitingClose)}) as to_settle`),
    db.execute(sql`
      with days as (
        select generate_series(
          date_trunc('day', now() at time zone 'Asia/Shanghai') - interval '29 days',
          date_trunc('day', now() at time zone 'Asia/Shanghai'),
          interval '1 day') as day
      )
      select to_char(days.day, 'YYYY-MM-DD') as date,
        coalesce((select sum(amount) from orders where status = ${PAID}
          and paid_at >= days.day at time zone 'Asia/Shanghai'
          and paid_at < (days.day + interval '1 day') at time zone 'Asia/Shanghai'), 0)::bigint as paid_amount,
        (select count(*)::int from orders where status in (${PAID}, ${REFUNDED})
          and paid_at >= days.day at time zone 'Asia/Shanghai'
          and paid_at < (days.day + interval '1 day') at time zone 'Asia/Shanghai') as paid_orders,
        (select count(*)::int from users
          where created_at >= days.day at time zone 'Asia/Shanghai'
          and created_at < (days.day + interval '1 day') at time zone 'Asia/Shanghai') as new_users
      from days order by days.day`),
  ])
  const todo = rowsOf<Record<string, number>>(todoResult)[0]!
  const series = (
    seriesResult as unknown as {
      rows: { date: string; paid_amount: string | number; paid_orders: number; new_users: number }[]
    }
  ).rows
  return {
    today,
    month,
    todo: {
      applications: Number(todo.applications),
      refunds: Number(todo.refunds),
      withdrawals: Number(todo.withdrawals),
      toSettle: Number(todo.to_settle),
    },
    series: series.map((row) => ({
      date: row.date,
      paidAmount: Number(row.paid_amount),
      paidOrders: Number(row.paid_orders),
      newUsers: Number(row.new_users),
    })),
  }
}
