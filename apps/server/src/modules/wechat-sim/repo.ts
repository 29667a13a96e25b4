import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm'
import type { Executor } from '../../db/database.ts'
import { wechatSimCodes, wechatSimUsers } from '../../db/schema/index.ts'

export async function listUsers(db: Executor, limit = 20) {
  return db.select().from(wechatSimUsers).orderBy(desc(wechatSimUsers.createdAt)).limit(limit)
}

export async function findUser(db: Executor, openid: string) {
  const [row] = await db.select().from(wechatSimUsers).where(eq(wechatSimUsers.openid, openid))
  return row
}

export async function insertUser(db: Executor, values: typeof wechatSimUsers.$inferInsert) {
  const [row] = await db.insert(wechatSimUsers).values(values).returning()
  return row!
}

export async function insertCode(db: Executor, values: typeof wechatSimCodes.$inferInsert) {
  await db.insert(wechatSimCodes).values(values)
}

/** Marks a live, unused code as used and answers it; a second call for the same code answers nothing. */
export async function consumeCode(db: Executor, code: string) {
  const [row] = await db
    .update(wechatSimCodes)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(wechatSimCodes.code, code),
        isNull(wechatSimCodes.usedAt),
        gt(wechatSimCodes.expiresAt, sql`now()`),
      ),
    )
    .returning()
  return row
}

export async function findCode(db: Executor, code: string) {
  const [row] = await db.select().from(wechatSimCodes).where(eq(wechatSimCodes.code, code))
  return row
}
