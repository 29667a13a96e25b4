import { createHmac, randomInt, timingSafeEqual } from 'node:crypto'
import { SMS_RESEND_SECONDS, SmsMessages, type SmsScene, UserStatus } from '@dianjing/shared'
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import type { Config } from '../../config.ts'
import type { Db } from '../../db/database.ts'
import { smsCodes } from '../../db/schema/index.ts'
import { AppError } from '../../lib/errors.ts'
import * as rateLimit from '../../lib/rate-limit.ts'
import { SmsSendError, sendVerificationCode } from '../../lib/sms/tencent.ts'
import * as repo from './repo.ts'

/**
 * Proof that a person holds a phone (decision 013): a six-digit code sent by SMS, valid five minutes,
 * used once, stored only as an HMAC under the server's secret, and dead after five wrong tries.
 */
export const CODE_MINUTES = 5
export const MAX_WRONG_TRIES = 5
const HOUR_MS = 3_600_000
const DAY_MS = 24 * HOUR_MS

type Logger = Pick<FastifyBaseLogger, 'warn'>

function codeHash(config: Config, phone: string, scene: SmsScene, code: string): string {
  return createHmac('sha256', config.sessionSecret).update(`sms-code:${phone}:${scene}:${code}`).digest('hex')
}

const tooFrequent = () => new AppError('rateLimited', SmsMessages.tooFrequent)

/**
 * Sends a code for `scene` to `phone` when the phone has an account that may use it; the answer is the
 * same either way, so this call does not tell whether a phone is registered. Sends are limited per
 * phone (one a minute, `limits.smsPerPhoneDay` a day) and per client address (an hour's worth).
 */
export async function sendCode(
  db: Db,
  config: Config,
  { phone, scene }: { phone: string; scene: SmsScene },
  ip: string,
  log: Logger,
): Promise<void> {
  if ((await rateLimit.hit(db, `sms:ip:${ip}`, HOUR_MS)) > config.limits.smsPerAddressHour)
    throw tooFrequent()
  if ((await rateLimit.hit(db, `sms:phone-minute:${phone}`, SMS_RESEND_SECONDS * 1000)) > 1)
    throw tooFrequent()
  if ((await rateLimit.hit(db, `sms:phone-day:${phone}`, DAY_MS)) > config.limits.smsPerPhoneDay)
    throw tooFrequent()

  const user = await repo.findUserByPhone(db, phone)
  if (user?.status !== UserStatus.active) return
  // Binding needs a code only for an account no WeChat account holds. A password may be set by code on
  // any account, one made through WeChat included (its way in should WeChat be lost).
  if (scene === 'bind' && user.openid) return

  const code = String(randomInt(0, 1_000_000)).padStart(6, '0')
  const [row] = await db
    .insert(smsCodes)
    .values({
      phone,
      scene,
      codeHash: codeHash(config, phone, scene, code),
      expiresAt: sql`now() + make_interval(mins => ${CODE_MINUTES})`,
    })
    .returning({ id: smsCodes.id })
  try {
    await sendVerificationCode(config.sms, phone, code, CODE_MINUTES)
  } catch (error) {
    await db.delete(smsCodes).where(eq(smsCodes.id, row!.id))
    const providerCode = error instanceof SmsSendError ? error.providerCode : 'Unknown'
    log.warn({ providerCode, err: error }, 'SMS code not sent')
    throw new AppError('unavailable', SmsMessages.unavailable)
  }
}

type Verdict = 'right' | 'wrong'

/**
 * Uses up the latest live code sent to `phone` for `scene` when `code` is it; a wrong code counts one
 * try against that code (kept even though the caller's request fails). Throws 验证码错误或已过期.
 */
export async function consumeCode(
  db: Db,
  config: Config,
  { phone, scene, code }: { phone: string; scene: SmsScene; code: string },
): Promise<void> {
  const verdict: Verdict = await db.transaction(async (tx) => {
    const [latest] = await tx
      .select()
      .from(smsCodes)
      .where(and(eq(smsCodes.phone, phone), eq(smsCodes.scene, scene)))
      .orderBy(desc(smsCodes.id))
      .limit(1)
      .for('update')
    const live =
      latest &&
      !latest.usedAt &&
      latest.expiresAt.getTime() > Date.now() &&
      latest.wrongTries < MAX_WRONG_TRIES
    if (!latest || !live) return 'wrong'
    const given = Buffer.from(codeHash(config, phone, scene, code), 'hex')
    const stored = Buffer.from(latest.codeHash, 'hex')
    if (given.length === stored.length && timingSafeEqual(given, stored)) {
      const used = await tx
        .update(smsCodes)
        .set({ usedAt: sql`now()` })
        .where(and(eq(smsCodes.id, latest.id), isNull(smsCodes.usedAt), gt(smsCodes.expiresAt, sql`now()`)))
        .returning({ id: smsCodes.id })
      return used.length === 1 ? 'right' : 'wrong'
    }
    await tx
      .update(smsCodes)
      .set({ wrongTries: sql`${smsCodes.wrongTries} + 1` })
      .where(eq(smsCodes.id, latest.id))
    return 'wrong'
  })
  if (verdict !== 'right') throw new AppError('business', SmsMessages.codeWrong)
}

/** Codes a day past their expiry are of no use to anyone: the daily job deletes them. */
export async function deleteOldCodes(db: Db): Promise<number> {
  const deleted = await db
    .delete(smsCodes)
    .where(lt(smsCodes.expiresAt, sql`now() - interval '1 day'`))
    .returning({ id: smsCodes.id })
  return deleted.length
}
