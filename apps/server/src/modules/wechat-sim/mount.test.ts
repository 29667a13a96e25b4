import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { apiCaller } from '../../test/api-call.ts'
import { useTestApp } from '../../test/test-app.ts'

const authorizePage = '/__wechat/connect/oauth2/authorize?appid=wx_simulator_app'

// With WeChat credentials configured the server talks to WeChat, and the simulator does not exist.
const real = await useTestApp({
  SESSION_SECRET: 'a-secret-of-our-own-at-least-32-characters',
  WECHAT_APP_ID: 'wx0123456789abcdef',
  WECHAT_APP_SECRET: 'secret',
  WECHAT_MCH_ID: '1900000109',
  WECHAT_MCH_CERT_SERIAL: 'ABC123',
  WECHAT_MCH_PRIVATE_KEY_PATH: '/dev/null',
  WECHAT_API_V3_KEY: '0123456789abcdef0123456789abcdef',
})
// SIMULATORS=off: not even this machine gets the simulator.
const off = await useTestApp({ SIMULATORS: 'off' })
// SIMULATORS=on: a declared demo, served on every address.
const demo = await useTestApp({ HOST: '0.0.0.0', SIMULATORS: 'on' })

for (const { dataDir } of [real, off]) {
  fs.mkdirSync(path.join(dataDir, 'web'), { recursive: true })
  fs.writeFileSync(path.join(dataDir, 'web/index.html'), '<!doctype html><title>web</title>')
}

describe('the WeChat simulator with real credentials', () => {
  it('is not mounted, and the client points at WeChat', async () => {
    const { app, config } = real
    expect(config.wechat.simulator).toBe(false)
    expect(config.wechat.apiBaseUrl).toBe('https://api.weixin.qq.com')
    const response = await app.inject({ method: 'GET', url: '/__wechat/sns/oauth2/access_token?code=x' })
    expect(response.statusCode).toBe(404)
    expect(response.body).not.toContain('errcode')
    const authConfig = await apiCaller(app)('GET', '/boot/system/public/wxAuthConfig')
    expect(authConfig).toMatchObject({
      code: 0,
      data: {
        appId: 'wx0123456789abcdef',
        authorizeUrl: 'https://open.weixin.qq.com/connect/oauth2/authorize',
      },
    })
  })
})

describe('the WeChat simulator without credentials', () => {
  it('is not mounted with SIMULATORS=off, even on loopback', async () => {
    expect(off.config.host).toBe('127.0.0.1')
    expect(off.config.simulators.wechat).toBe(false)
    for (const url of [authorizePage, '/__wechat/sns/oauth2/access_token?code=x', '/__wechat/pay/cashier']) {
      const response = await off.app.inject({ method: 'GET', url })
      expect(response.statusCode).toBe(404)
      expect(response.body).not.toContain('微信')
    }
    const choice = await off.app.inject({
      method: 'POST',
      url: '/__wechat/connect/oauth2/authorize',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'appid=wx_simulator_app',
    })
    expect(choice.statusCode).toBe(404)
  })

  it('is mounted on 0.0.0.0 with SIMULATORS=on', async () => {
    expect(demo.config.simulators).toMatchObject({ wechat: true, public: true })
    const response = await demo.app.inject({ method: 'GET', url: '/__wechat/sns/oauth2/access_token?code=x' })
    expect(response.json()).toMatchObject({ errcode: 40013 })
  })
})
