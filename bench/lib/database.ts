import pg from 'pg'
import { migratePostgresDatabase, openPostgres } from '../../apps/server/src/db/connect.ts'
import { seedDemoData } from '../../apps/server/src/db/seed.ts'
import {
  createThrowawayDatabase,
  type ThrowawayDatabase,
} from '../../apps/server/src/test/throwaway-database.ts'
import { PG_ADMIN_URL } from './env.ts'
import { moneySeedStatements } from './seed-money.ts'
import { type Scale, seedStatements } from './seed-sql.ts'

export type BenchDatabase = ThrowawayDatabase

/** A fresh database `<prefix>_<timestamp>_<pid>`, dropped by `drop()` (also after a failed run). */
export function createBenchDatabase(prefix = 'dj_bench'): Promise<BenchDatabase> {
  const name = `${prefix}_${new Date().toISOString().replace(/\D/g, '').slice(0, 14)}_${process.pid}`
  return createThrowawayDatabase(PG_ADMIN_URL, name, { connectTimeoutMs: 5000 })
}

/**
 * Migrates with the server's own migrator, lays the demo catalogue with the server's own seed, then adds
 * the bulk of users, workers, products and orders in a few set-based statements.
 */
export function migrateAndSeed(url: string, scale: Scale): Promise<Record<string, number>> {
  return migrateAndSeedWith(url, [
    ...seedStatements(scale),
    ...moneySeedStatements(scale.money, scale.tokenSalt),
  ])
}

/** The same with other set-based statements after the demo catalogue (the chat bench's). */
export async function migrateAndSeedWith(url: string, statements: string[]): Promise<Record<string, number>> {
  await migratePostgresDatabase(url)
  const database = await openPostgres(url, 1)
  try {
    await seedDemoData(database.db)
  } finally {
    await database.close()
  }
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    for (const statement of statements) await client.query(statement)
    await client.query('analyze')
    const { rows } = await client.query<{ name: string; n: number }>(
      `select 'users' as name, count(*)::int as n from users
       union all select 'workers', count(*)::int from workers
       union all select 'products', count(*)::int from products
       union all select 'orders', count(*)::int from orders
       union all select 'hall orders', count(*)::int from orders where status = 1 and biz_status = 0
       union all select 'pending payments', count(*)::int from payments where status = 0`,
    )
    return Object.fromEntries(rows.map((row) => [row.name, row.n]))
  } finally {
    await client.end()
  }
}

/** Read-only helper queries against the bench database. */
export async function query<T extends pg.QueryResultRow>(url: string, text: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return (await client.query<T>(text, values)).rows
  } finally {
    await client.end()
  }
}
