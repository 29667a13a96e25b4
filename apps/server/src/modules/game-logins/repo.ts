import { and, asc, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm'
import type { Executor } from '../../db/database.ts'
import { orderEndedAtSql } from '../../db/order-ending.ts'
import { gameLoginReveals, orderGameLogins, orders, products, users } from '../../db/schema/index.ts'
import type { SealedLogin } from '../../lib/game-login-crypto.ts'

/** The order facts the rules of a login read: who it belongs to, who serves it, where it stands. */
export async function findOrderParties(db: Executor, orderId: number) {
  const [row] = await db
    .select({
      id: orders.id,
      userId: orders.userId,
      workerId: orders.workerId,
      status: orders.status,
      bizStatus: orders.bizStatus,
      refundStatus: orders.refundStatus,
      disputeStatus: orders.disputeStatus,
      orderType: orders.orderType,
      type: orders.type,
      lotteryNum: orders.lotteryNum,
      lotteryNumAlready: orders.lotteryNumAlready,
      attachment: orders.attachment,
      needsGameLogin: products.needsGameLogin,
    })
    .from(orders)
    .innerJoin(products, eq(products.id, orders.productId))
    .where(eq(orders.id, orderId))
  return row
}

export type OrderParties = NonNullable<Awaited<ReturnType<typeof findOrderParties>>>

export async function findLogin(db: Executor, orderId: number) {
  const [row] = await db.select().from(orderGameLogins).where(eq(orderGameLogins.orderId, orderId))
  return row
}

/**
 * The login row locked for a reveal or a change: a customer's lock and a worker's reveal of the same
 * order are taken one after the other, so a reveal never passes a lock that committed before it.
 */
export async function lockLogin(db: Executor, orderId: number) {
  const [row] = await db
    .select()
    .from(orderGameLogins)
    .where(eq(orderGameLogins.orderId, orderId))
    .for('update')
  return row
}

export async function insertLogin(db: Executor, orderId: number, sealed: SealedLogin) {
  await db.insert(orderGameLogins).values({ orderId, ...sealed })
}

/** A new login for an order: replaces the sealed values (or stores the first), keeping the lock as it is. */
export async function upsertLogin(db: Executor, orderId: number, sealed: SealedLogin, at: Date) {
  await db
    .insert(orderGameLogins)
    .values({ orderId, ...sealed, updatedAt: at })
    .onConflictDoUpdate({ target: orderGameLogins.orderId, set: { ...sealed, updatedAt: at } })
}

/** Changes the lock of a login not erased; false when there is none to change. */
export async function setLocked(db: Executor, orderId: number, locked: boolean, at: Date) {
  const changed = await db
    .update(orderGameLogins)
    .set({ locked, updatedAt: at })
    .where(and(eq(orderGameLogins.orderId, orderId), isNull(orderGameLogins.erasedAt)))
    .returning({ orderId: orderGameLogins.orderId })
  return changed.length > 0
}

export async function recordReveal(db: Executor, orderId: number, workerId: number, at: Date) {
  await db.insert(gameLoginReveals).values({ orderId, workerId, revealedAt: at })
}

export function listReveals(db: Executor, orderId: number) {
  return db
    .select({ id: gameLoginReveals.id, workerName: users.nickName, revealedAt: gameLoginReveals.revealedAt })
    .from(gameLoginReveals)
    .innerJoin(users, eq(users.id, gameLoginReveals.workerId))
    .where(eq(gameLoginReveals.orderId, orderId))
    .orderBy(desc(gameLoginReveals.revealedAt), desc(gameLoginReveals.id))
}

/**
 * Wipes the logins of orders that ended before `endedBefore` (`orderEndedAt`: closed, refunded, split
 * by agreement or ruling, or settled): one conditional update, so processes running it at once each
 * wipe different rows or none, and a rerun finds nothing left.
 */
export async function eraseEnded(db: Executor, endedBefore: Date, at: Date) {
  const ended = sql`${orderEndedAtSql()} < ${endedBefore}`
  const erased = await db
    .update(orderGameLogins)
    .set({ ciphertext: null, iv: null, authTag: null, erasedAt: at, updatedAt: at })
    .from(orders)
    .where(and(eq(orders.id, orderGameLogins.orderId), isNull(orderGameLogins.erasedAt), ended))
    .returning({ orderId: orderGameLogins.orderId })
  return erased.map((row) => row.orderId)
}

/** The next logins not sealed with `currentKeyId`, after `afterOrderId`, locked for re-sealing. */
export function claimForRotation(db: Executor, currentKeyId: string, afterOrderId: number, limit: number) {
  return db
    .select()
    .from(orderGameLogins)
    .where(
      and(
        isNull(orderGameLogins.erasedAt),
        ne(orderGameLogins.keyId, currentKeyId),
        gt(orderGameLogins.orderId, afterOrderId),
      ),
    )
    .orderBy(asc(orderGameLogins.orderId))
    .limit(limit)
    .for('update')
}

/** Replaces a login's seal only if it is still the one read (its key and IV). */
export async function replaceSeal(db: Executor, orderId: number, read: SealedLogin, sealed: SealedLogin) {
  const changed = await db
    .update(orderGameLogins)
    .set(sealed)
    .where(
      and(
        eq(orderGameLogins.orderId, orderId),
        eq(orderGameLogins.keyId, read.keyId),
        eq(orderGameLogins.iv, read.iv),
        isNull(orderGameLogins.erasedAt),
      ),
    )
    .returning({ orderId: orderGameLogins.orderId })
  return changed.length > 0
}

export async function countNotOnKey(db: Executor, keyId: string) {
  const [row] = await db
    .select({ value: sql<number>`count(*)::int` })
    .from(orderGameLogins)
    .where(and(isNull(orderGameLogins.erasedAt), ne(orderGameLogins.keyId, keyId)))
  return row?.value ?? 0
}
