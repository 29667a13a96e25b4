import {
  canDo,
  formatDateTime,
  type GameLogin,
  GameLoginMessages,
  type GameLoginPlain,
  type GameLoginState,
  gameLoginProblem,
  maskAccount,
} from '@dianjing/shared'
import type { Db, Executor } from '../../db/database.ts'
import { clock } from '../../lib/clock.ts'
import { AppError } from '../../lib/errors.ts'
import {
  type GameLoginKeyring,
  openGameLogin,
  type PlainLogin,
  type SealedLogin,
  sealGameLogin,
} from '../../lib/game-login-crypto.ts'
import * as repo from './repo.ts'

/**
 * The customer's game login (issue 23, decision 025). Only the worker serving the order, while it is in
 * service and not locked, ever gets it in plain text, and each time is recorded for the customer.
 */

export interface GameLoginDeps {
  db: Db
  keys: GameLoginKeyring
}

type Order = repo.OrderParties
type LoginRow = NonNullable<Awaited<ReturnType<typeof repo.findLogin>>>

function sealedOf(row: LoginRow): SealedLogin | null {
  if (row.erasedAt || !row.ciphertext || !row.iv || !row.authTag) return null
  return { ciphertext: row.ciphertext, iv: row.iv, authTag: row.authTag, keyId: row.keyId }
}

/** The three fields as the order form or the update sent them, or null when none was filled. */
export function loginOf(fields: { account: string; password: string; note: string }): PlainLogin | null {
  const login = { account: fields.account.trim(), password: fields.password, note: fields.note.trim() }
  return login.account || login.password || login.note ? login : null
}

/** payOrder's check: a product that needs the login gets one (an account and password, or a note). */
export function assertLoginGiven(login: GameLogin): void {
  const problem = gameLoginProblem(login)
  if (problem) throw new AppError('business', problem)
}

/** Stores a new order's login, sealed, in the order's own transaction. */
export async function storeForNewOrder(
  tx: Executor,
  keys: GameLoginKeyring,
  orderId: number,
  login: PlainLogin,
) {
  await repo.insertLogin(tx, orderId, sealGameLogin(keys, orderId, login))
}

/** Being served: the state the rule `revealLogin` asks for (the worker is checked apart, as forbidden). */
const inService = (order: Order) => canDo(order, 'revealLogin')

/** The order, if the caller is its customer or the worker who has it; anyone else learns nothing. */
async function orderOfParty(db: Executor, userId: number, orderId: number): Promise<Order> {
  const order = await repo.findOrderParties(db, orderId)
  if (!order || (order.userId !== userId && order.workerId !== userId)) {
    throw new AppError('notFound', GameLoginMessages.notYours)
  }
  return order
}

function assertIsCustomer(order: Order, userId: number): void {
  if (order.userId !== userId) throw new AppError('forbidden', GameLoginMessages.onlyCustomer)
}

/** The reveal's rule: the order's accepted worker, while it is in service, its login stored and not locked. */
function assertCanReveal(order: Order, login: LoginRow | undefined, userId: number): SealedLogin {
  if (order.workerId !== userId) throw new AppError('forbidden', GameLoginMessages.onlyWorker)
  if (!inService(order)) throw new AppError('conflict', GameLoginMessages.notInService)
  if (!login) throw new AppError('notFound', GameLoginMessages.nothingStored)
  const sealed = sealedOf(login)
  if (!sealed) throw new AppError('conflict', GameLoginMessages.erased)
  if (login.locked) throw new AppError('conflict', GameLoginMessages.locked)
  return sealed
}

export async function stateFor(
  deps: GameLoginDeps,
  userId: number,
  orderId: number,
): Promise<GameLoginState> {
  const order = await orderOfParty(deps.db, userId, orderId)
  const login = await repo.findLogin(deps.db, orderId)
  const sealed = login ? sealedOf(login) : null
  const base = {
    stored: sealed !== null,
    erased: Boolean(login?.erasedAt),
    locked: login?.locked ?? false,
  }
  if (order.userId !== userId) {
    return {
      role: 'worker',
      ...base,
      maskedAccount: '',
      hasNote: false,
      available: sealed !== null && !base.locked && inService(order),
      reveals: [],
    }
  }
  // The customer's own login, opened here only to mask it; the plain values never leave this function.
  const plain = sealed ? openGameLogin(deps.keys, orderId, sealed) : null
  const reveals = await repo.listReveals(deps.db, orderId)
  return {
    role: 'customer',
    ...base,
    maskedAccount: plain ? maskAccount(plain.account) : '',
    hasNote: Boolean(plain?.note),
    available: false,
    reveals: reveals.map((reveal) => ({
      id: reveal.id,
      workerName: reveal.workerName,
      time: formatDateTime(reveal.revealedAt),
    })),
  }
}

/** The plain login for the worker serving the order, recorded in the same transaction. */
export async function reveal(deps: GameLoginDeps, userId: number, orderId: number): Promise<GameLoginPlain> {
  return deps.db.transaction(async (tx) => {
    const login = await repo.lockLogin(tx, orderId)
    const order = await orderOfParty(tx, userId, orderId)
    const sealed = assertCanReveal(order, login, userId)
    const plain = openGameLogin(deps.keys, orderId, sealed)
    await repo.recordReveal(tx, orderId, userId, clock.now())
    return plain
  })
}

export async function setLocked(deps: GameLoginDeps, userId: number, orderId: number, locked: boolean) {
  const order = await orderOfParty(deps.db, userId, orderId)
  assertIsCustomer(order, userId)
  if (!(await repo.setLocked(deps.db, orderId, locked, clock.now()))) {
    throw new AppError('notFound', GameLoginMessages.nothingStored)
  }
}

/** The customer's new login for an order not ended; stored where none was yet if the product needs one. */
export async function update(deps: GameLoginDeps, userId: number, orderId: number, fields: GameLogin) {
  await deps.db.transaction(async (tx) => {
    const existing = await repo.lockLogin(tx, orderId)
    const order = await orderOfParty(tx, userId, orderId)
    assertIsCustomer(order, userId)
    if (!canDo(order, 'editLogin') || existing?.erasedAt)
      throw new AppError('conflict', GameLoginMessages.orderEnded)
    if (!existing && !order.needsGameLogin) throw new AppError('conflict', GameLoginMessages.nothingStored)
    assertLoginGiven(fields)
    const login = loginOf(fields)!
    await repo.upsertLogin(tx, orderId, sealGameLogin(deps.keys, orderId, login), clock.now())
  })
}
