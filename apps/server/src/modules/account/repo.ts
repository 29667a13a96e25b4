import { and, asc, count, desc, eq, isNull, sql } from 'drizzle-orm'
import type { Executor } from '../../db/database.ts'
import { sessions, userLevels, users } from '../../db/schema/index.ts'
import { addToCounters } from '../../lib/counters.ts'
import { preparedStatement } from '../../lib/prepared.ts'
import { columnNamesOf, rowsOf, tableRowOf } from '../../lib/sql-filters.ts'
import { noteSessionWritten, noteUserWritten } from './session-cache.ts'

export type UserRow = typeof users.$inferSelect

export async function findUserByPhone(db: Executor, phone: string) {
  const [row] = await db.select().from(users).where(eq(users.phone, phone))
  return row
}

export async function findUserByOpenid(db: Executor, openid: string) {
  const [row] = await db.select().from(users).where(eq(users.openid, openid))
  return row
}

/** Promotion codes are case-insensitive (docs/domain.md). */
export async function findUserByPromotionCode(db: Executor, code: string) {
  const [row] = await db.select().from(users).where(sql`lower(${users.promotionCode}) = lower(${code})`)
  return row
}

export async function promotionCodeTaken(db: Executor, code: string): Promise<boolean> {
  return (await findUserByPromotionCode(db, code)) !== undefined
}

export async function insertUser(db: Executor, values: typeof users.$inferInsert) {
  const [row] = await db.insert(users).values(values).returning()
  return row!
}

export async function updateUser(db: Executor, id: number, values: Partial<typeof users.$inferInsert>) {
  noteUserWritten(id)
  const [row] = await db
    .update(users)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(users.id, id))
    .returning()
  return row!
}

export async function insertSession(db: Executor, values: typeof sessions.$inferInsert) {
  await db.insert(sessions).values(values)
}

/** The session's columns are named apart from the user's, which are read by their own names. */
const findLiveSessionStatement = preparedStatement<'tokenHash'>(
  (value) => sql`
    select live.live_session_id, live.live_last_used_at, live.live_expires_at, ${columnNamesOf(users)}
    from (
      select id as live_session_id, user_id as live_user_id, last_used_at as live_last_used_at,
        expires_at as live_expires_at
      from ${sessions}
      where token_hash = ${value('tokenHash')} and revoked_at is null and expires_at > now()
    ) live
    join ${users} on ${users.id} = live.live_user_id`,
)

/**
 * The live session behind a token hash, with its user (who may since have been banned). A statement
 * built once: the first request of every signed-in customer to each process reads it.
 */
export async function findLiveSession(db: Executor, tokenHash: string) {
  const [row] = rowsOf<Record<string, unknown>>(await findLiveSessionStatement(db, { tokenHash }))
  return (
    row && {
      sessionId: row.live_session_id as number,
      lastUsedAt: sessions.lastUsedAt.mapFromDriverValue(row.live_last_used_at as string) as Date,
      expiresAt: sessions.expiresAt.mapFromDriverValue(row.live_expires_at as string) as Date,
      user: tableRowOf(users, row),
    }
  )
}

export async function renewSession(db: Executor, tokenHash: string, expiresAt: Date) {
  noteSessionWritten(tokenHash)
  await db
    .update(sessions)
    .set({ expiresAt, lastUsedAt: sql`now()` })
    .where(eq(sessions.tokenHash, tokenHash))
}

export async function revokeSession(db: Executor, tokenHash: string) {
  noteSessionWritten(tokenHash)
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt)))
}

/** Binds the WeChat account to a user no WeChat account holds yet; undefined when one took it first. */
export async function bindOpenid(db: Executor, id: number, openid: string, inviterId: number | null) {
  noteUserWritten(id)
  const [row] = await db
    .update(users)
    .set({ openid, ...(inviterId === null ? {} : { inviterId }), updatedAt: sql`now()` })
    .where(and(eq(users.id, id), isNull(users.openid)))
    .returning()
  return row
}

/** Ends every session of the user (a reset password). */
export async function revokeUserSessions(db: Executor, userId: number) {
  noteUserWritten(userId)
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)))
}

export async function listLevels(db: Executor) {
  return db.select().from(userLevels).orderBy(asc(userLevels.maxPoints))
}

export async function countLevels(db: Executor) {
  const [row] = await db.select({ value: count() }).from(userLevels)
  return row?.value ?? 0
}

export async function insertLevels(db: Executor, values: (typeof userLevels.$inferInsert)[]) {
  await db.insert(userLevels).values(values)
}

export async function listInvitees(db: Executor, inviterId: number) {
  return db
    .select({ id: users.id, nickName: users.nickName, phone: users.phone, createdAt: users.createdAt })
    .from(users)
    .where(eq(users.inviterId, inviterId))
    .orderBy(desc(users.createdAt), desc(users.id))
}

/**
 * The user's growth points as stored now. Not from a session's cached user: adding points is not
 * announced to other processes (migration 0031), since every paid order adds some.
 */
export async function growthPointsOf(db: Executor, userId: number): Promise<number> {
  const [row] = await db.select({ points: users.growthPoints }).from(users).where(eq(users.id, userId))
  return row?.points ?? 0
}

/** Adds `points` (negative: takes them back) to the user's growth points, never below 0. */
export async function addGrowthPoints(db: Executor, userId: number, points: number) {
  await db
    .update(users)
    .set({ growthPoints: sql`greatest(${users.growthPoints} + ${points}, 0)` })
    .where(eq(users.id, userId))
}

/** Adds each entry's points to its user's growth points in one statement, never below 0. */
export function addGrowthPointsOf(db: Executor, added: { id: number; amount: number }[]) {
  return addToCounters(db, { table: users, id: users.id, counter: users.growthPoints }, added)
}
