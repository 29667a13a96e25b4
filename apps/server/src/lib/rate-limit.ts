import { eq, type Placeholder, type SQL, sql } from 'drizzle-orm'
import type { Executor } from '../db/database.ts'
import { rateLimits } from '../db/schema/index.ts'
import { preparedStatement } from './prepared.ts'
import { rowsOf } from './sql-filters.ts'

/**
 * Fixed-window counters kept in the database, so every server process sees the same counts. `hit`
 * adds one and answers the count inside the current window; a window that has passed starts again.
 */
export async function hit(db: Executor, key: string, windowMs: number): Promise<number> {
  const [row] = rowsOf<{ count: number }>(await hitStatement(db, hitValues(key, windowMs)))
  return row!.count
}

/** The values `hitSql` places: the counter's key, and when a window starting now ends. */
export const hitValues = (key: string, windowMs: number) => ({
  key,
  resetAt: new Date(Date.now() + windowMs),
})

/**
 * `hit` as SQL answering `count`, with `value('key')` and `value('resetAt')` where `hitValues` go: for
 * a statement built once that counts a hit along with reads of its own.
 */
export function hitSql(db: Executor, value: (key: 'key' | 'resetAt') => Placeholder): SQL {
  return db
    .insert(rateLimits)
    .values({ key: value('key'), count: 1, resetAt: value('resetAt') })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.resetAt} <= now() then 1 else ${rateLimits.count} + 1 end`,
        resetAt: sql`case when ${rateLimits.resetAt} <= now() then excluded.reset_at else ${rateLimits.resetAt} end`,
      },
    })
    .returning({ count: rateLimits.count })
    .getSQL()
}

/** Built once: every refund applied for, upload and message sent counts a hit. */
const hitStatement = preparedStatement<'key' | 'resetAt'>((value, db) => hitSql(db, value))

/** The count inside the current window, without adding to it. */
export async function peek(db: Executor, key: string): Promise<number> {
  const [row] = await db
    .select({ count: rateLimits.count })
    .from(rateLimits)
    .where(sql`${rateLimits.key} = ${key} and ${rateLimits.resetAt} > now()`)
  return row?.count ?? 0
}

export async function clear(db: Executor, key: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, key))
}

export const LOGIN_LIMITS = { windowMs: 15 * 60_000, perPhone: 5, perIp: 20 } as const

/**
 * Failed sign-ins counted per phone and per address (`scope` keeps customer and staff sign-ins apart):
 * `refused()` says whether to stop before checking the password, `failed()` counts one, `succeeded()`
 * forgives the phone's failures.
 */
export function loginAttempts(db: Executor, scope: string, phone: string, ip: string) {
  const phoneKey = `${scope}:phone:${phone}`
  const ipKey = `${scope}:ip:${ip}`
  return {
    refused: async () =>
      (await peek(db, phoneKey)) >= LOGIN_LIMITS.perPhone || (await peek(db, ipKey)) >= LOGIN_LIMITS.perIp,
    failed: async () => {
      await hit(db, phoneKey, LOGIN_LIMITS.windowMs)
      await hit(db, ipKey, LOGIN_LIMITS.windowMs)
    },
    succeeded: () => clear(db, phoneKey),
  }
}
