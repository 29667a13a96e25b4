import { and, eq, inArray } from 'drizzle-orm'
import type { Executor } from '../../db/database.ts'
import { files } from '../../db/schema/index.ts'

export async function insertFile(db: Executor, values: typeof files.$inferInsert) {
  await db.insert(files).values(values)
}

/** How many of `paths` were uploaded by `userId`. */
export async function countOwnedFiles(db: Executor, userId: number, paths: string[]) {
  const rows = await db
    .select({ path: files.path })
    .from(files)
    .where(and(eq(files.userId, userId), inArray(files.path, paths)))
  return new Set(rows.map((row) => row.path)).size
}
