import { eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { wechatSimCodes } from '../../db/schema/index.ts'
import { useTestApp } from '../../test/test-app.ts'

const { app, database, config } = await useTestApp()
const { appId, appSecret } = config.wechat
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

async function codeFor(fields: Record<string, string> = {}) {
  const response = await app.inject({
    method: 'POST',
    url: '/__wechat/connect/oauth2/authorize',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: authorizeQuery(fields),
  })
  expect(response.statusCode).toBe(302)
  const location = new URL(response.headers.location as string)
  return location
}

async function exchange(code: string, overrides: Record<string, string> = {}) {
  const query = new URLSearchParams({
    appid: appId,
    secret: appSecret,
    code,
    grant_type: 'authorization_code',
    ...overrides,
  })
  const response = await app.inject({ method: 'GET', url: `/__wechat/sns/oauth2/access_token?${query}` })
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

  it('the same test user picked again gets the same openid', async () => {
    const code = (await codeFor()).searchParams.get('code')!
    const { openid } = await exchange(code)
    const again = (await codeFor({ openid: openid! })).searchParams.get('code')!
    expect((await exchange(again)).openid).toBe(openid)
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
