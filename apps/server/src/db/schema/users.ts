import { UserStatus } from '@dianjing/shared'
import { sql } from 'drizzle-orm'
import {
  type AnyPgColumn,
  bigint,
  check,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core'

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    phone: varchar('phone', { length: 11 }).notNull(),
    nickName: varchar('nick_name', { length: 20 }).notNull(),
    avatar: text('avatar').notNull().default(''),
    briefIntroduction: varchar('brief_introduction', { length: 100 }).notNull().default(''),
    passwordHash: text('password_hash'),
    openid: varchar('openid', { length: 64 }),
    promotionCode: varchar('promotion_code', { length: 16 }).notNull(),
    inviterId: integer('inviter_id').references((): AnyPgColumn => users.id),
    /** UserStatus: active, banned (a banned user's tokens stop working at once). */
    status: smallint('status').notNull().default(UserStatus.active),
    growthPoints: bigint('growth_points', { mode: 'number' }).notNull().default(0),
    balance: bigint('balance', { mode: 'number' }).notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_phone_key').on(t.phone),
    uniqueIndex('users_openid_key').on(t.openid),
    // Promotion codes are case-insensitive: uniqueness is on the lower-cased form.
    uniqueIndex('users_promotion_code_key').on(sql`lower(${t.promotionCode})`),
    index('users_inviter_idx').on(t.inviterId),
    check('users_balance_not_negative', sql`${t.balance} >= 0`),
    check('users_growth_points_not_negative', sql`${t.growthPoints} >= 0`),
  ],
)

export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    /** SHA-256 of the bearer token; the token itself is never stored. */
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('sessions_token_hash_key').on(t.tokenHash), index('sessions_user_idx').on(t.userId)],
)
