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

const realSms = {
  TENCENT_SMS_SECRET_ID: 'AKIDrealAccount',
  TENCENT_SMS_SECRET_KEY: 'real-key',
  TENCENT_SMS_SDK_APP_ID: '1400123456',
  TENCENT_SMS_SIGN_NAME: '电竞陪练',
  TENCENT_SMS_TEMPLATE_ID: '2000001',
}

const realAlipay = {
  ALIPAY_APP_ID: '2021000123456789',
  ALIPAY_PRIVATE_KEY_PATH: '/keys/alipay/app_private_key.pem',
  ALIPAY_APP_CERT_PATH: '/keys/alipay/appCertPublicKey.crt',
  ALIPAY_PUBLIC_CERT_PATH: '/keys/alipay/alipayCertPublicKey_RSA2.crt',
  ALIPAY_ROOT_CERT_PATH: '/keys/alipay/alipayRootCert.crt',
}

/** A game-login key of one's own: `id:` and 32 bytes in base64. */
const OWN_GAME_LOGIN_KEY = Buffer.alloc(32, 7).toString('base64')

/** Secrets of one's own, as operations.md asks for. */
const ownSecret = {
  SESSION_SECRET: 'a-production-secret-of-at-least-32-chars',
  GAME_LOGIN_KEYS: `k2026:${OWN_GAME_LOGIN_KEY}`,
}

/** Where WeChat Pay can reach a production server. */
const PUBLIC_URL = 'https://dianjing.example.com'

/** The session secret config.ts falls back to: public, since it is in the source. */
const DEVELOPMENT_SECRET = 'development-only-secret-never-used-in-production!'

describe('loadConfig', () => {
  it('runs with no settings at all: this machine only, embedded database, port 8080, WeChat simulator', () => {
    const config = loadConfig({})
    expect(config.host).toBe('127.0.0.1')
    expect(config.trustProxy).toEqual([])
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
    const production = { NODE_ENV: 'production', PUBLIC_URL, ...ownSecret, ...realCredentials, ...realSms }
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

  it('takes WeChat Pay in each key mode, and refuses each incomplete one with one line per setting', () => {
    const production = { NODE_ENV: 'production', PUBLIC_URL, ...ownSecret, ...realCredentials, ...realSms }
    const publicKey = {
      WECHAT_PAY_PUBLIC_KEY_ID: 'PUB_KEY_ID_0114',
      WECHAT_PAY_PUBLIC_KEY_PATH: '/keys/pub_key.pem',
    }
    expect(loadConfig({ ...production, ...publicKey }).wechat.keyMode).toBe('public-key')
    expect(loadConfig({ ...production, WECHAT_PAY_KEY_MODE: 'certificates' }).wechat.keyMode).toBe(
      'certificates',
    )
    expect(loadConfig({ ...production, ...publicKey, WECHAT_PAY_KEY_MODE: 'both' }).wechat.keyMode).toBe(
      'both',
    )
    // The switch-over needs the public key as well as the certificates.
    const both = problems({ ...production, WECHAT_PAY_KEY_MODE: 'both' })
    expect(both).toHaveLength(2)
    expect(both[0]).toMatch(/^WECHAT_PAY_PUBLIC_KEY_ID .*WECHAT_PAY_KEY_MODE=both/)
    // A public key set for a merchant on certificates is a half-made switch.
    expect(problems({ ...production, ...publicKey, WECHAT_PAY_KEY_MODE: 'certificates' })).toEqual([
      expect.stringMatching(/^WECHAT_PAY_PUBLIC_KEY_ID=\S+ is set while WECHAT_PAY_KEY_MODE=certificates/),
      expect.stringMatching(/^WECHAT_PAY_PUBLIC_KEY_PATH=\S+ is set while/),
    ])
    expect(problems({ ...production, ...publicKey, WECHAT_PAY_PUBLIC_KEY_ID: '0114' })).toEqual([
      expect.stringMatching(/^WECHAT_PAY_PUBLIC_KEY_ID\b.* must be the public key id .*PUB_KEY_ID_/),
    ])
    expect(problems({ ...production, ...publicKey, WECHAT_PAY_KEY_MODE: 'keys' })).toHaveLength(1)
  })

  it.each([
    [undefined, 'is required in production'],
    ['http://dianjing.example.com', 'must be an https:// address'],
    ['https://127.0.0.1:8080', 'WeChat cannot reach 127.0.0.1'],
    ['https://localhost', 'WeChat cannot reach localhost'],
    ['https://10.1.2.3', 'WeChat cannot reach 10.1.2.3'],
    ['https://172.20.0.5', 'WeChat cannot reach 172.20.0.5'],
    ['https://192.168.1.20/', 'WeChat cannot reach 192.168.1.20'],
    ['https://169.254.10.1', 'WeChat cannot reach 169.254.10.1'],
    ['https://[::1]:8443', 'WeChat cannot reach ::1'],
    ['https://[fd12::5]', 'WeChat cannot reach fd12::5'],
  ])('refuses a production PUBLIC_URL of %s, where WeChat Pay cannot notify', (url, why) => {
    const production = {
      NODE_ENV: 'production',
      ...ownSecret,
      ...realCredentials,
      ...realSms,
      WECHAT_PAY_PUBLIC_KEY_ID: 'PUB_KEY_ID_0114',
      WECHAT_PAY_PUBLIC_KEY_PATH: '/keys/pub_key.pem',
    }
    const found = problems(url === undefined ? production : { ...production, PUBLIC_URL: url })
    expect(found).toHaveLength(1)
    expect(found[0]).toMatch(/^PUBLIC_URL/)
    expect(found[0]).toContain(why)
    expect(problems({ ...production, PUBLIC_URL: 'https://203.0.113.7' })).toEqual([])
    expect(problems({ ...production, PUBLIC_URL: 'https://pay.dianjing.example.com/' })).toEqual([])
  })

  it('uses real WeChat hosts when credentials are configured', () => {
    const config = loadConfig({ ...ownSecret, ...realCredentials })
    expect(config.wechat.simulator).toBe(false)
    expect(config.wechat.payBaseUrl).toBe('https://api.mch.weixin.qq.com')
  })
})

describe('TRUST_PROXY', () => {
  it('believes no proxy unless told, and reads a list of addresses and blocks', () => {
    expect(loadConfig({}).trustProxy).toEqual([])
    expect(loadConfig({ TRUST_PROXY: ' 127.0.0.1, 10.0.0.0/8 ,::1,fd00::/8 ' }).trustProxy).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      '::1',
      'fd00::/8',
    ])
  })

  it.each([
    'true',
    '*',
    'nginx',
    '10.0.0.0/33',
    '::1/129',
    '10.0.0.1/8/8',
    '10.0.0.1/x',
    '127.0.0.1,loopback',
  ])('refuses %j, naming TRUST_PROXY', (value) => {
    expect(problems({ TRUST_PROXY: value })).toEqual([
      expect.stringMatching(/^TRUST_PROXY=.* must be a comma-separated list of IP addresses or CIDR blocks/),
    ])
  })
})

describe('which simulators are served', () => {
  it('on a loopback address, each provider not configured', () => {
    for (const HOST of ['127.0.0.1', 'localhost', '::1']) {
      expect(loadConfig({ HOST }).simulators).toEqual({
        wechat: true,
        sms: true,
        alipay: true,
        public: false,
      })
    }
    expect(loadConfig({ ...ownSecret, ...realCredentials }).simulators).toEqual({
      wechat: false,
      sms: true,
      alipay: true,
      public: false,
    })
    expect(loadConfig({ ...ownSecret, ...realSms }).simulators).toEqual({
      wechat: true,
      sms: false,
      alipay: true,
      public: false,
    })
    expect(loadConfig({ ...ownSecret, ...realAlipay }).simulators).toEqual({
      wechat: true,
      sms: true,
      alipay: false,
      public: false,
    })
  })

  it('refuses to listen beyond this machine with a simulated provider, naming HOST', () => {
    const found = problems({ HOST: '0.0.0.0' })
    expect(found).toEqual([expect.stringMatching(/^HOST="0\.0\.0\.0" listens beyond this machine/)])
    expect(found[0]).toContain('SIMULATORS=on')
    expect(problems({ HOST: '192.168.1.20', ...ownSecret, ...realCredentials })).toEqual([
      expect.stringMatching(/^HOST=.* while SMS is not configured/),
    ])
    expect(problems({ HOST: '0.0.0.0', SIMULATORS: 'off' })).toEqual([expect.stringMatching(/^HOST=/)])
  })

  it('listens anywhere once every provider is real, serving no simulator', () => {
    const config = loadConfig({
      HOST: '0.0.0.0',
      ...ownSecret,
      ...realCredentials,
      ...realSms,
      ...realAlipay,
    })
    expect(config.simulators).toEqual({ wechat: false, sms: false, alipay: false, public: false })
  })

  it('SIMULATORS=on serves them to everyone as a declared demo', () => {
    const config = loadConfig({ HOST: '0.0.0.0', SIMULATORS: 'on' })
    expect(config.simulators).toEqual({ wechat: true, sms: true, alipay: true, public: true })
  })

  it('SIMULATORS=off serves none, even on loopback', () => {
    expect(loadConfig({ SIMULATORS: 'off' }).simulators).toEqual({
      wechat: false,
      sms: false,
      alipay: false,
      public: false,
    })
  })

  it('refuses a SIMULATORS value other than on and off', () => {
    expect(problems({ SIMULATORS: 'yes' })).toEqual([expect.stringMatching(/^SIMULATORS="yes"/)])
  })
})

describe('Alipay (public-key certificate mode)', () => {
  it('points the SDK at the simulator when unconfigured, at Alipay when configured', () => {
    expect(loadConfig({ PORT: '9000' }).alipay).toMatchObject({
      simulator: true,
      endpoint: 'http://127.0.0.1:9000/__alipay',
    })
    expect(loadConfig({ ...ownSecret, ...realAlipay }).alipay).toMatchObject({
      simulator: false,
      appId: '2021000123456789',
      endpoint: 'https://openapi.alipay.com',
    })
  })

  it('needs all five settings or none, naming each one missing', () => {
    expect(problems({ ...ownSecret, ALIPAY_APP_ID: realAlipay.ALIPAY_APP_ID })).toEqual([
      expect.stringMatching(/^ALIPAY_PRIVATE_KEY_PATH is required once any Alipay setting is set/),
      expect.stringMatching(/^ALIPAY_APP_CERT_PATH is required/),
      expect.stringMatching(/^ALIPAY_PUBLIC_CERT_PATH is required/),
      expect.stringMatching(/^ALIPAY_ROOT_CERT_PATH is required/),
    ])
    expect(problems({ ...ownSecret, ...realAlipay, ALIPAY_APP_ID: '2021' })).toEqual([
      expect.stringMatching(/^ALIPAY_APP_ID="2021" must be the Alipay app id/),
    ])
  })
})

describe('a real provider with a public session secret', () => {
  const environments = [
    ['NODE_ENV unset', {}],
    ['NODE_ENV=development', { NODE_ENV: 'development' }],
    ['NODE_ENV=test', { NODE_ENV: 'test' }],
    ['NODE_ENV=production', { NODE_ENV: 'production' }],
  ] as const
  const providers = [
    ['WeChat', realCredentials],
    ['Tencent Cloud SMS', realSms],
    ['Alipay', realAlipay],
  ] as const
  const secrets = [
    ['no SESSION_SECRET', {}],
    ['the development secret', { SESSION_SECRET: DEVELOPMENT_SECRET }],
  ] as const

  describe.each(environments)('with %s', (_label, environment) => {
    it.each(providers)('refuses %s credentials', (_name, credentials) => {
      for (const [, secret] of secrets) {
        const found = problems({ ...environment, ...credentials, ...secret })
        expect(found).toContainEqual(
          expect.stringMatching(/^SESSION_SECRET.* must be set to a secret of your own/),
        )
      }
    })

    it.each(providers)('takes %s credentials with a secret of its own', (_name, credentials) => {
      const found = problems({ ...environment, ...credentials, ...ownSecret })
      expect(found.filter((problem) => problem.startsWith('SESSION_SECRET'))).toEqual([])
    })
  })

  it('keeps the development secret for the simulators alone, off production', () => {
    expect(loadConfig({}).sessionSecret).toBe(DEVELOPMENT_SECRET)
    expect(loadConfig({ NODE_ENV: 'test' }).sessionSecret).toBe(DEVELOPMENT_SECRET)
  })
})

describe('GAME_LOGIN_KEYS', () => {
  it('reads id:base64key entries, the first encrypting, and names a bad one without printing keys', () => {
    const older = Buffer.alloc(32, 9).toString('base64')
    const keys = loadConfig({
      GAME_LOGIN_KEYS: ` k2026:${OWN_GAME_LOGIN_KEY} , k2025:${older}`,
    }).gameLoginKeys
    expect(keys.map((key) => key.id)).toEqual(['k2026', 'k2025'])
    expect(keys[0].key).toEqual(Buffer.alloc(32, 7))
    for (const bad of [
      'k1',
      `k1:${Buffer.alloc(16).toString('base64')}`,
      `k1:${OWN_GAME_LOGIN_KEY},k1:${older}`,
      `bad id:${OWN_GAME_LOGIN_KEY}`,
    ]) {
      const found = problems({ GAME_LOGIN_KEYS: bad })
      expect(found).toHaveLength(1)
      expect(found[0]).toMatch(/^GAME_LOGIN_KEYS /)
      expect(found[0]).not.toContain(OWN_GAME_LOGIN_KEY)
    }
  })

  it('has a development key outside production, and production refuses to run without its own', () => {
    expect(loadConfig({}).gameLoginKeys[0].key).toHaveLength(32)
    const production = {
      NODE_ENV: 'production',
      PUBLIC_URL,
      ...ownSecret,
      ...realCredentials,
      ...realSms,
      WECHAT_PAY_PUBLIC_KEY_ID: 'PUB_KEY_ID_0114',
      WECHAT_PAY_PUBLIC_KEY_PATH: '/keys/pub_key.pem',
    }
    expect(problems(production)).toEqual([])
    const { GAME_LOGIN_KEYS: _, ...withoutKeys } = production
    expect(problems(withoutKeys)).toEqual([
      expect.stringMatching(/^GAME_LOGIN_KEYS is required in production/),
    ])
    const developmentKey = `dev:${loadConfig({}).gameLoginKeys[0].key.toString('base64')}`
    expect(problems({ ...production, GAME_LOGIN_KEYS: developmentKey })).toHaveLength(1)
  })
})

describe('METRICS_TOKEN', () => {
  it('is unset by default (loopback only), taken trimmed, and a weak one refused without printing it', () => {
    expect(loadConfig({}).metricsToken).toBeUndefined()
    const token = `metrics-${'a'.repeat(24)}0123456789`
    expect(loadConfig({ METRICS_TOKEN: ` ${token} ` }).metricsToken).toBe(token)
    for (const weak of ['short', `${'a'.repeat(20)} ${'b'.repeat(20)}`]) {
      const found = problems({ METRICS_TOKEN: weak })
      expect(found).toEqual([expect.stringMatching(/^METRICS_TOKEN must be at least 32 printable/)])
      expect(found[0]).not.toContain(weak)
    }
  })
})

describe('S3 uploads (decision 026)', () => {
  const bucket = {
    S3_ENDPOINT: 'https://cos.ap-guangzhou.myqcloud.com',
    S3_REGION: 'ap-guangzhou',
    S3_BUCKET: 'dianjing-1250000000',
    S3_ACCESS_KEY_ID: 'AKIDexample',
    S3_SECRET_ACCESS_KEY: 'secret-key-never-printed',
  }

  it('keeps uploads on the local disk unless a bucket is configured', () => {
    expect(loadConfig({}).s3).toBeUndefined()
    expect(loadConfig({ S3_SIGNED_URLS: 'true', S3_FORCE_PATH_STYLE: 'true' }).s3).toBeUndefined()
  })

  it('streams through the app by default; signed or public serving redirects to an origin the pages allow', () => {
    expect(loadConfig(bucket).s3).toEqual({
      endpoint: bucket.S3_ENDPOINT,
      region: 'ap-guangzhou',
      bucket: 'dianjing-1250000000',
      credentials: { accessKeyId: 'AKIDexample', secretAccessKey: 'secret-key-never-printed' },
      forcePathStyle: false,
      serving: 'stream',
      publicUrl: undefined,
      imageOrigin: undefined,
    })
    expect(loadConfig({ ...bucket, S3_SIGNED_URLS: 'true' }).s3).toMatchObject({
      serving: 'signed',
      imageOrigin: 'https://dianjing-1250000000.cos.ap-guangzhou.myqcloud.com',
    })
    expect(
      loadConfig({
        ...bucket,
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_FORCE_PATH_STYLE: 'true',
        S3_SIGNED_URLS: 'true',
      }).s3,
    ).toMatchObject({ forcePathStyle: true, imageOrigin: 'http://127.0.0.1:9000' })
    expect(loadConfig({ ...bucket, S3_PUBLIC_URL: 'https://img.example.com/uploads/' }).s3).toMatchObject({
      serving: 'public',
      publicUrl: 'https://img.example.com/uploads',
      imageOrigin: 'https://img.example.com',
    })
    const { S3_ACCESS_KEY_ID: _, S3_SECRET_ACCESS_KEY: __, ...withoutKeys } = bucket
    expect(loadConfig(withoutKeys).s3?.credentials).toBeUndefined()
  })

  it('names what is missing or wrong, and never prints the secret key', () => {
    expect(problems({ S3_ENDPOINT: 'http://127.0.0.1:9000' })).toEqual([
      expect.stringMatching(/^S3_BUCKET is required once any S3_ setting is set/),
      expect.stringMatching(/^S3_REGION is required once any S3_ setting is set/),
    ])
    const secretOnly = problems({ ...bucket, S3_ACCESS_KEY_ID: '' })
    expect(secretOnly).toEqual([expect.stringMatching(/^S3_ACCESS_KEY_ID="" is required with its pair/)])
    const keyOnly = problems({ ...bucket, S3_SECRET_ACCESS_KEY: '' })
    expect(keyOnly).toEqual([expect.stringMatching(/^S3_SECRET_ACCESS_KEY is required with its pair/)])
    expect(problems({ ...bucket, S3_BUCKET: 'My_Bucket' })).toEqual([
      expect.stringMatching(/^S3_BUCKET="My_Bucket" must be a bucket name/),
    ])
    expect(problems({ ...bucket, S3_ENDPOINT: 'cos.example.com' })).toEqual([
      expect.stringMatching(/^S3_ENDPOINT="cos.example.com" must be an http/),
    ])
    expect(problems({ ...bucket, S3_SIGNED_URLS: 'yes' })).toEqual([
      expect.stringMatching(/^S3_SIGNED_URLS="yes"/),
    ])
    expect(problems({ ...bucket, S3_PUBLIC_URL: 'https://img.example.com', S3_SIGNED_URLS: 'true' })).toEqual(
      [expect.stringMatching(/^S3_SIGNED_URLS="true" cannot be true with S3_PUBLIC_URL/)],
    )
    expect(secretOnly.join('\n')).not.toContain('secret-key-never-printed')
  })

  it('in production, wants https where the browser fetches the images itself', () => {
    const production = { ...ownSecret, ...realCredentials, ...realSms, NODE_ENV: 'production', PUBLIC_URL }
    const keyed = {
      ...production,
      WECHAT_PAY_PUBLIC_KEY_ID: 'PUB_KEY_ID_0112345678902025010100000000000000',
      WECHAT_PAY_PUBLIC_KEY_PATH: '/keys/pub_key.pem',
    }
    expect(problems({ ...keyed, ...bucket })).toEqual([])
    expect(problems({ ...keyed, ...bucket, S3_ENDPOINT: 'http://minio.internal:9000' })).toEqual([])
    expect(
      problems({ ...keyed, ...bucket, S3_ENDPOINT: 'http://minio.internal:9000', S3_SIGNED_URLS: 'true' }),
    ).toEqual([
      expect.stringMatching(
        /^S3_ENDPOINT="http:\/\/minio.internal:9000" must be an https:\/\/ address browsers can reach/,
      ),
    ])
    expect(problems({ ...keyed, ...bucket, S3_PUBLIC_URL: 'http://img.example.com' })).toEqual([
      expect.stringMatching(
        /^S3_PUBLIC_URL="http:\/\/img.example.com" must be an https:\/\/ address in production/,
      ),
    ])
  })
})
