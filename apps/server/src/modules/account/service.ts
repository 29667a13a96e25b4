import { randomBytes } from 'node:crypto'
import {
  formatDateTime,
  type MyInvitations,
  maskPhone,
  type PasswordLoginBody,
  type ProfileBody,
  type RegisterBody,
  type ResetPasswordBody,
  SmsMessages,
  type TokenResult,
  type UserInfo,
  type UserLevel,
  UserStatus,
  type WxCustomerLoginBody,
} from '@dianjing/shared'
import type { Config } from '../../config.ts'
import type { Db, Executor } from '../../db/database.ts'
import { AppError } from '../../lib/errors.ts'
import * as rateLimit from '../../lib/rate-limit.ts'
import { generatePassword, hashPassword, hashToken, newToken, verifyPassword } from '../../lib/secrets.ts'
import { signHandle, verifyHandle } from '../../lib/signed-handle.ts'
import { exchangeOAuthCode } from '../../lib/wechat/oauth.ts'
import { DEFAULT_USER_LEVELS } from './levels.ts'
import * as phoneProof from './phone-proof.ts'
import * as repo from './repo.ts'
import { type LiveSession, noteUserWritten, type SessionCache } from './session-cache.ts'

const SESSION_DAYS = 30
const DAY_MS = 86_400_000
const HOUR_MS = 3_600_000
/** A session is pushed forward at most once an hour, so reads do not write on every request. */
const RENEW_AFTER_MS = 3_600_000
const OPENID_HANDLE_PURPOSE = 'openid'
const OPENID_HANDLE_TTL_MS = DAY_MS

export { LOGIN_LIMITS } from '../../lib/rate-limit.ts'
export type { UserRow } from './repo.ts'

export const DEFAULT_AVATAR = '/boot/files/seed/avatar-default.svg'

export const Messages = {
  authExpired: '微信授权已失效，请重新进入',
  notRegistered: '请先绑定手机号',
  banned: '该账号已被停用，请联系客服',
  phoneBoundElsewhere: '该手机号已绑定其他微信账号',
  wechatBoundElsewhere: '该微信已绑定其他手机号',
  unknownPromotionCode: '邀请码不存在，请检查后重试',
  phoneRegistered: '该手机号已注册，请直接登录',
  wrongCredentials: '手机号或密码错误',
  tooManyFailures: '登录失败次数过多，请15分钟后再试',
  wechatUnavailable: '微信服务暂不可用，请稍后重试',
  tooManyRegistrations: '注册过于频繁，请稍后再试',
} as const

export function toUserInfo(user: repo.UserRow): UserInfo {
  return {
    id: user.id,
    nickName: user.nickName,
    avatar: user.avatar || DEFAULT_AVATAR,
    phone: user.phone,
    briefIntroduction: user.briefIntroduction,
    promotionCode: user.promotionCode,
  }
}

// --- sessions -------------------------------------------------------------------------------------

export async function openSession(db: Executor, userId: number): Promise<TokenResult> {
  const token = newToken()
  await repo.insertSession(db, {
    tokenHash: hashToken(token),
    userId,
    expiresAt: new Date(Date.now() + SESSION_DAYS * DAY_MS),
  })
  return { token }
}

/** A session used more than an hour after it was last renewed gets its 30 days again. */
export const needsRenewal = (session: LiveSession) => Date.now() - session.lastUsedAt > RENEW_AFTER_MS

/**
 * The user behind a bearer token, renewing the session's 30 days when it is used; answered from the
 * process's session cache when it can be (decision 009).
 */
export async function authenticate(db: Db, cache: SessionCache, token: string): Promise<repo.UserRow | null> {
  const tokenHash = cache.hashOf(token)
  const session = await cache.get(tokenHash, async () => {
    const row = await repo.findLiveSession(db, tokenHash)
    return (
      row && {
        sessionId: row.sessionId,
        lastUsedAt: row.lastUsedAt.getTime(),
        expiresAt: row.expiresAt.getTime(),
        user: row.user,
      }
    )
  })
  if (!session) return null
  if (needsRenewal(session)) {
    await repo.renewSession(db, tokenHash, new Date(Date.now() + SESSION_DAYS * DAY_MS))
  }
  return session.user
}

export async function logout(db: Db, token: string): Promise<void> {
  await repo.revokeSession(db, hashToken(token))
}

// --- WeChat sign-in ---------------------------------------------------------------------------------

/** code → openid with WeChat; the browser gets a signed handle of it, never the openid itself. */
export async function openIdFromCode(config: Config, code: string): Promise<{ openId: string }> {
  let exchange: Awaited<ReturnType<typeof exchangeOAuthCode>>
  try {
    exchange = await exchangeOAuthCode(config.wechat, code)
  } catch {
    throw new AppError('unavailable', Messages.wechatUnavailable)
  }
  if (!exchange.ok) throw new AppError('reauthorize', Messages.authExpired)
  return {
    openId: signHandle(config.sessionSecret, OPENID_HANDLE_PURPOSE, exchange.openid, OPENID_HANDLE_TTL_MS),
  }
}

function openidOf(config: Config, handle: string): string {
  const checked = verifyHandle(config.sessionSecret, OPENID_HANDLE_PURPOSE, handle)
  if (!checked.ok) throw new AppError('reauthorize', Messages.authExpired)
  return checked.value
}

export async function tokenByOpenId(db: Db, config: Config, handle: string): Promise<TokenResult> {
  const user = await repo.findUserByOpenid(db, openidOf(config, handle))
  if (!user) throw new AppError('notRegistered', Messages.notRegistered)
  if (user.status !== UserStatus.active) throw new AppError('forbidden', Messages.banned)
  return openSession(db, user.id)
}

/**
 * Binds the WeChat account behind the handle to a phone and signs in. A new phone creates the account
 * (spec §2); a phone that already has an account needs the SMS code sent to it, and one bound to
 * another WeChat account is refused: typing someone's phone never takes their account (decision 013).
 */
export async function wxCustomerLogin(
  db: Db,
  config: Config,
  body: WxCustomerLoginBody,
  ip: string,
): Promise<TokenResult> {
  const openid = openidOf(config, body.openId)
  const byOpenid = await repo.findUserByOpenid(db, openid)
  if (byOpenid && byOpenid.phone !== body.phone) throw new AppError('business', Messages.wechatBoundElsewhere)
  if (byOpenid) return signInBound(db, byOpenid, body.promotionCode)

  // Each answer below says whether the phone has an account: counted per address like registering.
  await countRegistration(db, config, ip)
  const existing = await repo.findUserByPhone(db, body.phone)
  if (existing?.openid) throw new AppError('business', Messages.phoneBoundElsewhere)
  if (existing && existing.status !== UserStatus.active) throw new AppError('forbidden', Messages.banned)
  if (!existing) {
    return db.transaction(async (tx) => {
      const inviterId = await resolveInviter(tx, body.promotionCode, undefined)
      const user = await createUser(tx, { phone: body.phone, openid, inviterId })
      return openSession(tx, user.id)
    })
  }
  if (!body.smsCode) throw new AppError('business', SmsMessages.phoneNeedsCode)
  const inviterId = await resolveInviter(db, body.promotionCode, existing)
  await phoneProof.consumeCode(db, config, { phone: body.phone, scene: 'bind', code: body.smsCode })
  return db.transaction(async (tx) => {
    const bound = await repo.bindOpenid(
      tx,
      existing.id,
      openid,
      existing.inviterId === null ? inviterId : null,
    )
    if (!bound) throw new AppError('business', Messages.phoneBoundElsewhere)
    return openSession(tx, bound.id)
  })
}

/** The WeChat account is this phone's already: sign in (and take an inviter the account lacks). */
async function signInBound(db: Db, user: repo.UserRow, promotionCode: string): Promise<TokenResult> {
  if (user.status !== UserStatus.active) throw new AppError('forbidden', Messages.banned)
  return db.transaction(async (tx) => {
    const inviterId = await resolveInviter(tx, promotionCode, user)
    if (inviterId !== null && user.inviterId === null) await repo.updateUser(tx, user.id, { inviterId })
    return openSession(tx, user.id)
  })
}

/** Creating an account, or asking whether a phone has one, counted per client address. */
async function countRegistration(db: Db, config: Config, ip: string): Promise<void> {
  const count = await rateLimit.hit(db, `register:ip:${ip}`, HOUR_MS)
  if (count > config.limits.registerPerAddressHour)
    throw new AppError('rateLimited', Messages.tooManyRegistrations)
}

/**
 * A new password for the phone's account, proven by the code sent to it: every other session of the
 * account ends, the phone's failed sign-ins are forgiven, and this browser is signed in.
 */
export async function resetPassword(db: Db, config: Config, body: ResetPasswordBody): Promise<TokenResult> {
  await phoneProof.consumeCode(db, config, { phone: body.phone, scene: 'resetPassword', code: body.smsCode })
  const user = await repo.findUserByPhone(db, body.phone)
  // A code is sent only to a phone with an account, so a used code always finds one.
  if (!user) throw new AppError('business', SmsMessages.codeWrong)
  if (user.status !== UserStatus.active) throw new AppError('forbidden', Messages.banned)
  const passwordHash = await hashPassword(body.password)
  const token = await db.transaction(async (tx) => {
    await repo.updateUser(tx, user.id, { passwordHash })
    await repo.revokeUserSessions(tx, user.id)
    return openSession(tx, user.id)
  })
  await rateLimit.clear(db, `login:phone:${body.phone}`)
  return token
}

// --- h5 password sign-in ------------------------------------------------------------------------------

export async function register(db: Db, config: Config, body: RegisterBody, ip: string): Promise<TokenResult> {
  await countRegistration(db, config, ip)
  const passwordHash = await hashPassword(body.password)
  return db.transaction(async (tx) => {
    if (await repo.findUserByPhone(tx, body.phone)) throw new AppError('business', Messages.phoneRegistered)
    const inviterId = await resolveInviter(tx, body.promotionCode, undefined)
    const user = await createUser(tx, { phone: body.phone, passwordHash, inviterId })
    return openSession(tx, user.id)
  })
}

/** A hash to compare against when the phone is unknown, so both failures take the same time. */
const decoyHash = hashPassword(generatePassword())

/** One message for an unknown phone and a wrong password; failures limited per phone and per IP. */
export async function login(db: Db, body: PasswordLoginBody, ip: string): Promise<TokenResult> {
  const attempts = rateLimit.loginAttempts(db, 'login', body.phone, ip)
  if (await attempts.refused()) throw new AppError('rateLimited', Messages.tooManyFailures)
  const user = await repo.findUserByPhone(db, body.phone)
  const valid = await verifyPassword(body.password, user?.passwordHash ?? (await decoyHash))
  if (!user?.passwordHash || !valid) {
    await attempts.failed()
    throw new AppError('business', Messages.wrongCredentials)
  }
  if (user.status !== UserStatus.active) throw new AppError('forbidden', Messages.banned)
  await attempts.succeeded()
  return openSession(db, user.id)
}

// --- accounts -------------------------------------------------------------------------------------------

/** A valid code names the inviter; an unknown one is refused; one's own is ignored (docs/domain.md). */
async function resolveInviter(db: Executor, code: string, self: repo.UserRow | undefined) {
  if (!code) return null
  const inviter = await repo.findUserByPromotionCode(db, code)
  if (!inviter) throw new AppError('business', Messages.unknownPromotionCode)
  return inviter.id === self?.id ? null : inviter.id
}

const PROMOTION_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'

async function uniquePromotionCode(db: Executor): Promise<string> {
  for (;;) {
    const code = Array.from(
      randomBytes(6),
      (byte) => PROMOTION_ALPHABET[byte % PROMOTION_ALPHABET.length],
    ).join('')
    if (!(await repo.promotionCodeTaken(db, code))) return code
  }
}

async function createUser(
  db: Executor,
  values: { phone: string; openid?: string; passwordHash?: string; inviterId: number | null },
) {
  return repo.insertUser(db, {
    ...values,
    nickName: `玩家${values.phone.slice(-4)}`,
    avatar: DEFAULT_AVATAR,
    promotionCode: await uniquePromotionCode(db),
  })
}

export async function updateProfile(db: Db, userId: number, body: ProfileBody): Promise<UserInfo> {
  return toUserInfo(await repo.updateUser(db, userId, body))
}

export async function updateAvatar(db: Db, userId: number, avatar: string): Promise<UserInfo> {
  return toUserInfo(await repo.updateUser(db, userId, { avatar }))
}

// --- levels and invitations -----------------------------------------------------------------------------

/** The configured levels, filled with the defaults when none are configured yet. */
export async function ensureUserLevels(db: Db): Promise<void> {
  if ((await repo.countLevels(db)) === 0) await repo.insertLevels(db, DEFAULT_USER_LEVELS)
}

export async function userLevel(db: Db, userId: number): Promise<UserLevel> {
  const [levels, points] = await Promise.all([repo.listLevels(db), repo.growthPointsOf(db, userId)])
  const found = levels.findIndex((level) => points <= level.maxPoints)
  const position = found === -1 ? levels.length - 1 : found
  const current = levels[position]
  return {
    currentLevel: current?.name ?? '',
    currentPoints: points,
    currentLevelMinPoints: position <= 0 ? 0 : levels[position - 1]!.maxPoints + 1,
    currentLevelMaxPoints: current?.maxPoints ?? 0,
    nextLevel: levels[position + 1]?.name ?? null,
    userLevelList: levels.map(({ name, maxPoints, content }) => ({ name, maxPoints, content })),
  }
}

export async function myInvitations(db: Db, user: repo.UserRow): Promise<MyInvitations> {
  const invitees = await repo.listInvitees(db, user.id)
  return {
    promotionCode: user.promotionCode,
    total: invitees.length,
    list: invitees.map((invitee) => ({
      id: invitee.id,
      nickName: invitee.nickName,
      phone: maskPhone(invitee.phone),
      createTime: formatDateTime(invitee.createdAt),
      // Orders arrive with the orders module; until then nobody has paid anything.
      totalSpend: 0,
    })),
  }
}

/**
 * Growth points move with money paid: +1 per whole yuan paid, back again on refund (never below 0).
 * The user's cached session forgets them, so their level shows the new points at once.
 */
export async function addGrowthPoints(tx: Executor, userId: number, points: number) {
  noteUserWritten(userId)
  await repo.addGrowthPoints(tx, userId, points)
}

/** `addGrowthPoints` for many at once (a batch of paid orders): one statement, each user's points summed. */
export async function addGrowthPointsOf(tx: Executor, added: { userId: number; points: number }[]) {
  for (const { userId } of added) noteUserWritten(userId)
  await repo.addGrowthPointsOf(
    tx,
    added.map(({ userId, points }) => ({ id: userId, amount: points })),
  )
}
