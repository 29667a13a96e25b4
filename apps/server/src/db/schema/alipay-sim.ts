import { bigint, integer, jsonb, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core'

/**
 * The Alipay simulator's keys and certificates (public-key certificate mode): a root CA, the app's
 * certificate and key (what the app would get from Alipay's key tool) and Alipay's own. Made once and
 * kept in the database, so every server process, and the simulator inside each, uses the same ones.
 */
export const alipaySimKeys = pgTable('alipay_sim_keys', {
  id: integer('id').primaryKey(),
  appId: varchar('app_id', { length: 32 }).notNull(),
  rootCert: text('root_cert').notNull(),
  appPrivateKey: text('app_private_key').notNull(),
  appCert: text('app_cert').notNull(),
  alipayPrivateKey: text('alipay_private_key').notNull(),
  alipayCert: text('alipay_cert').notNull(),
})

/** Transfers as the simulated Alipay keeps them: one per out_biz_no, answered the same on a repeat. */
export const alipaySimTransfers = pgTable('alipay_sim_transfers', {
  outBizNo: varchar('out_biz_no', { length: 64 }).primaryKey(),
  appId: varchar('app_id', { length: 32 }).notNull(),
  /** The request's parameters: a repeat with any other is refused. */
  params: jsonb('params').$type<Record<string, unknown>>().notNull(),
  amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
  payeeIdentity: varchar('payee_identity', { length: 100 }).notNull(),
  payeeName: varchar('payee_name', { length: 100 }).notNull(),
  orderId: varchar('order_id', { length: 32 }).notNull(),
  payFundOrderId: varchar('pay_fund_order_id', { length: 32 }).notNull(),
  /** SUCCESS, DEALING, FAIL */
  status: varchar('status', { length: 16 }).notNull(),
  errorCode: varchar('error_code', { length: 64 }),
  failReason: varchar('fail_reason', { length: 200 }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})
