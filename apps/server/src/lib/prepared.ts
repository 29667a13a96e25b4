import { type Placeholder, type Query, type SQL, sql } from 'drizzle-orm'
import type { Executor } from '../db/database.ts'
import { executeNamed, queryOf } from './adapters/drizzle-session.ts'

// `db.execute` (its plain twin) with a name and a text built once. What it needs of drizzle's internals
// is in lib/adapters/drizzle-session.ts; prepared.test.ts holds its answers to db.execute's.

/** Statement texts given a name so far, and the name each got; never reused for another text. */
const names = new Map<string, string>()
/** Past this many distinct texts (a statement whose text varies), the rest are sent unnamed. */
const MAX_NAMED = 1000

function nameOf(text: string): string | undefined {
  let name = names.get(text)
  if (name === undefined && names.size < MAX_NAMED) {
    name = `dj_${names.size + 1}`
    names.set(text, name)
  }
  return name
}

function execute(db: Executor, query: Query, values?: Record<string, unknown>) {
  return executeNamed(db, query, nameOf(query.sql), values)
}

/**
 * `db.execute(query)` sent as a named statement, so each connection has PostgreSQL parse and plan its
 * text once rather than on every call (drizzle prepares only query builders, and only outside a
 * transaction; this works in either). For the statements of the busiest writes. The name follows the
 * text, so statements whose text varies with their arguments are named per text, up to a bound.
 * Such a statement names its columns, never `*`: a column added while it is prepared would change its
 * result, which PostgreSQL refuses for a prepared statement.
 */
export function executePrepared(db: Executor, query: SQL) {
  return execute(db, queryOf(db, query))
}

/**
 * A named statement (as `executePrepared`) whose text is also built only once: `build` says it with
 * `value(key)` where each call's values go, and each call sends `values` in their places. For the
 * statements of the busiest calls, where building the text anew is a good part of the call's work.
 * `build` may say it with a query builder of `db` (its `getSQL()`), whose columns then encode the
 * values given for them as they would without placeholders. The rows come back as PostgreSQL named
 * them: a `select` names what it reads (`as`), and `tableRowOf` reads back a table's columns.
 */
export function preparedStatement<Key extends string>(
  build: (value: (key: Key) => Placeholder, db: Executor) => SQL,
) {
  let query: Query | undefined
  return (db: Executor, values: Record<Key, unknown>) => {
    query ??= queryOf(
      db,
      build((key) => sql.placeholder(key), db),
    )
    return execute(db, query, values)
  }
}
