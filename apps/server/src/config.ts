import net from 'node:net'
import path from 'node:path'
import { z } from 'zod'
import { type GameLoginKeyring, parseGameLoginKeys } from './lib/game-login-crypto.ts'

const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined))

const postgresUrl = optionalText.refine((value) => !value || /^postgres(ql)?:\/\/.+/.test(value), {
  message: 'must be a postgres:// or postgresql:// connection URL',
})

const redisUrl = optionalText.refine((value) => !value || /^rediss?:\/\/.+/.test(value), {
  message: 'must be a redis:// or rediss:// URL',
})

const httpUrl = optionalText.refine((value) => !value || /^https?:\/\/[^\s]+$/.test(value), {
  message: 'must be an http:// or https:// URL',
})

/** An address or a CIDR block (`10.0.0.0/8`, `::1`), as TRUST_PROXY lists them. */
function isAddressOrBlock(entry: string): boolean {
  const [address = '', bits, ...rest] = entry.split('/')
  const family = net.isIP(address)
  if (family === 0 || rest.length > 0) return false
  if (bits === undefined) return true
  const max = family === 4 ? 32 : 128
  return /^\d{1,3}$/.test(bits) && Number(bits) <= max
}

const proxyList = optionalText
  .transform((value) =>
    (value ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean),
  )
  .refine((entries) => entries.every(isAddressOrBlock), {
    message: 'must be a comma-separated list of IP addresses or CIDR blocks (e.g. 127.0.0.1,10.0.0.0/8)',
  })

/** A limit: a count above zero. */
const limit = (fallback: number) =>
  z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .default(fallback)

/** Addresses WeChat's servers cannot call: loopback, private, link-local and shared (carrier) networks. */
const UNREACHABLE_FROM_OUTSIDE = (() => {
  const blocks = new net.BlockList()
  for (const [network, bits] of [
    ['0.0.0.0', 8],
    ['10.0.0.0', 8],
    ['100.64.0.0', 10],
    ['127.0.0.0', 8],
    ['169.254.0.0', 16],
    ['172.16.0.0', 12],
    ['192.168.0.0', 16],
  ] as const)
    blocks.addSubnet(network, bits, 'ipv4')
  for (const [network, bits] of [
    ['::', 127],
    ['fc00::', 7],
    ['fe80::', 10],
  ] as const)
    blocks.addSubnet(network, bits, 'ipv6')
  return blocks
})()

/**
 * Why WeChat Pay could not deliver its notifications to `PUBLIC_URL` (it calls `<PUBLIC_URL>/boot/wxPay/notify`
 * and `…/refundNotify`, https only, from the internet), or undefined when it can.
 */
export function unreachablePublicUrl(value: string | undefined): string | undefined {
  if (!value) {
    return 'is required in production: WeChat Pay sends payment and refund notifications to <PUBLIC_URL>/boot/wxPay/notify'
  }
  const url = new URL(value)
  if (url.protocol !== 'https:')
    return 'must be an https:// address in production: WeChat Pay calls only https notify URLs'
  const host = url.hostname.replace(/^\[|\]$/g, '').toLowerCase()
  const family = net.isIP(host)
  const inside =
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    (family !== 0 && UNREACHABLE_FROM_OUTSIDE.check(host, family === 4 ? 'ipv4' : 'ipv6'))
  return inside ? `must be a public address in production: WeChat cannot reach ${host}` : undefined
}

const DEV_SESSION_SECRET = 'development-only-secret-never-used-in-production!'

/**
 * The game-login key outside production when none is configured (decision 025): public, since it is in
 * the source, like the session secret's default; production refuses to start without keys of its own.
 */
const DEV_GAME_LOGIN_KEYS = `dev:${Buffer.from('development-only-game-login-key!').toString('base64')}`

/** Settings whose value is key material: a problem with one is reported without its value. */
const SECRET_SETTINGS = new Set(['GAME_LOGIN_KEYS', 'METRICS_TOKEN', 'S3_SECRET_ACCESS_KEY'])

/** Bucket names as S3, COS (`name-appid`), OSS and MinIO all accept them. */
const BUCKET_NAME = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/

/** The settings that turn the S3 store on; the two switches alone do not. */
const S3_KEYS = [
  'S3_ENDPOINT',
  'S3_REGION',
  'S3_BUCKET',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_PUBLIC_URL',
] as const

const environmentSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    HOST: z.string().trim().min(1).default('127.0.0.1'),
    /** Proxies whose X-Forwarded-For is believed; anyone else's is ignored (issue 18). */
    TRUST_PROXY: proxyList,
    /** `on`: serve the simulators whatever the address (a public demo); `off`: never; unset: on loopback only. */
    SIMULATORS: z.enum(['on', 'off']).optional(),
    PORT: z.coerce
      .number({ error: 'must be a number' })
      .int('must be a whole number')
      .min(0, 'must be between 0 and 65535')
      .max(65535, 'must be between 0 and 65535')
      .default(8080),
    DATA_DIR: z.string().trim().min(1, 'must not be empty').default('./data'),
    DATABASE_URL: postgresUrl,
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1, 'must be at least 1').max(200).default(10),
    REDIS_URL: redisUrl,
    PUBLIC_URL: httpUrl,
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    SESSION_SECRET: optionalText.refine((value) => !value || value.length >= 32, {
      message: 'must be at least 32 characters',
    }),
    ADMIN_PHONE: optionalText.refine((value) => !value || /^1[3-9]\d{9}$/.test(value), {
      message: 'must be an 11-digit mobile number starting with 1',
    }),
    ADMIN_PASSWORD: optionalText.refine((value) => !value || value.length >= 8, {
      message: 'must be at least 8 characters',
    }),
    SEED_DEMO_DATA: z.enum(['true', 'false']).default('true'),
    /**
     * Keys of the customers' game logins (decision 025): comma-separated `id:base64key` (32 bytes each);
     * the first encrypts, the others only decrypt until `npm run rotate-game-login-key` has moved every
     * login to the first.
     */
    GAME_LOGIN_KEYS: optionalText.superRefine((value, ctx) => {
      const parsed = value ? parseGameLoginKeys(value) : undefined
      if (typeof parsed === 'string') ctx.addIssue({ code: 'custom', message: parsed })
    }),
    /** Lets Prometheus read GET /metrics from another machine (`Authorization: Bearer …`); decision 027. */
    METRICS_TOKEN: optionalText.refine((value) => !value || /^[\x21-\x7e]{32,}$/.test(value), {
      message: 'must be at least 32 printable characters without spaces (openssl rand -hex 32)',
    }),
    /** Uploads on an S3-compatible store (decision 026); unset: the local disk under DATA_DIR/uploads. */
    S3_ENDPOINT: httpUrl,
    S3_REGION: optionalText,
    S3_BUCKET: optionalText.refine((value) => !value || BUCKET_NAME.test(value), {
      message: 'must be a bucket name: 3-63 lowercase letters, digits, dots and hyphens',
    }),
    S3_ACCESS_KEY_ID: optionalText,
    S3_SECRET_ACCESS_KEY: optionalText,
    S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).default('false'),
    S3_PUBLIC_URL: httpUrl,
    S3_SIGNED_URLS: z.enum(['true', 'false']).default('false'),
    WECHAT_APP_ID: optionalText,
    WECHAT_APP_SECRET: optionalText,
    WECHAT_MCH_ID: optionalText,
    WECHAT_MCH_CERT_SERIAL: optionalText,
    WECHAT_MCH_PRIVATE_KEY_PATH: optionalText,
    WECHAT_API_V3_KEY: optionalText.refine((value) => !value || Buffer.byteLength(value) === 32, {
      message: 'must be exactly 32 bytes',
    }),
    WECHAT_PAY_PUBLIC_KEY_ID: optionalText.refine((value) => !value || value.startsWith('PUB_KEY_ID_'), {
      message: 'must be the public key id WeChat Pay shows, starting PUB_KEY_ID_',
    }),
    WECHAT_PAY_PUBLIC_KEY_PATH: optionalText,
    /**
     * How WeChat Pay signs for this merchant (docs/operations.md): its public key, its platform
     * certificates (downloaded), or both while WeChat moves the merchant from certificates to the key.
     */
    WECHAT_PAY_KEY_MODE: z.enum(['public-key', 'certificates', 'both']).default('public-key'),
    /** The WeChat simulator refuses what WeChat refuses only in production (http notify URLs). */
    WECHAT_SIM_PRODUCTION: z.enum(['true', 'false']).default('false'),
    WECHAT_OAUTH_BASE_URL: httpUrl,
    WECHAT_API_BASE_URL: httpUrl,
    WECHAT_PAY_BASE_URL: httpUrl,
    TENCENT_SMS_SECRET_ID: optionalText,
    TENCENT_SMS_SECRET_KEY: optionalText,
    TENCENT_SMS_SDK_APP_ID: optionalText.refine((value) => !value || /^\d+$/.test(value), {
      message: 'must be the SMS application id (digits)',
    }),
    TENCENT_SMS_SIGN_NAME: optionalText,
    TENCENT_SMS_TEMPLATE_ID: optionalText.refine((value) => !value || /^\d+$/.test(value), {
      message: 'must be the template id (digits)',
    }),
    TENCENT_SMS_REGION: z.string().trim().min(1).default('ap-guangzhou'),
    TENCENT_SMS_ENDPOINT: optionalText,
    ALIPAY_APP_ID: optionalText.refine((value) => !value || /^\d{16}$/.test(value), {
      message: 'must be the Alipay app id (16 digits)',
    }),
    ALIPAY_PRIVATE_KEY_PATH: optionalText,
    ALIPAY_APP_CERT_PATH: optionalText,
    ALIPAY_PUBLIC_CERT_PATH: optionalText,
    ALIPAY_ROOT_CERT_PATH: optionalText,
    ALIPAY_ENDPOINT: httpUrl,
    LIMIT_REGISTER_PER_ADDRESS_HOUR: limit(10),
    LIMIT_SMS_PER_ADDRESS_HOUR: limit(20),
    LIMIT_SMS_PER_PHONE_DAY: limit(10),
    LIMIT_UNPAID_ORDERS: limit(10),
    LIMIT_PREPAY_PER_MINUTE: limit(10),
    LIMIT_APPLY_REFUND_PER_MINUTE: limit(5),
    LIMIT_UPLOAD_PER_MINUTE: limit(20),
    /** How often each process runs its periodic jobs (reconciliation, template messages, …), in seconds. */
    JOBS_EVERY_SECONDS: z.coerce
      .number()
      .int('must be a whole number of seconds')
      .min(1, 'must be at least 1')
      .max(3600, 'must be at most 3600')
      .default(60),
    /**
     * How long a request holds its Idempotency-Key before a retry may take it over (lib/idempotency.ts):
     * longer than any idempotent write takes, payOrder's call to WeChat (10 s timeout) included.
     */
    IDEMPOTENCY_LEASE_SECONDS: z.coerce
      .number()
      .int('must be a whole number of seconds')
      .min(1, 'must be at least 1')
      .max(600, 'must be at most 600')
      .default(30),
    /** The simulator's notification retry schedule is WeChat's times this factor (tests compress it). */
    WECHAT_SIM_TIME_SCALE: z.coerce.number().positive('must be a positive number').max(1).default(1),
  })
  .superRefine((env, ctx) => {
    const wechatKeys = [
      'WECHAT_APP_ID',
      'WECHAT_APP_SECRET',
      'WECHAT_MCH_ID',
      'WECHAT_MCH_CERT_SERIAL',
      'WECHAT_MCH_PRIVATE_KEY_PATH',
      'WECHAT_API_V3_KEY',
    ] as const
    const given = wechatKeys.filter((key) => env[key])
    if (given.length > 0 && given.length < wechatKeys.length) {
      for (const key of wechatKeys.filter((k) => !env[k])) {
        ctx.addIssue({
          code: 'custom',
          path: [key],
          message: 'is required once any WeChat credential is set',
        })
      }
    }
    const smsKeys = [
      'TENCENT_SMS_SECRET_ID',
      'TENCENT_SMS_SECRET_KEY',
      'TENCENT_SMS_SDK_APP_ID',
      'TENCENT_SMS_SIGN_NAME',
      'TENCENT_SMS_TEMPLATE_ID',
    ] as const
    const smsGiven = smsKeys.filter((key) => env[key])
    if (smsGiven.length > 0 && smsGiven.length < smsKeys.length) {
      for (const key of smsKeys.filter((k) => !env[k])) {
        ctx.addIssue({
          code: 'custom',
          path: [key],
          message: 'is required once any Tencent Cloud SMS setting is set',
        })
      }
    }
    const alipayKeys = [
      'ALIPAY_APP_ID',
      'ALIPAY_PRIVATE_KEY_PATH',
      'ALIPAY_APP_CERT_PATH',
      'ALIPAY_PUBLIC_CERT_PATH',
      'ALIPAY_ROOT_CERT_PATH',
    ] as const
    const alipayGiven = alipayKeys.filter((key) => env[key])
    if (alipayGiven.length > 0 && alipayGiven.length < alipayKeys.length) {
      for (const key of alipayKeys.filter((k) => !env[k])) {
        ctx.addIssue({
          code: 'custom',
          path: [key],
          message: 'is required once any Alipay setting is set (public-key certificate mode)',
        })
      }
    }
    const s3Given = S3_KEYS.filter((key) => env[key])
    if (s3Given.length > 0) {
      for (const key of ['S3_BUCKET', 'S3_REGION'] as const) {
        if (!env[key])
          ctx.addIssue({ code: 'custom', path: [key], message: 'is required once any S3_ setting is set' })
      }
    }
    if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
      ctx.addIssue({
        code: 'custom',
        path: [env.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID'],
        message:
          'is required with its pair (or neither: the SDK finds the credentials itself, e.g. an instance role)',
      })
    }
    if (env.S3_PUBLIC_URL && env.S3_SIGNED_URLS === 'true') {
      ctx.addIssue({
        code: 'custom',
        path: ['S3_SIGNED_URLS'],
        message:
          'cannot be true with S3_PUBLIC_URL: files are served either from the public base or by signed URLs',
      })
    }
    // A real provider with a public session secret: anyone could sign an openId handle and take a session.
    if (
      (given.length > 0 || smsGiven.length > 0 || alipayGiven.length > 0) &&
      (!env.SESSION_SECRET || env.SESSION_SECRET === DEV_SESSION_SECRET)
    ) {
      ctx.addIssue({
        code: 'custom',
        path: ['SESSION_SECRET'],
        message:
          'must be set to a secret of your own (32+ characters) once a real WeChat, SMS or Alipay credential is set',
      })
    }
    const simulated = given.length === 0 || smsGiven.length === 0
    if (simulated && env.SIMULATORS !== 'on' && !isLoopback(env.HOST) && env.NODE_ENV !== 'production') {
      ctx.addIssue({
        code: 'custom',
        path: ['HOST'],
        message: `listens beyond this machine while ${given.length === 0 ? 'WeChat' : 'SMS'} is not configured: configure it, or set SIMULATORS=on to serve the simulators to everyone who can reach this address (a demo, never real money)`,
      })
    }
    if (env.NODE_ENV === 'production') {
      if (smsGiven.length === 0) {
        ctx.addIssue({
          code: 'custom',
          path: ['TENCENT_SMS_SECRET_ID'],
          message: 'production needs a real SMS provider; the SMS simulator is refused there',
        })
      }
      if (given.length === 0) {
        ctx.addIssue({
          code: 'custom',
          path: ['WECHAT_APP_ID'],
          message: 'production needs real WeChat credentials; the WeChat simulator is refused there',
        })
      }
      if (given.length > 0 && env.WECHAT_PAY_KEY_MODE === 'certificates') {
        // A key that is configured but never used hides a mode left half-switched.
        for (const key of ['WECHAT_PAY_PUBLIC_KEY_ID', 'WECHAT_PAY_PUBLIC_KEY_PATH'] as const) {
          if (env[key]) {
            ctx.addIssue({
              code: 'custom',
              path: [key],
              message:
                'is set while WECHAT_PAY_KEY_MODE=certificates ignores it: set WECHAT_PAY_KEY_MODE=both during the switch to the public key, or public-key after it',
            })
          }
        }
      }
      if (given.length > 0 && env.WECHAT_PAY_KEY_MODE !== 'certificates') {
        // Without WeChat Pay's public key nothing WeChat sends can be verified: every notification
        // would be refused and no query answer trusted, so payments would never be confirmed.
        for (const key of ['WECHAT_PAY_PUBLIC_KEY_ID', 'WECHAT_PAY_PUBLIC_KEY_PATH'] as const) {
          if (!env[key]) {
            ctx.addIssue({
              code: 'custom',
              path: [key],
              message: `is required in production with WECHAT_PAY_KEY_MODE=${env.WECHAT_PAY_KEY_MODE}: WeChat Pay notifications and answers are verified with this public key (or set WECHAT_PAY_KEY_MODE=certificates)`,
            })
          }
        }
      }
      if (!env.SESSION_SECRET) {
        ctx.addIssue({ code: 'custom', path: ['SESSION_SECRET'], message: 'is required in production' })
      }
      if (!env.GAME_LOGIN_KEYS || env.GAME_LOGIN_KEYS === DEV_GAME_LOGIN_KEYS) {
        ctx.addIssue({
          code: 'custom',
          path: ['GAME_LOGIN_KEYS'],
          message:
            'is required in production: id:base64key of a key of your own (openssl rand -base64 32) encrypts customers’ game logins',
        })
      }
      // The pages are https: a browser blocks or rewrites an http image, and the images of the two
      // redirect modes are loaded by the browser from these addresses.
      if (env.S3_PUBLIC_URL?.startsWith('http://')) {
        ctx.addIssue({
          code: 'custom',
          path: ['S3_PUBLIC_URL'],
          message: 'must be an https:// address in production: the browser loads the images from it',
        })
      }
      if (env.S3_SIGNED_URLS === 'true' && env.S3_ENDPOINT?.startsWith('http://')) {
        ctx.addIssue({
          code: 'custom',
          path: ['S3_ENDPOINT'],
          message:
            'must be an https:// address browsers can reach in production with S3_SIGNED_URLS=true: the browser loads the signed URLs from it',
        })
      }
      const publicUrlProblem = unreachablePublicUrl(env.PUBLIC_URL)
      if (publicUrlProblem) ctx.addIssue({ code: 'custom', path: ['PUBLIC_URL'], message: publicUrlProblem })
    }
  })

export type Environment = z.infer<typeof environmentSchema>

/** Where uploads are kept: an S3-compatible bucket (decision 026). */
export interface S3Settings {
  /** COS, OSS, MinIO…; unset: AWS's own endpoint for the region. */
  endpoint: string | undefined
  region: string
  bucket: string
  /** Unset: the SDK's default chain (environment, instance role, ~/.aws). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined
  forcePathStyle: boolean
  /**
   * How `/boot/files/…` answers: `stream` from the bucket through the app with the local files' headers;
   * `signed`, a redirect to a short-lived presigned URL; `public`, a redirect to `publicUrl` + key.
   */
  serving: 'stream' | 'signed' | 'public'
  /** The public base (bucket website or CDN), no trailing slash; only with `serving: 'public'`. */
  publicUrl: string | undefined
  /**
   * The origin the browser is redirected to for images (signed or public), which the pages' CSP must
   * allow as an image source; undefined when streamed (same origin).
   */
  imageOrigin: string | undefined
}

/** The origin of the presigned GetObject URLs the SDK builds for these settings (path or virtual host). */
function presignedOrigin(env: Environment, bucket: string, region: string): string {
  const base = new URL(env.S3_ENDPOINT ?? `https://s3.${region}.amazonaws.com`)
  // The SDK falls back to the path style for names that cannot be a host label (dots under TLS).
  const pathStyle = env.S3_FORCE_PATH_STYLE === 'true' || (base.protocol === 'https:' && bucket.includes('.'))
  return pathStyle ? base.origin : `${base.protocol}//${bucket}.${base.host}`
}

function s3Settings(env: Environment): S3Settings | undefined {
  if (!env.S3_BUCKET || !env.S3_REGION) return undefined
  const serving = env.S3_PUBLIC_URL ? 'public' : env.S3_SIGNED_URLS === 'true' ? 'signed' : 'stream'
  const publicUrl = env.S3_PUBLIC_URL?.replace(/\/+$/, '')
  return {
    endpoint: env.S3_ENDPOINT,
    region: env.S3_REGION,
    bucket: env.S3_BUCKET,
    credentials:
      env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
        : undefined,
    forcePathStyle: env.S3_FORCE_PATH_STYLE === 'true',
    serving,
    publicUrl,
    imageOrigin:
      serving === 'public' && publicUrl
        ? new URL(publicUrl).origin
        : serving === 'signed'
          ? presignedOrigin(env, env.S3_BUCKET, env.S3_REGION)
          : undefined,
  }
}

/** Whether a listening address reaches only this machine. */
export function isLoopback(host: string): boolean {
  return host === 'localhost' || host === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host)
}

export interface Config {
  env: Environment['NODE_ENV']
  host: string
  port: number
  /** Proxies whose X-Forwarded-For names the client; empty: the connection's own address is the client's. */
  trustProxy: string[]
  /**
   * Which bundled simulators are served (issue 18): a provider's simulator only when that provider is
   * not configured, on a loopback address or with SIMULATORS=on; `public` when SIMULATORS=on, which also
   * lets the WeChat simulator's authorize page list its test users.
   */
  simulators: { wechat: boolean; sms: boolean; alipay: boolean; public: boolean }
  dataDir: string
  /** Uploads on an S3-compatible store; undefined: on the local disk under `dataDir/uploads`. */
  s3: S3Settings | undefined
  databaseUrl: string | undefined
  databasePoolSize: number
  redisUrl: string | undefined
  publicUrl: string
  logLevel: Environment['LOG_LEVEL']
  sessionSecret: string
  /** Keys of the customers' game logins; the first encrypts (decision 025). */
  gameLoginKeys: GameLoginKeyring
  /** The bearer token that reads GET /metrics from beyond loopback; unset: loopback only (decision 027). */
  metricsToken: string | undefined
  admin: { phone: string | undefined; password: string | undefined }
  seedDemoData: boolean
  sms: {
    /** No Tencent Cloud SMS account configured: the bundled simulator at /__sms receives the messages. */
    simulator: boolean
    secretId: string
    secretKey: string
    sdkAppId: string
    signName: string
    templateId: string
    region: string
    /** host[:port][/path] as the SDK takes it, and the protocol to reach it. */
    endpoint: string
    protocol: 'https://' | 'http://'
  }
  /** How often each process runs its periodic jobs, in milliseconds. */
  jobsEveryMs: number
  /** How long a claimed Idempotency-Key is its request's before a retry may take it over. */
  idempotencyLeaseSeconds: number
  limits: {
    registerPerAddressHour: number
    smsPerAddressHour: number
    smsPerPhoneDay: number
    unpaidOrders: number
    prepayPerMinute: number
    applyRefundPerMinute: number
    uploadPerMinute: number
  }
  alipay: {
    /** No Alipay app configured: the bundled simulator at /__alipay pays the transfers. */
    simulator: boolean
    appId: string | undefined
    privateKeyPath: string | undefined
    appCertPath: string | undefined
    publicCertPath: string | undefined
    rootCertPath: string | undefined
    /** The OpenAPI v3 endpoint the SDK calls (its `endpoint` option). */
    endpoint: string
  }
  wechat: {
    /** No credentials configured: the bundled simulator at /__wechat stands in for WeChat. */
    simulator: boolean
    appId: string
    appSecret: string
    mchId: string
    mchCertSerial: string | undefined
    mchPrivateKeyPath: string | undefined
    apiV3Key: string | undefined
    payPublicKeyId: string | undefined
    payPublicKeyPath: string | undefined
    /** Which of WeChat Pay's keys verify its answers and notifications; the simulator acts the same. */
    keyMode: 'public-key' | 'certificates' | 'both'
    oauthBaseUrl: string
    apiBaseUrl: string
    payBaseUrl: string
    /** Factor on the simulator's delays (notification retries, refund processing). */
    simulatorTimeScale: number
    /** The simulator refuses what WeChat refuses only in production (http notify URLs). */
    simulatorProduction: boolean
  }
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`)
    this.name = 'ConfigError'
  }
}

/**
 * The account the SMS simulator knows, used when no Tencent Cloud SMS account is configured. Its key is
 * no secret: the simulator is served only on this machine's own address or as a declared demo.
 */
export const SMS_SIMULATOR_ACCOUNT = {
  secretId: 'AKIDsimulatorSmsAccount0000000000000',
  secretKey: 'simulatorSmsSecretKey000000000000',
  sdkAppId: '1400000000',
  signName: '电竞陪练',
  templateId: '1000001',
} as const

/** Reads and checks the environment; every bad value is reported by name, all at once. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = environmentSchema.safeParse(source)
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => {
        const key = String(issue.path[0] ?? 'environment')
        const value = SECRET_SETTINGS.has(key) ? undefined : source[key]
        return `${key}${value === undefined ? '' : `=${JSON.stringify(value)}`} ${issue.message}`
      }),
    )
  }
  const env = parsed.data
  const publicUrl = (env.PUBLIC_URL ?? `http://127.0.0.1:${env.PORT}`).replace(/\/$/, '')
  const simulator = !env.WECHAT_APP_ID
  const smsSimulator = !env.TENCENT_SMS_SECRET_ID
  const alipaySimulator = !env.ALIPAY_APP_ID
  const servesSimulators =
    env.NODE_ENV !== 'production' &&
    (env.SIMULATORS === 'on' || (env.SIMULATORS !== 'off' && isLoopback(env.HOST)))
  const smsEndpoint =
    env.TENCENT_SMS_ENDPOINT ??
    (smsSimulator ? `${publicUrl.replace(/^https?:\/\//, '')}/__sms` : 'sms.tencentcloudapi.com')
  return {
    env: env.NODE_ENV,
    host: env.HOST,
    port: env.PORT,
    trustProxy: env.TRUST_PROXY,
    simulators: {
      wechat: simulator && servesSimulators,
      sms: smsSimulator && servesSimulators,
      alipay: alipaySimulator && servesSimulators,
      public: env.SIMULATORS === 'on',
    },
    dataDir: path.resolve(env.DATA_DIR),
    s3: s3Settings(env),
    databaseUrl: env.DATABASE_URL,
    databasePoolSize: env.DATABASE_POOL_SIZE,
    redisUrl: env.REDIS_URL,
    publicUrl,
    logLevel: env.LOG_LEVEL,
    sessionSecret: env.SESSION_SECRET ?? DEV_SESSION_SECRET,
    gameLoginKeys: parseGameLoginKeys(env.GAME_LOGIN_KEYS ?? DEV_GAME_LOGIN_KEYS) as GameLoginKeyring,
    metricsToken: env.METRICS_TOKEN,
    admin: { phone: env.ADMIN_PHONE, password: env.ADMIN_PASSWORD },
    seedDemoData: env.SEED_DEMO_DATA === 'true',
    sms: {
      simulator: smsSimulator,
      secretId: env.TENCENT_SMS_SECRET_ID ?? SMS_SIMULATOR_ACCOUNT.secretId,
      secretKey: env.TENCENT_SMS_SECRET_KEY ?? SMS_SIMULATOR_ACCOUNT.secretKey,
      sdkAppId: env.TENCENT_SMS_SDK_APP_ID ?? SMS_SIMULATOR_ACCOUNT.sdkAppId,
      signName: env.TENCENT_SMS_SIGN_NAME ?? SMS_SIMULATOR_ACCOUNT.signName,
      templateId: env.TENCENT_SMS_TEMPLATE_ID ?? SMS_SIMULATOR_ACCOUNT.templateId,
      region: env.TENCENT_SMS_REGION,
      endpoint: smsEndpoint.replace(/^https?:\/\//, ''),
      protocol:
        /^http:\/\//.test(smsEndpoint) || (smsSimulator && publicUrl.startsWith('http://'))
          ? 'http://'
          : 'https://',
    },
    jobsEveryMs: env.JOBS_EVERY_SECONDS * 1000,
    idempotencyLeaseSeconds: env.IDEMPOTENCY_LEASE_SECONDS,
    limits: {
      registerPerAddressHour: env.LIMIT_REGISTER_PER_ADDRESS_HOUR,
      smsPerAddressHour: env.LIMIT_SMS_PER_ADDRESS_HOUR,
      smsPerPhoneDay: env.LIMIT_SMS_PER_PHONE_DAY,
      unpaidOrders: env.LIMIT_UNPAID_ORDERS,
      prepayPerMinute: env.LIMIT_PREPAY_PER_MINUTE,
      applyRefundPerMinute: env.LIMIT_APPLY_REFUND_PER_MINUTE,
      uploadPerMinute: env.LIMIT_UPLOAD_PER_MINUTE,
    },
    alipay: {
      simulator: alipaySimulator,
      appId: env.ALIPAY_APP_ID,
      privateKeyPath: env.ALIPAY_PRIVATE_KEY_PATH,
      appCertPath: env.ALIPAY_APP_CERT_PATH,
      publicCertPath: env.ALIPAY_PUBLIC_CERT_PATH,
      rootCertPath: env.ALIPAY_ROOT_CERT_PATH,
      endpoint: (
        env.ALIPAY_ENDPOINT ?? (alipaySimulator ? `${publicUrl}/__alipay` : 'https://openapi.alipay.com')
      ).replace(/\/$/, ''),
    },
    wechat: {
      simulator,
      appId: env.WECHAT_APP_ID ?? 'wx_simulator_app',
      appSecret: env.WECHAT_APP_SECRET ?? 'simulator-secret',
      mchId: env.WECHAT_MCH_ID ?? '1900000001',
      mchCertSerial: env.WECHAT_MCH_CERT_SERIAL,
      mchPrivateKeyPath: env.WECHAT_MCH_PRIVATE_KEY_PATH,
      apiV3Key: env.WECHAT_API_V3_KEY,
      payPublicKeyId: env.WECHAT_PAY_PUBLIC_KEY_ID,
      payPublicKeyPath: env.WECHAT_PAY_PUBLIC_KEY_PATH,
      keyMode: env.WECHAT_PAY_KEY_MODE,
      oauthBaseUrl:
        env.WECHAT_OAUTH_BASE_URL ?? (simulator ? `${publicUrl}/__wechat` : 'https://open.weixin.qq.com'),
      apiBaseUrl:
        env.WECHAT_API_BASE_URL ?? (simulator ? `${publicUrl}/__wechat` : 'https://api.weixin.qq.com'),
      payBaseUrl:
        env.WECHAT_PAY_BASE_URL ?? (simulator ? `${publicUrl}/__wechat` : 'https://api.mch.weixin.qq.com'),
      simulatorTimeScale: env.WECHAT_SIM_TIME_SCALE,
      simulatorProduction: env.WECHAT_SIM_PRODUCTION === 'true',
    },
  }
}
