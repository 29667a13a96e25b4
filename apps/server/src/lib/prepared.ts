import type { SQL } from 'drizzle-orm'
import type { PgDialect, PgSession } from 'drizzle-orm/pg-core'
import type { Executor } from '../db/database.ts'

/** Statement texts given a name so far, and the name each got; never reused for another text. */
const names = new Map<string, string>()
/** Past this many distinct texts (a statement whose text varies), the rest are sent unnamed. */
const MAX_NAMED = 1000

/**
 * `db.execute(query)` sent as a named statement, so each connection has PostgreSQL parse and plan its
 * text once rather than on every call (drizzle prepares only query builders, and only outside a
 * transaction; this works in either). For the statements of the busiest writes. The name follows the
 * text, so statements whose text varies with their arguments are named per text, up to a bound.
 * Such a statement names its columns, never `*`: a column added while it is prepared would change its
 * result, which PostgreSQL refuses for a prepared statement.
 */
export function executePrepared(db: Executor, query: SQL) {
  const { dialect, session } = db as unknown as { dialect: PgDialect; session: PgSession }
  const built = dialect.sqlToQuery(query)
  let name = names.get(built.sql)
  if (name === undefined && names.size < MAX_NAMED) {
    name = `dj_${names.size + 1}`
    names.set(built.sql, name)
  }
  return session.prepareQuery(built, undefined, name, false).execute()
}
