import { eq, sql } from 'drizzle-orm'
import type { Executor } from '../db/database.ts'
import { systemConfig } from '../db/schema/index.ts'

/**
 * The keyed JSON documents of `system_config` (the shop's configuration, the queues' settings): each key
 * belongs to the module that validates it; these two calls only read and write one.
 */
export async function findConfig(db: Executor, key: string, forUpdate = false): Promise<unknown> {
  const query = db.select({ value: systemConfig.value }).from(systemConfig).where(eq(systemConfig.key, key))
  const [row] = forUpdate ? await query.for('update') : await query
  return row?.value
}

export async function saveConfig(db: Executor, key: string, value: unknown) {
  await db
    .insert(systemConfig)
    .values({ key, value })
    .onConflictDoUpdate({ target: systemConfig.key, set: { value, updatedAt: sql`now()` } })
}
