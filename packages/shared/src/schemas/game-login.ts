import { z } from 'zod'
import { GAME_LOGIN_LIMITS, GameLoginMessages } from '../messages/game-login.ts'
import { idParam } from './common.ts'

const account = z
  .string({ error: GameLoginMessages.accountTooLong })
  .trim()
  .max(GAME_LOGIN_LIMITS.account, GameLoginMessages.accountTooLong)
  .default('')
// A password is kept exactly as typed: spaces may be part of it.
const password = z
  .string({ error: GameLoginMessages.passwordTooLong })
  .max(GAME_LOGIN_LIMITS.password, GameLoginMessages.passwordTooLong)
  .default('')
const note = z
  .string({ error: GameLoginMessages.noteTooLong })
  .trim()
  .max(GAME_LOGIN_LIMITS.note, GameLoginMessages.noteTooLong)
  .default('')

/** The order form's three fields (in `payOrder`'s body, checked there only when the product needs them). */
export const gameLoginFields = {
  loginAccount: account,
  loginPassword: password,
  loginNote: note,
}

export interface GameLogin {
  account: string
  password: string
  note: string
}

/**
 * Why a login is not enough, or null: an account with its password, or a note (or both). The order form
 * and the server ask the same.
 */
export function gameLoginProblem(login: GameLogin): string | null {
  const hasAccount = login.account.trim() !== ''
  const hasPassword = login.password !== ''
  if (hasAccount && !hasPassword) return GameLoginMessages.passwordRequired
  if (hasPassword && !hasAccount) return GameLoginMessages.accountRequired
  if (!hasAccount && login.note.trim() === '') return GameLoginMessages.required
  return null
}

export const gameLoginOrder = z.object({ orderId: idParam(GameLoginMessages.notYours) })

export const gameLoginLockBody = z.object({
  orderId: idParam(GameLoginMessages.notYours),
  locked: z.boolean({ error: '请选择锁定或解锁' }),
})

export const gameLoginUpdateBody = z
  .object({ orderId: idParam(GameLoginMessages.notYours), account, password, note })
  .superRefine((body, context) => {
    const problem = gameLoginProblem(body)
    if (problem) context.addIssue({ code: 'custom', path: ['account'], message: problem })
  })

/** One reveal of the login: the worker who saw it and when (`2026-11-21 20:00:00`). */
export const gameLoginReveal = z.object({ id: z.number().int(), workerName: z.string(), time: z.string() })

/**
 * What each side may know about an order's login. The customer: whether one is stored, the account
 * masked, locked or not, and every reveal. The worker serving the order: whether it can be revealed now.
 * Neither ever gets the plain values here: only `reveal` answers them.
 */
export const gameLoginState = z.object({
  role: z.enum(['customer', 'worker']),
  stored: z.boolean(),
  /** Erased 7 days after the order ended. */
  erased: z.boolean(),
  /** `ab****yz`; '' for the worker, or when only a note was given. */
  maskedAccount: z.string(),
  hasNote: z.boolean(),
  locked: z.boolean(),
  /** The worker may reveal it now: in service, stored, not locked. Always false for the customer. */
  available: z.boolean(),
  /** Newest first; empty for the worker. */
  reveals: z.array(gameLoginReveal),
})

export const gameLoginPlain = z.object({ account: z.string(), password: z.string(), note: z.string() })

export type GameLoginState = z.infer<typeof gameLoginState>
export type GameLoginPlain = z.infer<typeof gameLoginPlain>
export type GameLoginUpdateBody = z.infer<typeof gameLoginUpdateBody>
export type GameLoginLockBody = z.infer<typeof gameLoginLockBody>

/** `ab****yz`: enough for the customer to recognise their account, not enough to use it. */
export function maskAccount(account: string): string {
  const chars = [...account]
  if (chars.length === 0) return ''
  if (chars.length <= 2) return `${chars[0]}***`
  if (chars.length <= 4) return `${chars[0]}***${chars.at(-1)}`
  return `${chars.slice(0, 2).join('')}****${chars.slice(-2).join('')}`
}
