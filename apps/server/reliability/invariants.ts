import { OrderStatus, PaymentStatus } from '@dianjing/shared'
import { sql } from 'drizzle-orm'
import type { Database } from '../src/db/database.ts'
import { literal } from '../src/lib/sql-filters.ts'

const ORDER_PAID = literal(OrderStatus.paid)
const PAYMENT_PAID = literal(PaymentStatus.paid)

/** Every way customers' money or orders could be left half-written. Empty when all is whole. */
export async function customerProblems(db: Database['db']): Promise<string[]> {
  const result = await db.execute(sql`
    select 'balance ' || u.id || ': ' || u.balance || ' ≠ records ' || coalesce(sum(r.amount), 0) as problem
      from users u left join balance_records r on r.user_id = u.id
      group by u.id having u.balance <> coalesce(sum(r.amount), 0)
    union all
    select 'order ' || o.out_trade_no || ' is ' || o.status || ' but its payment is ' || coalesce(p.status::text, 'missing')
      from orders o left join payments p on p.out_trade_no = o.out_trade_no
      where (o.status = ${ORDER_PAID} and coalesce(p.status, -1) <> ${PAYMENT_PAID})
        or (p.status = ${PAYMENT_PAID} and o.status not in (${ORDER_PAID}, ${literal(OrderStatus.refunded)}))
    union all
    select 'balance payment ' || p.out_trade_no || ' without its balance record'
      from payments p where p.method = 'balance' and p.status = ${PAYMENT_PAID}
      and not exists (select 1 from balance_records r where r.out_trade_no = p.out_trade_no and r.kind = 'order')
    union all
    select 'withdrawal ' || w.id || ' without its ledger entry'
      from withdrawals w where not exists (select 1 from worker_ledger l where l.withdrawal_id = w.id and l.event = 'withdraw')`)
  return (result as unknown as { rows: { problem: string }[] }).rows.map((row) => row.problem)
}
