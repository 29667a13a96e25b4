import { ORDER_ENDINGS, type OrderEndingTime } from '@dianjing/shared'
import { type SQL, sql } from 'drizzle-orm'
import type { PgColumn } from 'drizzle-orm/pg-core'
import { literal } from '../lib/sql-filters.ts'
import { orders } from './schema/index.ts'

/*
 * When an order ended, as the database reads it: `ORDER_ENDINGS` (packages/shared/src/order-state.ts)
 * compiled to one CASE, for the jobs that act on ended orders (the game login's erasure). Apart from the
 * orders module so those jobs' modules read it without depending on orders; order-rules.test.ts holds it
 * equal to `orderEndedAt` for every ending.
 */

/** The columns an ending reads, of `orders` or of a table of the same shape. */
export type OrderEndingColumns = Record<'status' | 'bizStatus' | 'splitBy' | OrderEndingTime, PgColumn>

/** When the order ended (`orderEndedAt`), as SQL: null while it runs. */
export function orderEndedAtSql(columns: OrderEndingColumns = orders): SQL<Date | null> {
  const cases = ORDER_ENDINGS.map((ending) => {
    const matches = [
      sql`${columns.status} = ${literal(ending.status)}`,
      ending.bizStatus === undefined ? undefined : sql`${columns.bizStatus} = ${literal(ending.bizStatus)}`,
      ending.splitBy === undefined ? undefined : sql`${columns.splitBy} = ${ending.splitBy}`,
    ].filter((part): part is SQL => part !== undefined)
    const at = sql.join(
      ending.at.map((time) => columns[time]),
      sql`, `,
    )
    return sql`when ${sql.join(matches, sql` and `)} then coalesce(${at})`
  })
  return sql<Date | null>`(case ${sql.join(cases, sql` `)} end)`
}
