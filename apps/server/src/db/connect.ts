import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { PGlite } from '@electric-sql/pglite'
import { sql } from 'drizzle-orm'
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres'
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as runPgliteMigrations } from 'drizzle-orm/pglite/migrator'
import pg from 'pg'
import { PgliteChangeFeed, PostgresChangeFeed } from './change-feed.ts'
import type { Database, Db } from './database.ts'
import { lockDirectory } from './dir-lock.ts'
import * as schema from './schema/index.ts'

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../drizzle', import.meta.url))

// bigint columns come back as strings from node-postgres; money fits in a double's integer range.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value))

/** Any lock id works as long as every server process uses the same one. */
const MIGRATION_LOCK_ID = 72_530_001

export async function openPostgres(url: string, poolSize = 10): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize, connectionTimeoutMillis: 5000 })
  // An idle client losing its server (restart, failover) must not crash the process.
  pool.on('error', () => {})
  const db = drizzlePostgres(pool, { schema, casing: 'snake_case' }) as unknown as Db
  const changes = new PostgresChangeFeed(url)
  return {
    db,
    kind: 'postgres',
    changes,
    ping: async () => {
      await pool.query('select 1')
    },
    close: async () => {
      await changes.close()
      await pool.end()
    },
  }
}

/** Migrates under an advisory lock so that several servers starting together migrate once. */
export async function migratePostgresDatabase(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID])
    await migratePostgres(drizzlePostgres(client), { migrationsFolder: MIGRATIONS_FOLDER })
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {})
    await client.end()
  }
}

export function wrapPglite(client: PGlite, release: () => void = () => {}): Database {
  const db = drizzlePglite(client, { schema, casing: 'snake_case' }) as unknown as Db
  return {
    db,
    kind: 'pglite',
    changes: new PgliteChangeFeed(client),
    ping: async () => {
      await db.execute(sql`select 1`)
    },
    close: async () => {
      try {
        if (!client.closed) await client.close()
      } finally {
        release()
      }
    },
  }
}

export async function migratePglite(client: PGlite): Promise<void> {
  await runPgliteMigrations(drizzlePglite(client), { migrationsFolder: MIGRATIONS_FOLDER })
}

/** Opens and migrates the embedded database in `dir`, holding the directory lock until closed. */
export async function openPglite(dir: string): Promise<Database> {
  const release = lockDirectory(dir)
  let client: PGlite | undefined
  try {
    client = await PGlite.create(dir)
    await migratePglite(client)
    return wrapPglite(client, release)
  } catch (error) {
    await client?.close().catch(() => {})
    release()
    throw error
  }
}

export async function openDatabase(options: {
  databaseUrl: string | undefined
  dataDir: string
  poolSize?: number
}): Promise<Database> {
  if (options.databaseUrl) {
    await migratePostgresDatabase(options.databaseUrl)
    return openPostgres(options.databaseUrl, options.poolSize)
  }
  return openPglite(path.join(options.dataDir, 'db'))
}
