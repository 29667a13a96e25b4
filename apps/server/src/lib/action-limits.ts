import type { Executor } from '../db/database.ts'
import { AppError } from './errors.ts'
import { hit, hitValues } from './rate-limit.ts'

const MINUTE_MS = 60_000

/** What a customer is limited to doing so many times a minute (issue 18), and what they are told past it. */
export const CUSTOMER_ACTIONS = {
  prepay: '支付请求过于频繁，请稍后再试',
  applyRefund: '退款申请过于频繁，请稍后再试',
  upload: '上传过于频繁，请稍后再试',
  chatSend: '发送过于频繁，请稍后再试',
} as const

export type CustomerAction = keyof typeof CUSTOMER_ACTIONS

/**
 * Counts one `action` by `userId` in the current minute and refuses it with 429 past `perMinute`.
 * The count is in PostgreSQL (`rate_limits`), so every server process shares it. Inside a transaction
 * the count rolls back with it: a refused or failed attempt there is not counted.
 */
export async function countCustomerAction(
  db: Executor,
  action: CustomerAction,
  userId: number,
  perMinute: number,
): Promise<void> {
  refuseOverLimit(action, await hit(db, counterOf(action, userId), MINUTE_MS), perMinute)
}

const counterOf = (action: CustomerAction, userId: number) => `${action}:user:${userId}`

/** The counter of `action` by `userId` this minute, as `hitSql` counts it in a caller's statement. */
export function customerActionHit(action: CustomerAction, userId: number) {
  return hitValues(counterOf(action, userId), MINUTE_MS)
}

/** Refuses with 429 the `count`th `action` of the minute when that is past `perMinute`. */
export function refuseOverLimit(action: CustomerAction, count: number, perMinute: number): void {
  if (count > perMinute) throw new AppError('rateLimited', CUSTOMER_ACTIONS[action])
}
