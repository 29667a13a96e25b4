import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { sessions, users } from '../../db/schema/index.ts'
import { signHandle } from '../../lib/signed-handle.ts'
import { apiCaller } from '../../test/api-call.ts'
import { freePort } from '../../test/free-port.ts'
import { useTestApp } from '../../test/test-app.ts'
import { ensureUserLevels, LOGIN_LIMITS } from './service.ts'

// The server exchanges WeChat codes over real HTTP with the simulator, so this app listens.
const port = await freePort()
const { app, database, config } = await useTestApp({ PORT: String(port) })
await app.listen({ port, host: '127.0.0.1' })
const { db } = database

const call = apiCaller(app)

/** Walks a new (or the given) test WeChat user through the simulator; answers the openId handle. */
async function wechatHandle(openid?: string): Promise<string> {
  const form = new URLSearchParams({
    appid: config.wechat.appId,
    redirect_uri: `http://127.0.0.1:${port}/home`,
    response_type: 'code',
    scope: 'snsapi_base',
    state: 's1',
    ...(openid ? { openid } : {}),
  })
  const authorized = await app.inject({
    method: 'POST',
    url: '/__wechat/connect/oauth2/authorize',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: form.toString(),
  })
  const code = new URL(authorized.headers.location as string).searchParams.get('code')!
  const exchanged = await call<{ openId: string }>('GET', `/boot/system/public/wxOpenId?code=${code}`)
  expect(exchanged.code).toBe(0)
  return exchanged.data.openId
}

let phoneSeq = 13900000000
const nextPhone = () => String(++phoneSeq)

async function wxLogin(openId: string, phone: string, promotionCode = '') {
  return call<{ token: string }>('POST', '/boot/system/public/wxCustomerLogin', undefined, {
    phone,
    promotionCode,
    openId,
    env: 'wechat',
  })
}

async function info(token: string) {
  return call<{ id: number; nickName: string; phone: string; promotionCode: string; avatar: string }>(
    'GET',
    '/boot/system/info',
    token,
  )
}

beforeAll(async () => {
  await ensureUserLevels(db)
})

describe('WeChat silent sign-in', () => {
  it('hands the browser a signed handle, never the raw openid', async () => {
    const handle = await wechatHandle()
    expect(handle.startsWith('v1.')).toBe(true)
    const openid = Buffer.from(handle.split('.')[1]!, 'base64url').toString()
    expect(openid).toMatch(/^o/)
    expect(handle).not.toBe(openid)
  })

  it('a used or unknown code answers code 2 (re-authorize)', async () => {
    const answer = await call('GET', '/boot/system/public/wxOpenId?code=nonsense')
    expect(answer).toMatchObject({ code: 2, msg: '微信授权已失效，请重新进入', data: null })
  })

  it('an unknown openid answers code 3, a forged or expired handle code 2', async () => {
    const handle = await wechatHandle()
    expect((await call('GET', `/boot/system/public/getTokenByOpenId?openId=${handle}`)).code).toBe(3)

    const forged = handle.replace(/.$/, (last) => (last === 'A' ? 'B' : 'A'))
    expect((await call('GET', `/boot/system/public/getTokenByOpenId?openId=${forged}`)).code).toBe(2)
    const raw = Buffer.from(handle.split('.')[1]!, 'base64url').toString()
    expect((await call('GET', `/boot/system/public/getTokenByOpenId?openId=${raw}`)).code).toBe(2)
    const expired = signHandle(config.sessionSecret, 'openid', raw, -1000)
    expect((await call('GET', `/boot/system/public/getTokenByOpenId?openId=${expired}`)).code).toBe(2)
  })

  it('binding a phone creates the account; the handle then gives a token directly', async () => {
    const handle = await wechatHandle()
    const phone = nextPhone()
    const login = await wxLogin(handle, phone)
    expect(login.code).toBe(0)
    expect(login.msg).toBe('登录成功')
    const me = await info(login.data.token)
    expect(me.data.phone).toBe(phone)
    expect(me.data.nickName).toBe(`玩家${phone.slice(-4)}`)
    expect(me.data.promotionCode).toMatch(/^[A-Z2-9]{6}$/)

    const again = await call<{ token: string }>(
      'GET',
      `/boot/system/public/getTokenByOpenId?openId=${handle}`,
    )
    expect(again.code).toBe(0)
    expect((await info(again.data.token)).data.id).toBe(me.data.id)
  })

  it('refuses a phone bound to another WeChat account, and changes nothing', async () => {
    const phone = nextPhone()
    await wxLogin(await wechatHandle(), phone)
    const [before] = await db.select().from(users).where(eq(users.phone, phone))

    const intruder = await wxLogin(await wechatHandle(), phone)
    expect(intruder).toMatchObject({ code: 1, msg: '该手机号已绑定其他微信账号', data: null })
    const [after] = await db.select().from(users).where(eq(users.phone, phone))
    expect(after).toEqual(before)
  })

  it('validates the phone with the spec’s messages', async () => {
    const handle = await wechatHandle()
    expect((await wxLogin(handle, '')).msg).toBe('请输入手机号码')
    expect((await wxLogin(handle, '1390000000')).msg).toBe('请输入正确的手机号码')
    expect((await wxLogin(handle, '12345678901')).msg).toBe('请输入正确的手机号码')
  })

  it('a promotion code sets the inviter once; unknown refused; one’s own ignored', async () => {
    const inviterToken = (await wxLogin(await wechatHandle(), nextPhone())).data.token
    const inviter = (await info(inviterToken)).data

    const unknown = await wxLogin(await wechatHandle(), nextPhone(), 'ZZZZZZ9')
    expect(unknown).toMatchObject({ code: 1, msg: '邀请码不存在，请检查后重试', data: null })

    const inviteePhone = nextPhone()
    const inviteeHandle = await wechatHandle()
    const invited = await wxLogin(inviteeHandle, inviteePhone, inviter.promotionCode.toLowerCase())
    expect(invited.code).toBe(0)
    const [invitee] = await db.select().from(users).where(eq(users.phone, inviteePhone))
    expect(invitee!.inviterId).toBe(inviter.id)

    const other = (await info((await wxLogin(await wechatHandle(), nextPhone())).data.token)).data
    await wxLogin(inviteeHandle, inviteePhone, other.promotionCode)
    const [still] = await db.select().from(users).where(eq(users.phone, inviteePhone))
    expect(still!.inviterId).toBe(inviter.id)

    const ownHandle = await wechatHandle()
    const ownPhone = nextPhone()
    const own = (await info((await wxLogin(ownHandle, ownPhone)).data.token)).data
    await wxLogin(ownHandle, ownPhone, own.promotionCode)
    const [self] = await db.select().from(users).where(eq(users.phone, ownPhone))
    expect(self!.inviterId).toBeNull()

    const list = await call<{
      promotionCode: string
      total: number
      list: { phone: string; nickName: string }[]
    }>('GET', '/boot/v1/dEsports/user/myInvitations', inviterToken)
    expect(list.data.promotionCode).toBe(inviter.promotionCode)
    expect(list.data.total).toBe(1)
    expect(list.data.list[0]!.phone).toBe(`${inviteePhone.slice(0, 3)}****${inviteePhone.slice(7)}`)
  })
})

describe('h5 password sign-in', () => {
  it('registers, logs in, and gives one message for a wrong password and an unknown phone', async () => {
    const phone = nextPhone()
    const registered = await call<{ token: string }>('POST', '/boot/v1/dEsports/public/register', undefined, {
      phone,
      password: 'secret123',
    })
    expect(registered.code).toBe(0)
    const duplicate = await call('POST', '/boot/v1/dEsports/public/register', undefined, {
      phone,
      password: 'other123',
    })
    expect(duplicate.msg).toBe('该手机号已注册，请直接登录')

    const login = await call<{ token: string }>(
      'POST',
      '/boot/system/login',
      undefined,
      { phone, password: 'secret123', env: 'h5' },
      { remoteAddress: '10.0.0.1' },
    )
    expect(login.code).toBe(0)
    expect((await info(login.data.token)).data.phone).toBe(phone)

    const wrong = await call(
      'POST',
      '/boot/system/login',
      undefined,
      { phone, password: 'nope' },
      { remoteAddress: '10.0.0.1' },
    )
    const unknown = await call(
      'POST',
      '/boot/system/login',
      undefined,
      { phone: nextPhone(), password: 'nope' },
      { remoteAddress: '10.0.0.1' },
    )
    expect(wrong).toMatchObject({ code: 1, msg: '手机号或密码错误', data: null })
    expect(unknown).toEqual(wrong)

    expect((await call('POST', '/boot/system/login', undefined, { phone: '', password: 'x' })).msg).toBe(
      '请输入手机号码',
    )
    expect((await call('POST', '/boot/system/login', undefined, { phone, password: '' })).msg).toBe(
      '请输入密码',
    )
  })

  it('stops logins after repeated failures for a phone, even with the right password', async () => {
    const phone = nextPhone()
    await call('POST', '/boot/v1/dEsports/public/register', undefined, { phone, password: 'secret123' })
    for (let attempt = 0; attempt < LOGIN_LIMITS.perPhone; attempt++) {
      const failed = await call(
        'POST',
        '/boot/system/login',
        undefined,
        { phone, password: 'wrong' },
        { remoteAddress: '10.0.1.1' },
      )
      expect(failed.msg).toBe('手机号或密码错误')
    }
    const blocked = await call(
      'POST',
      '/boot/system/login',
      undefined,
      { phone, password: 'secret123' },
      { remoteAddress: '10.0.1.2' },
    )
    expect(blocked.status).toBe(429)
    expect(blocked).toMatchObject({ code: 1, msg: '登录失败次数过多，请15分钟后再试', data: null })
  })

  it('stops logins from one address after repeated failures across phones', async () => {
    for (let attempt = 0; attempt < LOGIN_LIMITS.perIp; attempt++) {
      await call(
        'POST',
        '/boot/system/login',
        undefined,
        { phone: nextPhone(), password: 'x' },
        { remoteAddress: '10.0.2.1' },
      )
    }
    const blocked = await call(
      'POST',
      '/boot/system/login',
      undefined,
      { phone: nextPhone(), password: 'x' },
      { remoteAddress: '10.0.2.1' },
    )
    expect(blocked.msg).toBe('登录失败次数过多，请15分钟后再试')
  })
})

describe('sessions', () => {
  it('stores only the token hash, answers 401 without a token, and logout revokes', async () => {
    const phone = nextPhone()
    const { token } = (
      await call<{ token: string }>('POST', '/boot/v1/dEsports/public/register', undefined, {
        phone,
        password: 'secret123',
      })
    ).data
    expect(token.length).toBeGreaterThanOrEqual(43)
    const stored = await db.select().from(sessions)
    expect(stored.some((session) => session.tokenHash === token)).toBe(false)

    const anonymous = await call('GET', '/boot/system/info')
    expect(anonymous.status).toBe(401)
    expect(anonymous.code).toBe(401)

    expect((await call('POST', '/boot/system/logout', token)).code).toBe(0)
    expect((await info(token)).code).toBe(401)
  })

  it('a banned user’s token stops working at once', async () => {
    const phone = nextPhone()
    const { token } = (
      await call<{ token: string }>('POST', '/boot/v1/dEsports/public/register', undefined, {
        phone,
        password: 'secret123',
      })
    ).data
    await db.update(users).set({ status: 1 }).where(eq(users.phone, phone))
    await database.changes.flush()
    const refused = await info(token)
    expect([refused.status, refused.msg]).toEqual([403, '该账号已被停用，请联系客服'])
  })
})

describe('profile, level and counts', () => {
  it('saves a trimmed nickname and intro, with the spec’s limits', async () => {
    const { token } = (
      await call<{ token: string }>('POST', '/boot/v1/dEsports/public/register', undefined, {
        phone: nextPhone(),
        password: 'secret123',
      })
    ).data
    const saved = await call<{ nickName: string; briefIntroduction: string }>(
      'POST',
      '/boot/v1/dEsports/user/updateProfile',
      token,
      { nickName: '  小明  ', briefIntroduction: '擅长打野' },
    )
    expect(saved.code).toBe(0)
    expect(saved.data).toMatchObject({ nickName: '小明', briefIntroduction: '擅长打野' })

    const empty = await call('POST', '/boot/v1/dEsports/user/updateProfile', token, { nickName: '   ' })
    expect(empty.msg).toBe('请输入昵称')
    const long = await call('POST', '/boot/v1/dEsports/user/updateProfile', token, {
      nickName: '长'.repeat(21),
    })
    expect(long.msg).toBe('昵称不能超过20个字符')
    const intro = await call('POST', '/boot/v1/dEsports/user/updateProfile', token, {
      nickName: 'a',
      briefIntroduction: '字'.repeat(101),
    })
    expect(intro.msg).toBe('简介不能超过100个字符')
    expect((await info(token)).data.nickName).toBe('小明')
  })

  it('answers the level from growth points, zero counts and zero balance for a new user', async () => {
    const phone = nextPhone()
    const { token } = (
      await call<{ token: string }>('POST', '/boot/v1/dEsports/public/register', undefined, {
        phone,
        password: 'secret123',
      })
    ).data
    const level = await call<{ currentLevel: string; nextLevel: string; userLevelList: unknown[] }>(
      'GET',
      '/boot/v1/dEsports/user/userLevel',
      token,
    )
    expect(level.data).toMatchObject({
      currentLevel: '普通会员',
      currentPoints: 0,
      currentLevelMinPoints: 0,
      currentLevelMaxPoints: 99,
      nextLevel: '白银会员',
    })
    expect(level.data.userLevelList.length).toBe(5)

    await db.update(users).set({ growthPoints: 600 }).where(eq(users.phone, phone))
    await database.changes.flush()
    const gold = await call<Record<string, unknown>>('GET', '/boot/v1/dEsports/user/userLevel', token)
    expect(gold.data).toMatchObject({
      currentLevel: '黄金会员',
      currentLevelMinPoints: 500,
      currentLevelMaxPoints: 1999,
    })

    const counts = await call<Record<string, number>>(
      'GET',
      '/boot/v1/dEsports/user/userOrderMineData',
      token,
    )
    expect(counts.data).toEqual({
      待付款: 0,
      待接单: 0,
      服务中: 0,
      待完成: 0,
      已完成: 0,
      '退款/售后': 0,
    })
    expect((await call('GET', '/boot/v1/dEsports/user/userBalance', token)).data).toEqual({
      balance: 0,
    })
  })
})

describe('worker status check', () => {
  it('sends a customer who never applied to the application (1), and needs a session', async () => {
    const { token } = (
      await call<{ token: string }>('POST', '/boot/v1/dEsports/public/register', undefined, {
        phone: nextPhone(),
        password: 'secret123',
      })
    ).data
    expect(await call('GET', '/boot/v1/dEsports/worker/checkWorkerStatus', token)).toMatchObject({
      code: 0,
      msg: '操作成功',
      data: 1,
    })
    expect((await call('GET', '/boot/v1/dEsports/worker/checkWorkerStatus')).code).toBe(401)
  })
})
