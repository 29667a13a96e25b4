import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core'
import type { ChangeFeed } from './change-feed.ts'
import type * as schema from './schema/index.ts'

export type Schema = typeof schema
/** The Drizzle handle, the same type over PGlite and node-postgres. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>
export type Tx = PgTransaction<PgQueryResultHKT, Schema>
/** A repo function takes either the database or an open transaction. */
export type Executor = Db | Tx

export interface Database {
  db: Db
  kind: 'pglite' | 'postgres'
  /** Committed changes to sessions, users and cache versions, for in-process caches. */
  changes: ChangeFeed
  /** Throws when the database does not answer. */
  ping(): Promise<void>
  close(): Promise<void>
}
