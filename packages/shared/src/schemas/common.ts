import { z } from 'zod'
import { issueMessage } from './issue-messages.ts'

// Every schema of the apps speaks Chinese where it names no message of its own (forms and server alike).
z.config({ localeError: issueMessage })

export const PHONE_PATTERN = /^1[3-9]\d{9}$/

export const Messages = {
  phoneRequired: '请输入手机号码',
  phoneInvalid: '请输入正确的手机号码',
  passwordRequired: '请输入密码',
} as const

/** A required trimmed string whose every failure (missing, wrong type, empty) says `message`. */
export function requiredText(message: string) {
  return z.string({ error: message }).trim().min(1, message)
}

export const phone = requiredText(Messages.phoneRequired).regex(PHONE_PATTERN, Messages.phoneInvalid)

const DIGITS = /^\d+$/

/**
 * The largest value of the database's integer columns: most tables' ids, counts, and amounts in cents.
 * A whole number past it is refused by its schema; PostgreSQL would refuse it as out of range.
 */
export const DATABASE_INTEGER_MAX = 2_147_483_647

interface WholeNumberOptions {
  min?: number
  max?: number
  /** Said instead of the message when the value is absent or empty. */
  required?: string
}

/**
 * A whole number as the clients send one: a JSON integer, or plain decimal digits (query strings and
 * path parameters are text, and the spec's client sends some body numbers as strings). What a lenient
 * Number() would also read ("0x320", "8e2", " 800 ", "+5", "1.0", "", [800], true) is refused with
 * `message`, as is a number outside min..max (by default up to the database's integer: a field read into
 * a bigint column, such as a message's id, says its own max).
 */
export function wholeNumber(
  message: string,
  { min = 0, max = DATABASE_INTEGER_MAX, required }: WholeNumberOptions = {},
) {
  const error = (issue: { input?: unknown }) =>
    required !== undefined && (issue.input === undefined || issue.input === '') ? required : message
  return z
    .union([z.int({ error }), z.string({ error }).regex(DIGITS, { error })], { error })
    .transform(Number)
    .pipe(z.number({ error }).min(min, { error }).max(max, { error }))
}

/** An id, in a body, a query string or a path: a positive whole number (see wholeNumber). */
export function idParam(message: string) {
  return wholeNumber(message, { min: 1 })
}

/** An id of a table whose ids are bigints (messages, notifications): up to what a number holds exactly. */
export function bigIdParam(message: string) {
  return wholeNumber(message, { min: 1, max: Number.MAX_SAFE_INTEGER })
}

/** Which page of a server-paginated list, from 1; absent means the first. */
export const pageNumber = wholeNumber('页码不正确', { min: 1 }).default(1)

/** How many rows a page of a list holds, 1 to `max`; absent means `byDefault`. */
export function pageSize(max: number, byDefault = 20) {
  return wholeNumber(`每页条数为1-${max}`, { min: 1, max }).default(byDefault)
}

export const appEnv = z.enum(['wechat', 'h5']).catch('h5')

/** A server-paginated list: the rows of one page and how many there are in all. */
export const listOf = <T extends z.ZodTypeAny>(row: T) =>
  z.object({ total: z.number().int(), list: z.array(row) })
