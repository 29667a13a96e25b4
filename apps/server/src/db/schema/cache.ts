import { bigint, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core'

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
