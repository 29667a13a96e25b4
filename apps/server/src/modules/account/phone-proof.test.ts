import { SmsMessages } from '@dianjing/shared'
import { and, eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { rateLimits, sessions, smsCodes, users } from '../../db/schema/index.ts'
import { signHandle } from '../../lib/signed-handle.ts'
import { apiCaller } from '../../test/api-call.ts'
import { freePort } from '../../test/free-port.ts'
import { useTestApp } from '../../test/test-app.ts'
import { MAX_WRONG_TRIES } from './phone-proof.ts'

// Codes go out through Tencent Cloud's SDK over HTTP to the SMS simulator this app serves, so it listens.
const port = await freePort()
const { app, database, config } = await useTestApp({
  PORT: String(port),
  LIMIT_REGISTER_PER_ADDRESS_HOUR: '10',
})
await app.listen({ port, host: '127.0.0.1' })
const { db } = database

let phoneSeq = 13700000000
const nextPhone = () => String(++phoneSeq)
let ipSeq = 0
/** Each test speaks from its own address, so the per-address limits of one test leave the others alone. */
const nextIp = () => `10.0.${Math.floor(++ipSeq / 250)}.${ipSeq % 250}`

const call = apiCaller(app)

/** A WeChat identity as the browser holds it after silent sign-in: a signed handle of a fresh openid. */
let openidSeq = 0
const wechatHandle = () =>
  signHandle(config.sessionSecret, 'openid', `oAttacker${++openidSeq}x${Date.now()}`, 60_000)

const register = (phone: string, password = 'secret-1', ip = nextIp()) =>
  call<{ token: string }>(
    'POST',
    '/boot/v1/dEsports/public/register',
    undefined,
    { phone, password },
    {
      remoteAddress: ip,
    },
  )
const bind = (openId: string, phone: string, smsCode?: string, ip = nextIp()) =>
  call<{ token: string }>(
    'POST',
    '/boot/system/public/wxCustomerLogin',
    undefined,
    { phone, openId, promotionCode: '', env: 'wechat', ...(smsCode === undefined ? {} : { smsCode }) },
    { remoteAddress: ip },
  )
const sendCode = (phone: string, scene: 'bind' | 'resetPassword', ip = nextIp()) =>
  call('POST', '/boot/v1/dEsports/public/sendSmsCode', undefined, { phone, scene }, { remoteAddress: ip })
const login = (phone: string, password: string) =>
  call<{ token: string }>(
    'POST',
    '/boot/system/login',
    undefined,
    { phone, password },
    { remoteAddress: nextIp() },
  )
const resetPassword = <T = unknown>(body: Record<string, string>) =>
  call<T>('POST', '/boot/v1/dEsports/public/resetPassword', undefined, body, { remoteAddress: '10.9.9.9' })

/** What the phone received, read off the simulator's inbox page as a person would. */
async function inbox(phone: string): Promise<string[]> {
  const page = await app.inject({ method: 'GET', url: `/__sms?phone=${phone}` })
  expect(page.statusCode).toBe(200)
  return [...page.body.matchAll(/<div class="text">([^<]*)<\/div>/g)].map((match) => match[1]!)
}
async function latestCode(phone: string): Promise<string> {
  const [text] = await inbox(phone)
  const code = /验证码为(\d{6})/.exec(text ?? '')?.[1]
  expect(code, `a code in ${text}`).toBeDefined()
  return code!
}

const userOf = async (phone: string) => (await db.select().from(users).where(eq(users.phone, phone)))[0]!
const sessionCount = async (userId: number) =>
  (await db.select().from(sessions).where(eq(sessions.userId, userId))).length
/** The next minute (or day) comes: the phone's send windows end, as they would with time. */
const windowsPass = (phone: string) =>
  db
    .update(rateLimits)
    .set({ resetAt: sql`now() - interval '1 second'` })
    .where(sql`${rateLimits.key} like ${`sms:phone-%:${phone}`}`)

describe('binding WeChat to a phone that already has an account', () => {
  it('the attack as reported: typing a registered phone answers 该手机号已注册，请输入短信验证码 and takes nothing', async () => {
    const phone = nextPhone()
    expect((await register(phone)).code).toBe(0)
    const victim = await userOf(phone)
    const attempt = await bind(wechatHandle(), phone)
    expect(attempt).toMatchObject({ status: 200, code: 1, msg: SmsMessages.phoneNeedsCode, data: null })
    expect((await userOf(phone)).openid).toBeNull()
    expect(await sessionCount(victim.id)).toBe(1)
    // A made-up code does no better.
    expect(await bind(wechatHandle(), phone, '123456')).toMatchObject({ code: 1, msg: SmsMessages.codeWrong })
    expect((await userOf(phone)).openid).toBeNull()
  })

  it('with the code sent to the phone it binds and signs in; the code is used up', async () => {
    const phone = nextPhone()
    await register(phone)
    const handle = wechatHandle()
    expect(await sendCode(phone, 'bind')).toMatchObject({ status: 200, code: 0, msg: SmsMessages.sent })
    const [text] = await inbox(phone)
    expect(text).toMatch(/^【电竞陪练】您的验证码为\d{6}，5分钟内有效，请勿泄露给他人。$/)
    const code = await latestCode(phone)
    const signedIn = await bind(handle, phone, code)
    expect(signedIn).toMatchObject({ code: 0, msg: '登录成功' })
    expect((await userOf(phone)).openid).not.toBeNull()
    // Signing in again with the same WeChat account needs no code.
    expect((await bind(handle, phone)).code).toBe(0)
    const [row] = await db.select().from(smsCodes).where(eq(smsCodes.phone, phone))
    expect(row!.usedAt).not.toBeNull()
  })

  it('keeps codes only as a keyed hash, never the digits', async () => {
    const phone = nextPhone()
    await register(phone)
    await sendCode(phone, 'bind')
    const code = await latestCode(phone)
    const [row] = await db.select().from(smsCodes).where(eq(smsCodes.phone, phone))
    expect(row!.codeHash).toMatch(/^[0-9a-f]{64}$/)
    expect(row!.codeHash).not.toContain(code)
    expect(JSON.stringify(row)).not.toContain(code)
  })

  it('a code is dead after five minutes', async () => {
    const phone = nextPhone()
    await register(phone)
    await sendCode(phone, 'bind')
    const code = await latestCode(phone)
    await db
      .update(smsCodes)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(smsCodes.phone, phone))
    expect(await bind(wechatHandle(), phone, code)).toMatchObject({ code: 1, msg: SmsMessages.codeWrong })
    expect((await userOf(phone)).openid).toBeNull()
  })

  it(`a code is dead after ${MAX_WRONG_TRIES} wrong tries, even the right one after them`, async () => {
    const phone = nextPhone()
    await register(phone)
    await sendCode(phone, 'bind')
    const code = await latestCode(phone)
    const wrong = code === '000000' ? '111111' : '000000'
    for (let i = 0; i < MAX_WRONG_TRIES; i++) {
      expect((await bind(wechatHandle(), phone, wrong)).msg).toBe(SmsMessages.codeWrong)
    }
    expect(await bind(wechatHandle(), phone, code)).toMatchObject({ code: 1, msg: SmsMessages.codeWrong })
    expect((await userOf(phone)).openid).toBeNull()
  })

  it('a code sent for a password reset does not bind WeChat', async () => {
    const phone = nextPhone()
    await register(phone)
    await sendCode(phone, 'resetPassword')
    const code = await latestCode(phone)
    expect(await bind(wechatHandle(), phone, code)).toMatchObject({ code: 1, msg: SmsMessages.codeWrong })
  })

  it('a phone bound to another WeChat account stays refused, code or not', async () => {
    const phone = nextPhone()
    expect((await bind(wechatHandle(), phone)).code).toBe(0)
    expect(await bind(wechatHandle(), phone)).toMatchObject({ code: 1, msg: '该手机号已绑定其他微信账号' })
    // No code goes out for it either: there is nothing a code could bind.
    expect((await sendCode(phone, 'bind')).code).toBe(0)
    expect(await inbox(phone)).toEqual([])
  })

  it('a new phone still signs in without a code (spec §2)', async () => {
    const phone = nextPhone()
    expect(await bind(wechatHandle(), phone)).toMatchObject({ code: 0, msg: '登录成功' })
    expect(await inbox(phone)).toEqual([])
  })

  it('a code field of the wrong shape is refused in Chinese and changes nothing', async () => {
    const phone = nextPhone()
    await register(phone)
    for (const smsCode of ['12345', '1234567', 'abcdef', 123456]) {
      const answer = await bind(wechatHandle(), phone, smsCode as string)
      expect(answer.status).toBe(400)
      expect(answer.msg).toBe(SmsMessages.codeWrong)
    }
    expect((await userOf(phone)).openid).toBeNull()
  })
})

describe('sending codes', () => {
  it('answers the same for a phone with no account, and sends nothing to it', async () => {
    const phone = nextPhone()
    expect(await sendCode(phone, 'bind')).toMatchObject({ status: 200, code: 0, msg: SmsMessages.sent })
    expect(await sendCode(nextPhone(), 'resetPassword')).toMatchObject({
      status: 200,
      code: 0,
      msg: SmsMessages.sent,
    })
    expect(await inbox(phone)).toEqual([])
  })

  it('one a minute per phone, and a new code replaces the last', async () => {
    const phone = nextPhone()
    await register(phone)
    expect((await sendCode(phone, 'bind')).code).toBe(0)
    const first = await latestCode(phone)
    const again = await sendCode(phone, 'bind', nextIp())
    expect(again).toMatchObject({ status: 429, msg: SmsMessages.tooFrequent })
    expect(await inbox(phone)).toHaveLength(1)

    await windowsPass(phone)
    // The simulated provider, like Tencent Cloud, also refuses a second message within 30 seconds.
    await db.execute(sql`update sms_sim_messages set created_at = now() - interval '61 seconds'`)
    expect((await sendCode(phone, 'bind')).code).toBe(0)
    const second = await latestCode(phone)
    if (second !== first) {
      expect(await bind(wechatHandle(), phone, first)).toMatchObject({ code: 1, msg: SmsMessages.codeWrong })
    }
    expect((await bind(wechatHandle(), phone, second)).code).toBe(0)
  })

  it(`at most ${config.limits.smsPerPhoneDay} a day per phone`, async () => {
    const phone = nextPhone()
    await register(phone)
    for (let i = 0; i < config.limits.smsPerPhoneDay; i++) {
      await db
        .update(rateLimits)
        .set({ resetAt: sql`now() - interval '1 second'` })
        .where(eq(rateLimits.key, `sms:phone-minute:${phone}`))
      await db.execute(sql`update sms_sim_messages set created_at = now() - interval '61 seconds'`)
      expect((await sendCode(phone, 'resetPassword')).code, `send ${i + 1}`).toBe(0)
    }
    await db
      .update(rateLimits)
      .set({ resetAt: sql`now() - interval '1 second'` })
      .where(eq(rateLimits.key, `sms:phone-minute:${phone}`))
    expect(await sendCode(phone, 'resetPassword')).toMatchObject({
      status: 429,
      msg: SmsMessages.tooFrequent,
    })
    expect(await inbox(phone)).toHaveLength(config.limits.smsPerPhoneDay)
  })

  it(`at most ${config.limits.smsPerAddressHour} an hour from one address, whatever the phones`, async () => {
    const ip = nextIp()
    for (let i = 0; i < config.limits.smsPerAddressHour; i++) {
      expect((await sendCode(nextPhone(), 'bind', ip)).code).toBe(0)
    }
    const phone = nextPhone()
    await register(phone)
    expect(await sendCode(phone, 'bind', ip)).toMatchObject({ status: 429, msg: SmsMessages.tooFrequent })
    expect(await inbox(phone)).toEqual([])
  })
})

describe('how often one address may ask whether a phone has an account', () => {
  it(`registering and binding share ${config.limits.registerPerAddressHour} an hour per address`, async () => {
    const ip = nextIp()
    for (let i = 0; i < config.limits.registerPerAddressHour - 1; i++) {
      expect((await register(nextPhone(), 'secret-1', ip)).code).toBe(0)
    }
    expect((await bind(wechatHandle(), nextPhone(), undefined, ip)).code).toBe(0)
    const phone = nextPhone()
    expect(await register(phone, 'secret-1', ip)).toMatchObject({
      status: 429,
      msg: '注册过于频繁，请稍后再试',
    })
    expect(await bind(wechatHandle(), phone, undefined, ip)).toMatchObject({ status: 429 })
    expect(await db.select().from(users).where(eq(users.phone, phone))).toEqual([])
  })
})

describe('忘记密码: resetting a password by code', () => {
  it('sets the new password, ends the other sessions and signs in; the code works once', async () => {
    const phone = nextPhone()
    const { data } = await register(phone, 'old-secret')
    const oldSession = data.token
    await sendCode(phone, 'resetPassword')
    const code = await latestCode(phone)
    const reset = await resetPassword<{ token: string }>({
      phone,
      smsCode: code,
      password: 'new-secret',
    })
    expect(reset).toMatchObject({ status: 200, code: 0, msg: SmsMessages.passwordReset })
    const me = await call<{ phone: string }>('GET', '/boot/system/info', reset.data.token)
    expect(me.data.phone).toBe(phone)
    const old = await call('GET', '/boot/system/info', oldSession)
    expect(old.code).toBe(401)
    expect((await login(phone, 'old-secret')).msg).toBe('手机号或密码错误')
    expect((await login(phone, 'new-secret')).code).toBe(0)

    const replay = await resetPassword({
      phone,
      smsCode: code,
      password: 'third-one',
    })
    expect(replay).toMatchObject({ code: 1, msg: SmsMessages.codeWrong })
    expect((await login(phone, 'new-secret')).code).toBe(0)
  })

  it('an account made through WeChat may set a password by code, its way in without WeChat', async () => {
    const phone = nextPhone()
    expect((await bind(wechatHandle(), phone)).code).toBe(0)
    await sendCode(phone, 'resetPassword')
    const code = await latestCode(phone)
    const reset = await resetPassword({
      phone,
      smsCode: code,
      password: 'first-one',
    })
    expect(reset).toMatchObject({ code: 0, msg: SmsMessages.passwordReset })
    expect((await login(phone, 'first-one')).code).toBe(0)
  })

  it('without the code nothing changes', async () => {
    const phone = nextPhone()
    await register(phone, 'old-secret')
    const guess = await resetPassword({
      phone,
      smsCode: '654321',
      password: 'hijacked',
    })
    expect(guess).toMatchObject({ code: 1, msg: SmsMessages.codeWrong })
    const missing = await resetPassword({ phone, password: 'hijacked' })
    expect(missing).toMatchObject({ status: 400, msg: SmsMessages.codeRequired })
    expect((await login(phone, 'old-secret')).code).toBe(0)
  })

  it('a code sent to bind WeChat does not reset a password', async () => {
    const phone = nextPhone()
    await register(phone, 'old-secret')
    await sendCode(phone, 'bind')
    const code = await latestCode(phone)
    const reset = await resetPassword({
      phone,
      smsCode: code,
      password: 'hijacked',
    })
    expect(reset).toMatchObject({ code: 1, msg: SmsMessages.codeWrong })
    expect(
      (
        await db
          .select()
          .from(smsCodes)
          .where(and(eq(smsCodes.phone, phone), eq(smsCodes.scene, 'bind')))
      )[0]!.usedAt,
    ).toBeNull()
  })
})
