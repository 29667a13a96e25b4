import { z } from 'zod'
import { PHONE_LENGTH } from '../constants.ts'

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

/** Messaging-app login only checks length (spec §5); the h5 form checks the full pattern. */
export const phoneByLength = requiredText(Messages.phoneRequired).length(PHONE_LENGTH, Messages.phoneInvalid)
export const phone = requiredText(Messages.phoneRequired).regex(PHONE_PATTERN, Messages.phoneInvalid)

/** GET parameters arrive as text: an id is a positive integer written in digits. */
export function idParam(message: string) {
  return z.coerce.number({ error: message }).int(message).positive(message)
}

export const appEnv = z.enum(['wechat', 'h5']).catch('h5')

/** A server-paginated list: the rows of one page and how many there are in all. */
export const listOf = <T extends z.ZodTypeAny>(row: T) =>
  z.object({ total: z.number().int(), list: z.array(row) })
