import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { ConfigError, loadConfig } from './config.ts'

function problems(env: Record<string, string>): string[] {
  try {
    loadConfig(env)
  } catch (error) {
    if (error instanceof ConfigError) return error.problems
    throw error
  }
  return []
}

const realCredentials = {
  WECHAT_APP_ID: 'wx123',
  WECHAT_APP_SECRET: 's',
  WECHAT_MCH_ID: '1900000001',
  WECHAT_MCH_CERT_SERIAL: 'ABC',
  WECHAT_MCH_PRIVATE_KEY_PATH: '/keys/apiclient_key.pem',
  WECHAT_API_V3_KEY: '0123456789abcdef0123456789abcdef',
}

describe('loadConfig', () => {
  it('runs with no settings at all: embedded database, port 8080, WeChat simulator', () => {
    const config = loadConfig({})
    expect(config.port).toBe(8080)
    expect(config.databaseUrl).toBeUndefined()
    expect(config.dataDir).toBe(path.resolve('./data'))
    expect(config.wechat.simulator).toBe(true)
    expect(config.wechat.oauthBaseUrl).toBe('http://127.0.0.1:8080/__wechat')
  })

  it('names each bad value with its own message, all at once', () => {
    const found = problems({
      PORT: 'eighty',
      DATABASE_URL: 'mysql://x',
      REDIS_URL: 'http://r',
      ADMIN_PHONE: '123',
    })
    expect(found).toHaveLength(4)
    expect(found.find((p) => p.startsWith('PORT="eighty"'))).toContain('must be a number')
    expect(found.find((p) => p.startsWith('DATABASE_URL'))).toContain('postgres://')
    expect(found.find((p) => p.startsWith('REDIS_URL'))).toContain('redis://')
    expect(found.find((p) => p.startsWith('ADMIN_PHONE'))).toContain('11-digit')
  })

  it('refuses a port out of range and a short API v3 key', () => {
    expect(problems({ PORT: '70000' })[0]).toContain('between 0 and 65535')
    expect(problems({ WECHAT_API_V3_KEY: 'short' }).some((p) => p.includes('exactly 32 bytes'))).toBe(true)
  })

  it('wants every WeChat credential once one is given', () => {
    const found = problems({ WECHAT_APP_ID: 'wx123' })
    expect(found.some((p) => p.startsWith('WECHAT_APP_SECRET') && p.includes('required'))).toBe(true)
    expect(found.some((p) => p.startsWith('WECHAT_API_V3_KEY'))).toBe(true)
  })

  it('refuses the simulator and a default secret in production', () => {
    const found = problems({ NODE_ENV: 'production' })
    expect(found.some((p) => p.startsWith('WECHAT_APP_ID') && p.includes('simulator'))).toBe(true)
    expect(found.some((p) => p.startsWith('SESSION_SECRET'))).toBe(true)
  })

  it('refuses production without the WeChat Pay public key and its id', () => {
    const production = {
      NODE_ENV: 'production',
      SESSION_SECRET: 'a-production-secret-of-at-least-32-chars',
      ...realCredentials,
    }
    const found = problems(production)
    expect(found).toHaveLength(2)
    expect(found.find((p) => p.startsWith('WECHAT_PAY_PUBLIC_KEY_ID'))).toContain('required in production')
    expect(found.find((p) => p.startsWith('WECHAT_PAY_PUBLIC_KEY_PATH'))).toContain('required in production')
    expect(problems({ ...production, WECHAT_PAY_PUBLIC_KEY_ID: 'PUB_KEY_ID_0114' })).toEqual([
      expect.stringMatching(/^WECHAT_PAY_PUBLIC_KEY_PATH /),
    ])
    const config = loadConfig({
      ...production,
      WECHAT_PAY_PUBLIC_KEY_ID: 'PUB_KEY_ID_0114',
      WECHAT_PAY_PUBLIC_KEY_PATH: '/keys/pub_key.pem',
    })
    expect(config.wechat.payPublicKeyId).toBe('PUB_KEY_ID_0114')
  })

  it('uses real WeChat hosts when credentials are configured', () => {
    const config = loadConfig(realCredentials)
    expect(config.wechat.simulator).toBe(false)
    expect(config.wechat.payBaseUrl).toBe('https://api.mch.weixin.qq.com')
  })
})
