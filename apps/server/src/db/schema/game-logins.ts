import { sql } from 'drizzle-orm'
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core'
import { orders } from './orders.ts'
import { users } from './users.ts'

/**
 * The customer's game login for an order (issue 23, decision 025): AES-256-GCM under the key named by
 * `key_id`, the order id as associated data, so a row copied onto another order does not decrypt. No
 * column holds any part of it in plain text. Erased (ciphertext, iv and tag wiped) 7 days after the
 * order ended.
 */
export const orderGameLogins = pgTable(
  'order_game_logins',
  {
    orderId: integer('order_id')
      .primaryKey()
      .references(() => orders.id),
    /** base64 of the encrypted JSON {account, password, note}; null once erased. */
    ciphertext: text('ciphertext'),
    /** base64 of the 12-byte random IV. */
    iv: varchar('iv', { length: 24 }),
    /** base64 of the 16-byte GCM tag. */
    authTag: varchar('auth_tag', { length: 32 }),
    /** Which configured key encrypted it (GAME_LOGIN_KEYS); the rotation command moves rows to the first. */
    keyId: varchar('key_id', { length: 32 }).notNull(),
    /** The customer locked it: the worker cannot reveal it until unlocked. */
    locked: boolean('locked').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    erasedAt: timestamp('erased_at', { withTimezone: true }),
  },
  (t) => [
    // Either all of the sealed parts and no erasure, or none of them and the time it was erased.
    check(
      'order_game_logins_sealed_or_erased',
      sql`(${t.erasedAt} is null) = (${t.ciphertext} is not null and ${t.iv} is not null and ${t.authTag} is not null)`,
    ),
    index('order_game_logins_key_idx').on(t.keyId),
  ],
)

/** Every time a worker revealed an order's login: who and when. The customer sees this list. */
export const gameLoginReveals = pgTable(
  'game_login_reveals',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    workerId: integer('worker_id')
      .notNull()
      .references(() => users.id),
    revealedAt: timestamp('revealed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('game_login_reveals_order_idx').on(t.orderId, t.revealedAt)],
)
