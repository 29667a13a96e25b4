import { type AnyColumn, sql } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import type { Executor } from '../db/database.ts'
import { preparedStatement } from './prepared.ts'

type Counter = { table: PgTable; id: AnyColumn; counter: AnyColumn }

/** The statement adding to each counter, built once (by its column). */
const statements = new Map<AnyColumn, ReturnType<typeof counterStatement>>()

const counterStatement = (row: Counter) =>
  preparedStatement<'ids' | 'amounts'>(
    (value) => sql`
    with locked as (
      select ${row.id} from ${row.table} where ${row.id} = any(${value('ids')}::int[]) order by ${row.id} for update
    ),
    added as (select * from unnest(${value('ids')}::int[], ${value('amounts')}::int[]) as added(id, amount))
    update ${row.table} set ${sql.identifier(row.counter.name)} = greatest(${row.counter} + added.amount, 0)
    from locked join added on added.id = locked.id
    where ${row.id} = locked.id`,
  )

/**
 * Adds to a counter of many rows in one statement, the amounts of each row's entries in `added` summed,
 * never below 0. The rows are locked in id order first, so two such statements touching the same rows (two
 * batches of paid orders) wait for each other instead of deadlocking.
 */
export async function addToCounters(
  db: Executor,
  row: Counter,
  added: { id: number; amount: number }[],
): Promise<void> {
  const sums = new Map<number, number>()
  for (const { id, amount } of added) sums.set(id, (sums.get(id) ?? 0) + amount)
  if (sums.size === 0) return
  const ids = [...sums.keys()].sort((a, b) => a - b)
  let statement = statements.get(row.counter)
  if (!statement) {
    statement = counterStatement(row)
    statements.set(row.counter, statement)
  }
  await statement(db, { ids, amounts: ids.map((id) => sums.get(id)!) })
}
