import { AsyncLocalStorage } from 'node:async_hooks'
import { createHmac, randomUUID } from 'node:crypto'
import { IdempotencyMessages } from '@dianjing/shared'
import { and, eq, isNull, sql } from 'drizzle-orm'
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction, preHandlerHookHandler } from 'fastify'
import type { Db, Executor } from '../db/database.ts'
import { idempotencyKeys } from '../db/schema/index.ts'
import { AppError } from './errors.ts'

const HEADER = 'idempotency-key'
const KEY_PATTERN = /^[A-Za-z0-9_-]{8,64}$/
/** Kept a day: long enough for any retry, short enough to stay small. */
const KEEP_HOURS = 24

interface Claim {
  userId: number
  key: string
  /** This request's hold on the key (`claim_token`); a retry taking the key over draws another. */
  token: string
}

const claims = new WeakMap<FastifyRequest, Claim>()
/** The claim of the request being handled, for `markKeyApplied` in the write's transaction. */
const currentClaim = new AsyncLocalStorage<Claim>()

const heldBy = (claim: Claim) =>
  and(
    eq(idempotencyKeys.userId, claim.userId),
    eq(idempotencyKeys.key, claim.key),
    eq(idempotencyKeys.claimToken, claim.token),
  )

const leaseEnd = (request: FastifyRequest) =>
  sql`now() + make_interval(secs => ${request.server.config.idempotencyLeaseSeconds})`

/**
 * Keyed by the server's secret: a body can carry a customer's game password (payOrder, decision 025),
 * and a plain SHA-256 of it stored here could be guessed back from a copy of the table.
 */
function requestHash(request: FastifyRequest): string {
  return createHmac('sha256', request.server.config.sessionSecret)
    .update(`${request.method} ${request.url}\n${JSON.stringify(request.body ?? null)}`)
    .digest('hex')
}

/**
 * preHandler after the user guard on calls a retrying phone must not repeat (payOrder, applyRefund,
 * withdrawalApply, draws). Without the header nothing changes. With it, the first request claims the
 * key for a lease and its answer is kept; a repeat gets that answer again (header
 * `idempotent-replayed: true`); the same key on a different request is refused. A repeat with no
 * answer yet is told to wait while the lease runs; after it, the holder is taken for dead: the repeat
 * is told the write was done if it was (`applied_at`), and otherwise takes the key over and runs it.
 */
async function idempotencyCheck(request: FastifyRequest, reply: FastifyReply) {
  const key = request.headers[HEADER]
  if (key === undefined) return
  if (typeof key !== 'string' || !KEY_PATTERN.test(key))
    throw new AppError('validation', IdempotencyMessages.badKey)
  const db = request.server.database.db as Db
  const userId = request.user!.id
  const hash = requestHash(request)
  const claim = { userId, key, token: randomUUID() }
  const claimed = await db
    .insert(idempotencyKeys)
    .values({ userId, key, requestHash: hash, claimToken: claim.token, leaseUntil: leaseEnd(request) })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key })
  if (claimed.length > 0) {
    claims.set(request, claim)
    return
  }
  const ours = and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key))
  const [first] = await db
    .select({
      requestHash: idempotencyKeys.requestHash,
      statusCode: idempotencyKeys.statusCode,
      response: idempotencyKeys.response,
      applied: sql<boolean>`${idempotencyKeys.appliedAt} is not null`,
      leaseOver: sql<boolean>`${idempotencyKeys.leaseUntil} < now()`,
    })
    .from(idempotencyKeys)
    .where(ours)
  if (!first || first.requestHash !== hash) throw new AppError('conflict', IdempotencyMessages.reused)
  if (first.statusCode !== null && first.response !== null) {
    return reply
      .status(first.statusCode)
      .header('idempotent-replayed', 'true')
      .type('application/json; charset=utf-8')
      .serializer((payload: unknown) => String(payload))
      .send(first.response)
  }
  if (!first.leaseOver) throw new AppError('conflict', IdempotencyMessages.inProgress)
  if (first.applied) throw new AppError('conflict', IdempotencyMessages.applied)
  // One conditional update, so of several repeats racing for a dead holder's key one wins.
  const taken = await db
    .update(idempotencyKeys)
    .set({ claimToken: claim.token, leaseUntil: leaseEnd(request) })
    .where(
      and(
        ours,
        sql`${idempotencyKeys.leaseUntil} < now()`,
        isNull(idempotencyKeys.appliedAt),
        isNull(idempotencyKeys.statusCode),
      ),
    )
    .returning({ key: idempotencyKeys.key })
  if (taken.length === 0) throw new AppError('conflict', IdempotencyMessages.inProgress)
  claims.set(request, claim)
}

/**
 * The last preHandler: runs the handler inside the request's claim, for `markKeyApplied`. A callback
 * hook calling `run`, because a store entered in an async hook (`enterWith`) did not reach the handler
 * under `inject`: Fastify resumes after an async hook from a promise made before the hook ran.
 */
function enterClaim(request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction) {
  const claim = claims.get(request)
  if (claim) currentClaim.run(claim, done)
  else done()
}

/**
 * Called by each idempotent write in its own transaction, next to what it changes: marks the key
 * applied, so the mark commits or rolls back with the write, and a retry after this process died knows
 * which. When a retry has taken the key over (this request's lease ran out), it throws, rolling the
 * write back: the write is the retry's now, and so it happens at most once. No key: nothing to mark.
 */
export async function markKeyApplied(tx: Executor): Promise<void> {
  const claim = currentClaim.getStore()
  if (!claim) return
  const marked = await tx
    .update(idempotencyKeys)
    .set({ appliedAt: sql`now()` })
    .where(and(heldBy(claim), isNull(idempotencyKeys.appliedAt)))
    .returning({ key: idempotencyKeys.key })
  if (marked.length === 0) throw new AppError('conflict', IdempotencyMessages.inProgress)
}

/**
 * onSend: keeps the first answer; a server failure releases the key so the retry runs again, unless
 * the write was applied before the failure: then the lease ends, and the retry is told it was done.
 * Only while this request still holds the key: one taken over is the new holder's to answer.
 */
async function idempotencyStore(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  const claim = claims.get(request)
  if (!claim) return payload
  claims.delete(request)
  const db = request.server.database.db as Db
  if (reply.statusCode < 500) {
    await db
      .update(idempotencyKeys)
      .set({ statusCode: reply.statusCode, response: String(payload) })
      .where(heldBy(claim))
    return payload
  }
  const freed = await db
    .delete(idempotencyKeys)
    .where(and(heldBy(claim), isNull(idempotencyKeys.appliedAt)))
    .returning({ key: idempotencyKeys.key })
  if (freed.length === 0) {
    await db.update(idempotencyKeys).set({ leaseUntil: sql`now()` }).where(heldBy(claim))
  }
  return payload
}

/** Route options for an idempotent call: the user guard (unless the plugin has one), then the key. */
export function idempotent(userGuard?: preHandlerHookHandler) {
  const key = [idempotencyCheck, enterClaim]
  return { preHandler: userGuard ? [userGuard, ...key] : key, onSend: idempotencyStore }
}

/** The periodic clean-up of keys older than a day. */
export async function forgetOldKeys(db: Db): Promise<void> {
  await db
    .delete(idempotencyKeys)
    .where(sql`${idempotencyKeys.createdAt} < now() - make_interval(hours => ${KEEP_HOURS})`)
}
