import type { Query, SQL } from 'drizzle-orm'
import type { PgDialect, PgSession } from 'drizzle-orm/pg-core'
import type { Executor } from '../../db/database.ts'

/**
 * The one place that reaches into Drizzle's session (decisions 032 and 034): `db.execute` as drizzle
 * does it (pg-core/db.js: the dialect's `sqlToQuery`, then the session's `prepareQuery(query, fields,
 * name, isResponseInArrayMode)` and `execute`), taken apart so that a statement's text can be built
 * once and sent under a name. lib/prepared.ts, the named statements, is built on it.
 *
 * Written against this version. When drizzle-orm moves, drizzle-session.test.ts fails: compare these
 * functions with `PgDatabase.execute` in node_modules/drizzle-orm/pg-core/db.js and with `prepareQuery`
 * and its prepared query's `execute` in node-postgres/session.js and pglite/session.js, correct them,
 * then set the version here.
 */
export const DRIZZLE_ORM_WRITTEN_AGAINST = '0.45.4'

/** What a database handle or a transaction holds, beside its public API. */
interface SessionInternals {
  dialect: PgDialect
  session: PgSession
}

const internals = (db: Executor) => db as unknown as SessionInternals

/** The text and parameters drizzle sends for `query` on `db` (placeholders left in the parameters). */
export function queryOf(db: Executor, query: SQL): Query {
  return internals(db).dialect.sqlToQuery(query)
}

/**
 * Runs `query` as `db.execute` would, answering as it does, but sent under `name` (unnamed when
 * undefined), with `values` in the places of its placeholders.
 */
export function executeNamed(
  db: Executor,
  query: Query,
  name: string | undefined,
  values?: Record<string, unknown>,
) {
  return internals(db).session.prepareQuery(query, undefined, name, false).execute(values)
}
