import type { Executor } from '../../db/database.ts'
import { files } from '../../db/schema/index.ts'

export async function insertFile(db: Executor, values: typeof files.$inferInsert) {
  await db.insert(files).values(values)
}
