import { createHmac } from 'node:crypto'
import { and, eq, sql } from 'drizzle-orm'
import type { FastifyReply, FastifyRequest, preHandlerHookHandler } from 'fastify'
import type { Db } from '../db/database.ts'
import { idempotencyKeys } from '../db/schema/index.ts'
import { AppError } from './errors.ts'

const HEADER = 'idempotency-key'
const KEY_PATTERN = /^[A-Za-z0-9_-]{8,64}$/
/** Kept a day: long enough for any retry, short enough to stay small. */
const KEEP_HOURS = 24

export const IdempotencyMessages = {
  badKey: 'Idempotency-Key 格式有误（8–64 位字母、数字、- 或 _）',
  reused: '该 Idempotency-Key 已用于另一个请求',
  inProgress: '相同的请求正在处理中，请稍后重试',
} as const

interface Claim {
  userId: number
  key: string
}

const claims = new WeakMap<FastifyRequest, Claim>()

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
 * withdrawalApply, draws). Without the header nothing changes. With it, the first request is handled
 * and its answer kept; a repeat gets that answer again (header `idempotent-replayed: true`); the same
 * key on a different request is refused; a repeat while the first is still running is told to wait.
 */
export async function idempotencyCheck(request: FastifyRequest, reply: FastifyReply) {
  const key = request.headers[HEADER]
  if (key === undefined) return
  if (typeof key !== 'string' || !KEY_PATTERN.test(key))
    throw new AppError('validation', IdempotencyMessages.badKey)
  const db = request.server.database.db as Db
  const userId = request.user!.id
  const hash = requestHash(request)
  const claimed = await db
    .insert(idempotencyKeys)
    .values({ userId, key, requestHash: hash })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key })
  if (claimed.length > 0) {
    claims.set(request, { userId, key })
    return
  }
  const [first] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)))
  if (!first || first.requestHash !== hash) throw new AppError('conflict', IdempotencyMessages.reused)
  if (first.statusCode === null || first.response === null)
    throw new AppError('conflict', IdempotencyMessages.inProgress)
  return reply
    .status(first.statusCode)
    .header('idempotent-replayed', 'true')
    .type('application/json; charset=utf-8')
    .serializer((payload: unknown) => String(payload))
    .send(first.response)
}

/** onSend: keeps the first answer; a server failure releases the key so the retry runs again. */
export async function idempotencyStore(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  const claim = claims.get(request)
  if (!claim) return payload
  claims.delete(request)
  const db = request.server.database.db as Db
  const where = and(eq(idempotencyKeys.userId, claim.userId), eq(idempotencyKeys.key, claim.key))
  if (reply.statusCode >= 500) {
    await db.delete(idempotencyKeys).where(where)
  } else {
    await db
      .update(idempotencyKeys)
      .set({ statusCode: reply.statusCode, response: String(payload) })
      .where(where)
  }
  return payload
}

/** Route options for an idempotent customer call: the user guard, then the key. */
export function idempotent(userGuard: preHandlerHookHandler) {
  return { preHandler: [userGuard, idempotencyCheck], onSend: idempotencyStore }
}

/** The periodic clean-up of keys older than a day. */
export async function forgetOldKeys(db: Db): Promise<void> {
  await db
    .delete(idempotencyKeys)
    .where(sql`${idempotencyKeys.createdAt} < now() - make_interval(hours => ${KEEP_HOURS})`)
}
