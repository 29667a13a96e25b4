import { desc, eq } from 'drizzle-orm'
import type { Executor } from '../../../db/database.ts'
import { orderProgress } from '../../../db/schema/index.ts'

export async function insertProgress(db: Executor, row: typeof orderProgress.$inferInsert) {
  const [stored] = await db.insert(orderProgress).values(row).returning()
  return stored!
}

/** An order's progress updates, newest first. */
export function listProgress(db: Executor, orderId: number, limit = 100) {
  return db
    .select()
    .from(orderProgress)
    .where(eq(orderProgress.orderId, orderId))
    .orderBy(desc(orderProgress.id))
    .limit(limit)
}
