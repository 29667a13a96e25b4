import { type AnyColumn, sql } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import type { Executor } from '../db/database.ts'
import { executePrepared } from './prepared.ts'

/**
 * Adds to a counter of many rows in one statement, the amounts of each row's entries in `added` summed,
 * never below 0. The rows are locked in id order first, so two such statements touching the same rows (two
 * batches of paid orders) wait for each other instead of deadlocking.
 */
export async function addToCounters(
  db: Executor,
  row: { table: PgTable; id: AnyColumn; counter: AnyColumn },
  added: { id: number; amount: number }[],
): Promise<void> {
  const sums = new Map<number, number>()
  for (const { id, amount } of added) sums.set(id, (sums.get(id) ?? 0) + amount)
  if (sums.size === 0) return
  const ids = [...sums.keys()].sort((a, b) => a - b)
  const amounts = ids.map((id) => sums.get(id)!)
  await executePrepared(
    db,
    sql`
    with locked as (
      select ${row.id} from ${row.table} where ${row.id} = any(${sql.param(ids)}::int[]) order by ${row.id} for update
    ),
    added as (select * from unnest(${sql.param(ids)}::int[], ${sql.param(amounts)}::int[]) as added(id, amount))
    update ${row.table} set ${sql.identifier(row.counter.name)} = greatest(${row.counter} + added.amount, 0)
    from locked join added on added.id = locked.id
    where ${row.id} = locked.id`,
  )
}
