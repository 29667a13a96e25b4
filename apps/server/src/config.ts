import path from 'node:path'
import { z } from 'zod'

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

const environmentSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    HOST: z.string().trim().min(1).default('0.0.0.0'),
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
    WECHAT_APP_ID: optionalText,
    WECHAT_APP_SECRET: optionalText,
    WECHAT_MCH_ID: optionalText,
    WECHAT_MCH_CERT_SERIAL: optionalText,
    WECHAT_MCH_PRIVATE_KEY_PATH: optionalText,
    WECHAT_API_V3_KEY: optionalText.refine((value) => !value || Buffer.byteLength(value) === 32, {
      message: 'must be exactly 32 bytes',
    }),
    WECHAT_PAY_PUBLIC_KEY_ID: optionalText,
    WECHAT_PAY_PUBLIC_KEY_PATH: optionalText,
    WECHAT_OAUTH_BASE_URL: httpUrl,
    WECHAT_API_BASE_URL: httpUrl,
    WECHAT_PAY_BASE_URL: httpUrl,
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
    if (env.NODE_ENV === 'production') {
      if (given.length === 0) {
        ctx.addIssue({
          code: 'custom',
          path: ['WECHAT_APP_ID'],
          message: 'production needs real WeChat credentials; the WeChat simulator is refused there',
        })
      }
      if (given.length > 0) {
        // Without WeChat Pay's public key nothing WeChat sends can be verified: every notification
        // would be refused and no query answer trusted, so payments would never be confirmed.
        for (const key of ['WECHAT_PAY_PUBLIC_KEY_ID', 'WECHAT_PAY_PUBLIC_KEY_PATH'] as const) {
          if (!env[key]) {
            ctx.addIssue({
              code: 'custom',
              path: [key],
              message:
                'is required in production: WeChat Pay notifications and answers are verified with this public key',
            })
          }
        }
      }
      if (!env.SESSION_SECRET) {
        ctx.addIssue({ code: 'custom', path: ['SESSION_SECRET'], message: 'is required in production' })
      }
    }
  })

export type Environment = z.infer<typeof environmentSchema>

export interface Config {
  env: Environment['NODE_ENV']
  host: string
  port: number
  dataDir: string
  databaseUrl: string | undefined
  databasePoolSize: number
  redisUrl: string | undefined
  publicUrl: string
  logLevel: Environment['LOG_LEVEL']
  sessionSecret: string
  admin: { phone: string | undefined; password: string | undefined }
  seedDemoData: boolean
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
    oauthBaseUrl: string
    apiBaseUrl: string
    payBaseUrl: string
    /** Factor on the simulator's delays (notification retries, refund processing). */
    simulatorTimeScale: number
  }
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`)
    this.name = 'ConfigError'
  }
}

const DEV_SESSION_SECRET = 'development-only-secret-never-used-in-production!'

/** Reads and checks the environment; every bad value is reported by name, all at once. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = environmentSchema.safeParse(source)
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => {
        const key = String(issue.path[0] ?? 'environment')
        const value = source[key]
        return `${key}${value === undefined ? '' : `=${JSON.stringify(value)}`} ${issue.message}`
      }),
    )
  }
  const env = parsed.data
  const publicUrl = (env.PUBLIC_URL ?? `http://127.0.0.1:${env.PORT}`).replace(/\/$/, '')
  const simulator = !env.WECHAT_APP_ID
  return {
    env: env.NODE_ENV,
    host: env.HOST,
    port: env.PORT,
    dataDir: path.resolve(env.DATA_DIR),
    databaseUrl: env.DATABASE_URL,
    databasePoolSize: env.DATABASE_POOL_SIZE,
    redisUrl: env.REDIS_URL,
    publicUrl,
    logLevel: env.LOG_LEVEL,
    sessionSecret: env.SESSION_SECRET ?? DEV_SESSION_SECRET,
    admin: { phone: env.ADMIN_PHONE, password: env.ADMIN_PASSWORD },
    seedDemoData: env.SEED_DEMO_DATA === 'true',
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
      oauthBaseUrl:
        env.WECHAT_OAUTH_BASE_URL ?? (simulator ? `${publicUrl}/__wechat` : 'https://open.weixin.qq.com'),
      apiBaseUrl:
        env.WECHAT_API_BASE_URL ?? (simulator ? `${publicUrl}/__wechat` : 'https://api.weixin.qq.com'),
      payBaseUrl:
        env.WECHAT_PAY_BASE_URL ?? (simulator ? `${publicUrl}/__wechat` : 'https://api.mch.weixin.qq.com'),
      simulatorTimeScale: env.WECHAT_SIM_TIME_SCALE,
    },
  }
}
