import { type Column, getTableColumns, type SQL, sql, type Table } from 'drizzle-orm'
import type { PgColumn } from 'drizzle-orm/pg-core'

const literally = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`)

/** A LIKE pattern finding `text` anywhere; `%` and `_` typed by people are looked for as themselves. */
export function containing(text: string): string {
  return `%${literally(text)}%`
}

/** A LIKE pattern finding what begins with `text` (an index on the column can serve it). */
export function startingWith(text: string): string {
  return `${literally(text)}%`
}

/**
 * A number written into the SQL text rather than sent as a parameter: a partial index's predicate must
 * be literal, and raw SQL that compares a state keeps the text it had with the bare number.
 */
export const literal = (value: number): SQL => sql.raw(String(value))

const shanghaiDay = (day: string) => sql`(${day}::date)::timestamp at time zone 'Asia/Shanghai'`

/** `column` within the Shanghai days `from` … `to` (YYYY-MM-DD, both inclusive); either may be absent. */
export function withinShanghaiDays(column: PgColumn, from?: string, to?: string): SQL | undefined {
  const conditions = [
    from ? sql`${column} >= ${shanghaiDay(from)}` : undefined,
    to ? sql`${column} < ${shanghaiDay(to)} + interval '1 day'` : undefined,
  ].filter((condition): condition is SQL => condition !== undefined)
  return conditions.length === 0 ? undefined : sql.join(conditions, sql` and `)
}

/** The rows a raw statement (`db.execute`) answered, as the caller's SQL named and typed them. */
export const rowsOf = <Row>(result: unknown): Row[] => (result as { rows: Row[] }).rows

/**
 * Every column of `table` by name, for a raw statement's `returning` that tableRowOf reads back. A
 * prepared statement never says `*`: a column added while it is prepared would change its result.
 */
export const columnNamesOf = (table: Table): SQL =>
  sql.join(
    Object.values(getTableColumns(table)).map((column) => sql.identifier(column.name)),
    sql`, `,
  )

/** Each table's columns as [property, column] pairs, listed once per table. */
const columnsOf = new WeakMap<Table, [string, Column][]>()

/**
 * A row of `table` as a raw statement answered it (its columns by their SQL names, as the driver gave
 * them), in the shape a query builder answers it: property names, timestamps as dates.
 */
export function tableRowOf<T extends Table>(table: T, raw: Record<string, unknown>): T['$inferSelect'] {
  let columns = columnsOf.get(table)
  if (!columns) {
    columns = Object.entries(getTableColumns(table))
    columnsOf.set(table, columns)
  }
  const row: Record<string, unknown> = {}
  for (const [key, column] of columns) {
    const value = raw[column.name]
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value)
  }
  return row as T['$inferSelect']
}
