import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { useTestApp } from '../../test/test-app.ts'

// With WeChat credentials configured the server talks to WeChat, and the simulator does not exist.
const { app, config, dataDir } = await useTestApp({
  WECHAT_APP_ID: 'wx0123456789abcdef',
  WECHAT_APP_SECRET: 'secret',
  WECHAT_MCH_ID: '1900000109',
  WECHAT_MCH_CERT_SERIAL: 'ABC123',
  WECHAT_MCH_PRIVATE_KEY_PATH: '/dev/null',
  WECHAT_API_V3_KEY: '0123456789abcdef0123456789abcdef',
})

fs.mkdirSync(path.join(dataDir, 'web'), { recursive: true })
fs.writeFileSync(path.join(dataDir, 'web/index.html'), '<!doctype html><title>web</title>')

describe('the WeChat simulator with real credentials', () => {
  it('is not mounted, and the client points at WeChat', async () => {
    expect(config.wechat.simulator).toBe(false)
    expect(config.wechat.apiBaseUrl).toBe('https://api.weixin.qq.com')
    const response = await app.inject({ method: 'GET', url: '/__wechat/sns/oauth2/access_token?code=x' })
    expect(response.statusCode).toBe(404)
    expect(response.body).not.toContain('errcode')
    const authConfig = await app.inject({ method: 'GET', url: '/boot/system/public/wxAuthConfig' })
    expect(authConfig.json()).toMatchObject({
      code: 0,
      data: {
        appId: 'wx0123456789abcdef',
        authorizeUrl: 'https://open.weixin.qq.com/connect/oauth2/authorize',
      },
    })
  })
})
