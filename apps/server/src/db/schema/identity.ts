import { bigint, index, integer, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core'
import { users } from './users.ts'

/** Customer membership levels (docs/domain.md, Customers' extras): configured, ordered by max points. */
export const userLevels = pgTable('user_levels', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 20 }).notNull(),
  /** The highest growth-point total inside this level; the last level's is its lower bound's ceiling. */
  maxPoints: bigint('max_points', { mode: 'number' }).notNull(),
  /** The benefits, as shown in the level popup. */
  content: text('content').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

/** Fixed-window counters, shared by every server process through the database (login failures). */
export const rateLimits = pgTable('rate_limits', {
  key: varchar('key', { length: 128 }).primaryKey(),
  count: integer('count').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
})

/** Every stored upload: who sent it and what it is, judged by its content. */
export const files = pgTable(
  'files',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id),
    /** Relative to DATA_DIR/uploads, served at /boot/files/<path>. */
    path: varchar('path', { length: 128 }).notNull(),
    contentType: varchar('content_type', { length: 32 }).notNull(),
    size: integer('size').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('files_user_idx').on(t.userId)],
)

/** The WeChat simulator's own people: test WeChat accounts, each with its openid. */
export const wechatSimUsers = pgTable('wechat_sim_users', {
  openid: varchar('openid', { length: 64 }).primaryKey(),
  nickname: varchar('nickname', { length: 32 }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

/** OAuth codes the simulator has handed out: single use, five minutes. */
export const wechatSimCodes = pgTable('wechat_sim_codes', {
  code: varchar('code', { length: 64 }).primaryKey(),
  appId: varchar('app_id', { length: 64 }).notNull(),
  openid: varchar('openid', { length: 64 })
    .notNull()
    .references(() => wechatSimUsers.openid),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
})

/** The simulator's keys, made at first start: our merchant key pair and "WeChat Pay's" own. */
export const wechatSimKeys = pgTable('wechat_sim_keys', {
  id: integer('id').primaryKey(),
  merchantSerial: varchar('merchant_serial', { length: 64 }).notNull(),
  merchantPrivateKey: text('merchant_private_key').notNull(),
  merchantPublicKey: text('merchant_public_key').notNull(),
  platformKeyId: varchar('platform_key_id', { length: 64 }).notNull(),
  platformPrivateKey: text('platform_private_key').notNull(),
  platformPublicKey: text('platform_public_key').notNull(),
  apiV3Key: varchar('api_v3_key', { length: 32 }).notNull(),
})

/**
 * The simulated WeChat Pay's platform certificates (certificate mode): each with its own key, served
 * encrypted at /v3/certificates while it is valid; the newest signs.
 */
export const wechatSimCertificates = pgTable('wechat_sim_certificates', {
  serial: varchar('serial', { length: 40 }).primaryKey(),
  privateKey: text('private_key').notNull(),
  certificate: text('certificate').notNull(),
  effectiveAt: timestamp('effective_at', { withTimezone: true }).notNull(),
  expireAt: timestamp('expire_at', { withTimezone: true }).notNull(),
})

/** Transactions as the simulated WeChat Pay keeps them. */
export const wechatSimTransactions = pgTable('wechat_sim_transactions', {
  outTradeNo: varchar('out_trade_no', { length: 32 }).primaryKey(),
  mchid: varchar('mchid', { length: 32 }).notNull(),
  appid: varchar('appid', { length: 64 }).notNull(),
  description: varchar('description', { length: 127 }).notNull(),
  total: bigint('total', { mode: 'number' }).notNull(),
  openid: varchar('openid', { length: 64 }).notNull(),
  notifyUrl: text('notify_url').notNull(),
  /** The payer cannot pay after this (WeChat's time_expire); null: WeChat's default of 7 days. */
  timeExpire: timestamp('time_expire', { withTimezone: true }),
  attach: varchar('attach', { length: 128 }),
  prepayId: varchar('prepay_id', { length: 64 }).notNull().unique(),
  transactionId: varchar('transaction_id', { length: 64 }),
  /** NOTPAY, SUCCESS, CLOSED, PAYERROR, REFUND */
  tradeState: varchar('trade_state', { length: 16 }).notNull(),
  successTime: timestamp('success_time', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

export const wechatSimRefunds = pgTable('wechat_sim_refunds', {
  outRefundNo: varchar('out_refund_no', { length: 64 }).primaryKey(),
  refundId: varchar('refund_id', { length: 64 }).notNull(),
  outTradeNo: varchar('out_trade_no', { length: 32 }).notNull(),
  refund: bigint('refund', { mode: 'number' }).notNull(),
  total: bigint('total', { mode: 'number' }).notNull(),
  notifyUrl: text('notify_url'),
  /** PROCESSING, SUCCESS, ABNORMAL, CLOSED */
  status: varchar('status', { length: 16 }).notNull(),
  successTime: timestamp('success_time', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

/**
 * One-time SMS codes proving a phone (decision 013): kept as an HMAC, never as digits; valid five
 * minutes, used once, dead after five wrong tries.
 */
export const smsCodes = pgTable(
  'sms_codes',
  {
    id: serial('id').primaryKey(),
    phone: varchar('phone', { length: 11 }).notNull(),
    /** bind | resetPassword: a code proves the phone for the purpose it was sent for only. */
    scene: varchar('scene', { length: 16 }).notNull(),
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    wrongTries: integer('wrong_tries').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sms_codes_phone_idx').on(t.phone, t.scene, t.createdAt)],
)

/** The messages the SMS simulator "delivered", shown on its page at /__sms. */
export const smsSimMessages = pgTable(
  'sms_sim_messages',
  {
    id: serial('id').primaryKey(),
    serialNo: varchar('serial_no', { length: 64 }).notNull(),
    /** E.164, as the provider receives it: +8613800138000. */
    phoneNumber: varchar('phone_number', { length: 20 }).notNull(),
    content: text('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sms_sim_messages_phone_idx').on(t.phoneNumber, t.createdAt)],
)
