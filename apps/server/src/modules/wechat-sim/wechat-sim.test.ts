import { eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { wechatSimCodes } from '../../db/schema/index.ts'
import { useTestApp } from '../../test/test-app.ts'

const { app, database, config } = await useTestApp()
const { appId, appSecret } = config.wechat
/** A declared public demo (SIMULATORS=on), where the authorize page lists its test users. */
const demo = await useTestApp({ SIMULATORS: 'on' })
const redirect = 'http://127.0.0.1:8080/home?from=wechat'

function authorizeQuery(overrides: Record<string, string> = {}) {
  return new URLSearchParams({
    appid: appId,
    redirect_uri: redirect,
    response_type: 'code',
    scope: 'snsapi_base',
    state: 'abc123',
    ...overrides,
  }).toString()
}

/** Submits the authorize page as a browser holding `cookie` would; answers where WeChat sends it back. */
async function authorized(fields: Record<string, string> = {}, { cookie = '', on = app } = {}) {
  const response = await on.inject({
    method: 'POST',
    url: '/__wechat/connect/oauth2/authorize',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie },
    payload: authorizeQuery(fields),
  })
  expect(response.statusCode).toBe(302)
  const setCookie = String(response.headers['set-cookie'] ?? '')
  return { location: new URL(response.headers.location as string), cookie: setCookie.split(';')[0]! }
}

async function codeFor(fields: Record<string, string> = {}) {
  return (await authorized(fields)).location
}

async function authorizePage({ cookie = '', on = app } = {}) {
  const response = await on.inject({
    method: 'GET',
    url: `/__wechat/connect/oauth2/authorize?${authorizeQuery()}`,
    headers: { cookie },
  })
  expect(response.statusCode).toBe(200)
  return response.body
}

async function exchange(code: string, overrides: Record<string, string> = {}, on = app) {
  const query = new URLSearchParams({
    appid: appId,
    secret: appSecret,
    code,
    grant_type: 'authorization_code',
    ...overrides,
  })
  const response = await on.inject({ method: 'GET', url: `/__wechat/sns/oauth2/access_token?${query}` })
  expect(response.statusCode).toBe(200)
  return response.json() as { openid?: string; errcode?: number; errmsg?: string; scope?: string }
}

describe('WeChat simulator, web authorization', () => {
  it('shows an authorize page for a valid request and refuses a wrong app id', async () => {
    const page = await app.inject({
      method: 'GET',
      url: `/__wechat/connect/oauth2/authorize?${authorizeQuery()}`,
    })
    expect(page.statusCode).toBe(200)
    expect(page.headers['content-type']).toContain('text/html')
    expect(page.body).toContain('以新微信用户身份继续')
    expect(page.body).toContain('127.0.0.1:8080')

    const wrong = await app.inject({
      method: 'GET',
      url: `/__wechat/connect/oauth2/authorize?${authorizeQuery({ appid: 'wx_other' })}`,
    })
    expect(wrong.statusCode).toBe(400)
    const badState = await app.inject({
      method: 'GET',
      url: `/__wechat/connect/oauth2/authorize?${authorizeQuery({ state: 'has space' })}`,
    })
    expect(badState.statusCode).toBe(400)
  })

  it('redirects back with a code and the state, keeping the redirect’s own query', async () => {
    const location = await codeFor({ nickname: '测试用户' })
    expect(location.origin + location.pathname).toBe('http://127.0.0.1:8080/home')
    expect(location.searchParams.get('from')).toBe('wechat')
    expect(location.searchParams.get('state')).toBe('abc123')
    expect(location.searchParams.get('code')).toMatch(/^[0-9a-f]{32}$/)
  })

  it('exchanges a code once for the openid, then answers 40163; unknown codes 40029', async () => {
    const code = (await codeFor()).searchParams.get('code')!
    const first = await exchange(code)
    expect(first.openid).toMatch(/^o/)
    expect(first.scope).toBe('snsapi_base')
    expect(await exchange(code)).toEqual({ errcode: 40163, errmsg: 'code been used' })
    expect(await exchange('not-a-code')).toEqual({ errcode: 40029, errmsg: 'invalid code' })
  })

  it('refuses an expired code, a wrong secret and a wrong grant type', async () => {
    const code = (await codeFor()).searchParams.get('code')!
    expect((await exchange(code, { secret: 'wrong' })).errcode).toBe(40125)
    expect((await exchange(code, { grant_type: 'client_credentials' })).errcode).toBe(40002)
    await database.db
      .update(wechatSimCodes)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(wechatSimCodes.code, code))
    expect((await exchange(code)).errcode).toBe(40029)
  })
})

describe('WeChat simulator, who the visitor may be', () => {
  it('lists no one else’s openid or nickname unless SIMULATORS=on', async () => {
    const { location } = await authorized({ nickname: '别人的微信' })
    const { openid } = await exchange(location.searchParams.get('code')!)
    const page = await authorizePage()
    expect(page).toContain('以新微信用户身份继续')
    expect(page).not.toContain(openid!)
    expect(page).not.toContain(openid!.slice(0, 10))
    expect(page).not.toContain('别人的微信')
    expect(page).not.toContain('name="openid"')
  })

  it('an openid sent in the form does not sign in as its owner; a new user is made', async () => {
    const victim = (await exchange((await codeFor()).searchParams.get('code')!)).openid!
    const forged = (await codeFor({ openid: victim })).searchParams.get('code')!
    const { openid } = await exchange(forged)
    expect(openid).toMatch(/^o/)
    expect(openid).not.toBe(victim)
  })

  it('the browser that signed in may be that user again, by its own cookie', async () => {
    const first = await authorized({ nickname: '我自己' })
    expect(first.cookie).toMatch(/^wechat_sim_user=/)
    const { openid } = await exchange(first.location.searchParams.get('code')!)

    const page = await authorizePage({ cookie: first.cookie })
    expect(page).toContain('上次使用的微信用户')
    expect(page).toContain('我自己')
    expect(page).not.toContain(openid!)

    const again = await authorized({ returning: '1' }, { cookie: first.cookie })
    expect((await exchange(again.location.searchParams.get('code')!)).openid).toBe(openid)
  })

  it('a cookie this server did not sign names no one', async () => {
    const victim = await authorized({ nickname: '受害者' })
    const victimOpenid = (await exchange(victim.location.searchParams.get('code')!)).openid!
    const mine = await authorized()
    const signature = mine.cookie.slice(mine.cookie.lastIndexOf('.') + 1)
    for (const cookie of [
      `wechat_sim_user=${victimOpenid}`,
      `wechat_sim_user=${victimOpenid}.${signature}`,
      `wechat_sim_user=${victimOpenid}.`,
    ]) {
      expect(await authorizePage({ cookie })).not.toContain('受害者')
      const tried = await authorized({ returning: '1' }, { cookie })
      expect((await exchange(tried.location.searchParams.get('code')!)).openid).not.toBe(victimOpenid)
    }
  })

  it('on a public demo (SIMULATORS=on) lists recent test users, and any may be picked', async () => {
    const made = await authorized({ nickname: '演示用户' }, { on: demo.app })
    const { openid } = await exchange(made.location.searchParams.get('code')!, {}, demo.app)
    const page = await authorizePage({ on: demo.app })
    expect(page).toContain('演示用户')
    expect(page).toContain(`name="openid" value="${openid}"`)

    const picked = await authorized({ openid: openid! }, { on: demo.app })
    expect((await exchange(picked.location.searchParams.get('code')!, {}, demo.app)).openid).toBe(openid)
  })
})

describe('WeChat simulator, state', () => {
  it('echoes state unchanged, up to 128 letters and digits', async () => {
    const state = 'aZ09'.repeat(32)
    expect((await codeFor({ state })).searchParams.get('state')).toBe(state)
  })

  it.each([
    ['129 characters', 'a'.repeat(129)],
    ['a hyphen', 'abc-def'],
    ['an underscore', 'abc_def'],
    ['a space', 'has space'],
    ['a non-ASCII letter', 'état'],
    ['a URL', 'https://evil.example/'],
  ])('refuses a state with %s, on the page and on submission', async (_label, state) => {
    const page = await app.inject({
      method: 'GET',
      url: `/__wechat/connect/oauth2/authorize?${authorizeQuery({ state })}`,
    })
    expect(page.statusCode).toBe(400)
    expect(page.body).toContain('state 无效')
    const submitted = await app.inject({
      method: 'POST',
      url: '/__wechat/connect/oauth2/authorize',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: authorizeQuery({ state }),
    })
    expect(submitted.statusCode).toBe(400)
    expect(submitted.headers.location).toBeUndefined()
  })
})
