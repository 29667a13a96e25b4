import type { QueueCount, QueueSort } from '@dianjing/shared'
import { asc, count, desc, type SQL, sql } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { Executor } from '../db/database.ts'
import { clock } from './clock.ts'

/** The moment before which an item has waited longer than `minutes`. */
export const minutesAgo = (minutes: number): Date => new Date(clock.now().getTime() - minutes * 60_000)

/**
 * How many rows of `table` match `waiting` (a queue's own rule, from the domain that owns the state), and
 * how many of them have waited, since `since`, longer than `targetMinutes`, and since when the oldest has
 * (for the metrics; the console's summary leaves it out).
 */
export async function countQueue(
  db: Executor,
  table: PgTable,
  waiting: SQL,
  since: PgColumn,
  targetMinutes: number,
): Promise<QueueCount & { oldest: Date | null }> {
  const overdueBefore = minutesAgo(targetMinutes).toISOString()
  const [row] = await db
    .select({
      count: count(),
      overdue: sql<number>`count(*) filter (where ${since} <= ${overdueBefore}::timestamptz)`.mapWith(Number),
      oldest: sql`min(${since})`.mapWith(since) as SQL<Date | null>,
    })
    .from(table)
    .where(waiting)
  return { count: row?.count ?? 0, overdue: row?.overdue ?? 0, oldest: row?.oldest ?? null }
}

/**
 * A queue's ORDER BY: by waiting time (`since`) or by amount, `tieBreak` last. Without a chosen order, what
 * waits is listed oldest first (the longest-waiting is dealt with first) and what was decided newest first.
 */
export function queueOrder(
  sort: QueueSort | undefined,
  pending: boolean,
  columns: { since: PgColumn | SQL; amount?: PgColumn; tieBreak: PgColumn },
): SQL[] {
  const chosen = sort ?? (pending ? 'oldest' : 'newest')
  const byAmount = columns.amount && (chosen === 'amountDesc' || chosen === 'amountAsc')
  if (byAmount) {
    const direction = chosen === 'amountDesc' ? desc : asc
    return [direction(columns.amount!), asc(columns.since), asc(columns.tieBreak)]
  }
  return chosen === 'newest'
    ? [desc(columns.since), desc(columns.tieBreak)]
    : [asc(columns.since), asc(columns.tieBreak)]
}
