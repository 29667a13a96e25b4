import { sql } from 'drizzle-orm'
import {
  bigint,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core'

/**
 * One counter per cached area, bumped in the same transaction as every change to it: each server
 * process compares its cached copy's version with this row and reloads when they differ.
 */
export const cacheVersions = pgTable('cache_versions', {
  key: varchar('key', { length: 32 }).primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull(),
})

/**
 * When each periodic job last ran: a process claims a run by moving `last_run_at` forward with a
 * conditional update, so with any number of processes a job runs once per period.
 */
export const jobRuns = pgTable('job_runs', {
  name: varchar('name', { length: 32 }).primaryKey(),
  lastRunAt: timestamp('last_run_at', { withTimezone: true }).notNull(),
})

/**
 * The first answer to a state-changing call made with an `Idempotency-Key`, so a phone retrying on a
 * flaky network gets that answer again instead of a second order, refund, draw or withdrawal.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: integer('user_id').notNull(),
    key: varchar('key', { length: 64 }).notNull(),
    /** HMAC-SHA-256 of method, path, query and body: the same key with another request is refused. */
    requestHash: varchar('request_hash', { length: 64 }).notNull(),
    /** Null while the first request is still being handled. */
    statusCode: smallint('status_code'),
    response: text('response'),
    /**
     * The request holding the key: only its write may mark the key applied. A retry that takes over an
     * expired lease draws a new one, so the old holder's write, should it still finish, rolls back.
     */
    claimToken: uuid('claim_token').notNull().defaultRandom(),
    /**
     * Until then a repeat is told to wait; after it, a repeat takes the key over if the write was not
     * applied. `infinity` for keys claimed by a release without leases: they wait for the clean-up, as
     * they did (whether their write was applied is unknown).
     */
    leaseUntil: timestamp('lease_until', { withTimezone: true }).notNull().default(sql`'infinity'`),
    /** Set in the write's own transaction (`markKeyApplied`), so it is set exactly when the write committed. */
    appliedAt: timestamp('applied_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index('idempotency_keys_created_idx').on(t.createdAt)],
)
