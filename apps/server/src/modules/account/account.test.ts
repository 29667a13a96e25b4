import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { sessions, users } from '../../db/schema/index.ts'
import { signHandle } from '../../lib/signed-handle.ts'
import { freePort } from '../../test/free-port.ts'
import { useTestApp } from '../../test/test-app.ts'
import { ensureUserLevels, LOGIN_LIMITS } from './service.ts'

// The server exchanges WeChat codes over real HTTP with the simulator, so this app listens.
const port = await freePort()
const { app, database, config } = await useTestApp({ PORT: String(port) })
await app.listen({ port, host: '127.0.0.1' })
const { db } = database

interface Envelope<T = unknown> {
  code: number
  msg: string
  data: T
}

async function call<T = unknown>(
  method: 'GET' | 'POST',
  url: string,
  options: { token?: string; body?: unknown; ip?: string } = {},
) {
  const response = await app.inject({
    method,
    url,
    ...(options.body === undefined ? {} : { payload: options.body as object }),
    headers: options.token ? { authorization: `Bearer ${options.token}` } : {},
    ...(options.ip ? { remoteAddress: options.ip } : {}),
  })
  return { status: response.statusCode, body: response.json() as Envelope<T> }
}

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
  const { body } = await call<{ openId: string }>('GET', `/boot/system/public/wxOpenId?code=${code}`)
  expect(body.code).toBe(0)
  return body.data.openId
}

let phoneSeq = 13900000000
const nextPhone = () => String(++phoneSeq)

async function wxLogin(openId: string, phone: string, promotionCode = '') {
  return call<{ token: string }>('POST', '/boot/system/public/wxCustomerLogin', {
    body: { phone, promotionCode, openId, env: 'wechat' },
  })
}

async function info(token: string) {
  return call<{ id: number; nickName: string; phone: string; promotionCode: string; avatar: string }>(
    'GET',
    '/boot/system/info',
    { token },
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
    const { body } = await call('GET', '/boot/system/public/wxOpenId?code=nonsense')
    expect(body).toEqual({ code: 2, msg: '微信授权已失效，请重新进入', data: null })
  })

  it('an unknown openid answers code 3, a forged or expired handle code 2', async () => {
    const handle = await wechatHandle()
    expect((await call('GET', `/boot/system/public/getTokenByOpenId?openId=${handle}`)).body.code).toBe(3)

    const forged = handle.replace(/.$/, (last) => (last === 'A' ? 'B' : 'A'))
    expect((await call('GET', `/boot/system/public/getTokenByOpenId?openId=${forged}`)).body.code).toBe(2)
    const raw = Buffer.from(handle.split('.')[1]!, 'base64url').toString()
    expect((await call('GET', `/boot/system/public/getTokenByOpenId?openId=${raw}`)).body.code).toBe(2)
    const expired = signHandle(config.sessionSecret, 'openid', raw, -1000)
    expect((await call('GET', `/boot/system/public/getTokenByOpenId?openId=${expired}`)).body.code).toBe(2)
  })

  it('binding a phone creates the account; the handle then gives a token directly', async () => {
    const handle = await wechatHandle()
    const phone = nextPhone()
    const login = await wxLogin(handle, phone)
    expect(login.body.code).toBe(0)
    expect(login.body.msg).toBe('登录成功')
    const me = await info(login.body.data.token)
    expect(me.body.data.phone).toBe(phone)
    expect(me.body.data.nickName).toBe(`玩家${phone.slice(-4)}`)
    expect(me.body.data.promotionCode).toMatch(/^[A-Z2-9]{6}$/)

    const again = await call<{ token: string }>(
      'GET',
      `/boot/system/public/getTokenByOpenId?openId=${handle}`,
    )
    expect(again.body.code).toBe(0)
    expect((await info(again.body.data.token)).body.data.id).toBe(me.body.data.id)
  })

  it('refuses a phone bound to another WeChat account, and changes nothing', async () => {
    const phone = nextPhone()
    await wxLogin(await wechatHandle(), phone)
    const [before] = await db.select().from(users).where(eq(users.phone, phone))

    const intruder = await wxLogin(await wechatHandle(), phone)
    expect(intruder.body).toEqual({ code: 1, msg: '该手机号已绑定其他微信账号', data: null })
    const [after] = await db.select().from(users).where(eq(users.phone, phone))
    expect(after).toEqual(before)
  })

  it('validates the phone with the spec’s messages', async () => {
    const handle = await wechatHandle()
    expect((await wxLogin(handle, '')).body.msg).toBe('请输入手机号码')
    expect((await wxLogin(handle, '1390000000')).body.msg).toBe('请输入正确的手机号码')
    expect((await wxLogin(handle, '12345678901')).body.msg).toBe('请输入正确的手机号码')
  })

  it('a promotion code sets the inviter once; unknown refused; one’s own ignored', async () => {
    const inviterToken = (await wxLogin(await wechatHandle(), nextPhone())).body.data.token
    const inviter = (await info(inviterToken)).body.data

    const unknown = await wxLogin(await wechatHandle(), nextPhone(), 'ZZZZZZ9')
    expect(unknown.body).toEqual({ code: 1, msg: '邀请码不存在，请检查后重试', data: null })

    const inviteePhone = nextPhone()
    const inviteeHandle = await wechatHandle()
    const invited = await wxLogin(inviteeHandle, inviteePhone, inviter.promotionCode.toLowerCase())
    expect(invited.body.code).toBe(0)
    const [invitee] = await db.select().from(users).where(eq(users.phone, inviteePhone))
    expect(invitee!.inviterId).toBe(inviter.id)

    const other = (await info((await wxLogin(await wechatHandle(), nextPhone())).body.data.token)).body.data
    await wxLogin(inviteeHandle, inviteePhone, other.promotionCode)
    const [still] = await db.select().from(users).where(eq(users.phone, inviteePhone))
    expect(still!.inviterId).toBe(inviter.id)

    const ownHandle = await wechatHandle()
    const ownPhone = nextPhone()
    const own = (await info((await wxLogin(ownHandle, ownPhone)).body.data.token)).body.data
    await wxLogin(ownHandle, ownPhone, own.promotionCode)
    const [self] = await db.select().from(users).where(eq(users.phone, ownPhone))
    expect(self!.inviterId).toBeNull()

    const list = await call<{
      promotionCode: string
      total: number
      list: { phone: string; nickName: string }[]
    }>('GET', '/boot/v1/dEsports/user/myInvitations', { token: inviterToken })
    expect(list.body.data.promotionCode).toBe(inviter.promotionCode)
    expect(list.body.data.total).toBe(1)
    expect(list.body.data.list[0]!.phone).toBe(`${inviteePhone.slice(0, 3)}****${inviteePhone.slice(7)}`)
  })
})

describe('h5 password sign-in', () => {
  it('registers, logs in, and gives one message for a wrong password and an unknown phone', async () => {
    const phone = nextPhone()
    const registered = await call<{ token: string }>('POST', '/boot/v1/dEsports/public/register', {
      body: { phone, password: 'secret123' },
    })
    expect(registered.body.code).toBe(0)
    const duplicate = await call('POST', '/boot/v1/dEsports/public/register', {
      body: { phone, password: 'other123' },
    })
    expect(duplicate.body.msg).toBe('该手机号已注册，请直接登录')

    const login = await call<{ token: string }>('POST', '/boot/system/login', {
      body: { phone, password: 'secret123', env: 'h5' },
      ip: '10.0.0.1',
    })
    expect(login.body.code).toBe(0)
    expect((await info(login.body.data.token)).body.data.phone).toBe(phone)

    const wrong = await call('POST', '/boot/system/login', {
      body: { phone, password: 'nope' },
      ip: '10.0.0.1',
    })
    const unknown = await call('POST', '/boot/system/login', {
      body: { phone: nextPhone(), password: 'nope' },
      ip: '10.0.0.1',
    })
    expect(wrong.body).toEqual({ code: 1, msg: '手机号或密码错误', data: null })
    expect(unknown.body).toEqual(wrong.body)

    expect((await call('POST', '/boot/system/login', { body: { phone: '', password: 'x' } })).body.msg).toBe(
      '请输入手机号码',
    )
    expect((await call('POST', '/boot/system/login', { body: { phone, password: '' } })).body.msg).toBe(
      '请输入密码',
    )
  })

  it('stops logins after repeated failures for a phone, even with the right password', async () => {
    const phone = nextPhone()
    await call('POST', '/boot/v1/dEsports/public/register', { body: { phone, password: 'secret123' } })
    for (let attempt = 0; attempt < LOGIN_LIMITS.perPhone; attempt++) {
      const failed = await call('POST', '/boot/system/login', {
        body: { phone, password: 'wrong' },
        ip: '10.0.1.1',
      })
      expect(failed.body.msg).toBe('手机号或密码错误')
    }
    const blocked = await call('POST', '/boot/system/login', {
      body: { phone, password: 'secret123' },
      ip: '10.0.1.2',
    })
    expect(blocked.status).toBe(429)
    expect(blocked.body).toEqual({ code: 1, msg: '登录失败次数过多，请15分钟后再试', data: null })
  })

  it('stops logins from one address after repeated failures across phones', async () => {
    for (let attempt = 0; attempt < LOGIN_LIMITS.perIp; attempt++) {
      await call('POST', '/boot/system/login', {
        body: { phone: nextPhone(), password: 'x' },
        ip: '10.0.2.1',
      })
    }
    const blocked = await call('POST', '/boot/system/login', {
      body: { phone: nextPhone(), password: 'x' },
      ip: '10.0.2.1',
    })
    expect(blocked.body.msg).toBe('登录失败次数过多，请15分钟后再试')
  })
})

describe('sessions', () => {
  it('stores only the token hash, answers 401 without a token, and logout revokes', async () => {
    const phone = nextPhone()
    const { token } = (
      await call<{ token: string }>('POST', '/boot/v1/dEsports/public/register', {
        body: { phone, password: 'secret123' },
      })
    ).body.data
    expect(token.length).toBeGreaterThanOrEqual(43)
    const stored = await db.select().from(sessions)
    expect(stored.some((session) => session.tokenHash === token)).toBe(false)

    const anonymous = await call('GET', '/boot/system/info')
    expect(anonymous.status).toBe(401)
    expect(anonymous.body.code).toBe(401)

    expect((await call('POST', '/boot/system/logout', { token })).body.code).toBe(0)
    expect((await info(token)).body.code).toBe(401)
  })

  it('a banned user’s token stops working at once', async () => {
    const phone = nextPhone()
    const { token } = (
      await call<{ token: string }>('POST', '/boot/v1/dEsports/public/register', {
        body: { phone, password: 'secret123' },
      })
    ).body.data
    await db.update(users).set({ status: 1 }).where(eq(users.phone, phone))
    await database.changes.flush()
    const refused = await info(token)
    expect([refused.status, refused.body.msg]).toEqual([403, '该账号已被停用，请联系客服'])
  })
})

describe('profile, level and counts', () => {
  it('saves a trimmed nickname and intro, with the spec’s limits', async () => {
    const { token } = (
      await call<{ token: string }>('POST', '/boot/v1/dEsports/public/register', {
        body: { phone: nextPhone(), password: 'secret123' },
      })
    ).body.data
    const saved = await call<{ nickName: string; briefIntroduction: string }>(
      'POST',
      '/boot/v1/dEsports/user/updateProfile',
      {
        token,
        body: { nickName: '  小明  ', briefIntroduction: '擅长打野' },
      },
    )
    expect(saved.body.code).toBe(0)
    expect(saved.body.data).toMatchObject({ nickName: '小明', briefIntroduction: '擅长打野' })

    const empty = await call('POST', '/boot/v1/dEsports/user/updateProfile', {
      token,
      body: { nickName: '   ' },
    })
    expect(empty.body.msg).toBe('请输入昵称')
    const long = await call('POST', '/boot/v1/dEsports/user/updateProfile', {
      token,
      body: { nickName: '长'.repeat(21) },
    })
    expect(long.body.msg).toBe('昵称不能超过20个字符')
    const intro = await call('POST', '/boot/v1/dEsports/user/updateProfile', {
      token,
      body: { nickName: 'a', briefIntroduction: '字'.repeat(101) },
    })
    expect(intro.body.msg).toBe('简介不能超过100个字符')
    expect((await info(token)).body.data.nickName).toBe('小明')
  })

  it('answers the level from growth points, zero counts and zero balance for a new user', async () => {
    const phone = nextPhone()
    const { token } = (
      await call<{ token: string }>('POST', '/boot/v1/dEsports/public/register', {
        body: { phone, password: 'secret123' },
      })
    ).body.data
    const level = await call<{ currentLevel: string; nextLevel: string; userLevelList: unknown[] }>(
      'GET',
      '/boot/v1/dEsports/user/userLevel',
      { token },
    )
    expect(level.body.data).toMatchObject({
      currentLevel: '普通会员',
      currentPoints: 0,
      currentLevelMinPoints: 0,
      currentLevelMaxPoints: 99,
      nextLevel: '白银会员',
    })
    expect(level.body.data.userLevelList.length).toBe(5)

    await db.update(users).set({ growthPoints: 600 }).where(eq(users.phone, phone))
    await database.changes.flush()
    const gold = await call<Record<string, unknown>>('GET', '/boot/v1/dEsports/user/userLevel', { token })
    expect(gold.body.data).toMatchObject({
      currentLevel: '黄金会员',
      currentLevelMinPoints: 500,
      currentLevelMaxPoints: 1999,
    })

    const counts = await call<Record<string, number>>('GET', '/boot/v1/dEsports/user/userOrderMineData', {
      token,
    })
    expect(counts.body.data).toEqual({
      待付款: 0,
      待接单: 0,
      服务中: 0,
      待完成: 0,
      已完成: 0,
      '退款/售后': 0,
    })
    expect((await call('GET', '/boot/v1/dEsports/user/userBalance', { token })).body.data).toEqual({
      balance: 0,
    })
  })
})

describe('worker status check', () => {
  it('sends a customer who never applied to the application (1), and needs a session', async () => {
    const { token } = (
      await call<{ token: string }>('POST', '/boot/v1/dEsports/public/register', {
        body: { phone: nextPhone(), password: 'secret123' },
      })
    ).body.data
    expect((await call('GET', '/boot/v1/dEsports/worker/checkWorkerStatus', { token })).body).toEqual({
      code: 0,
      msg: '操作成功',
      data: 1,
    })
    expect((await call('GET', '/boot/v1/dEsports/worker/checkWorkerStatus')).body.code).toBe(401)
  })
})
