import { bigint, pgTable, varchar } from 'drizzle-orm/pg-core'

/**
 * One counter per cached area, bumped in the same transaction as every change to it: each server
 * process compares its cached copy's version with this row and reloads when they differ.
 */
export const cacheVersions = pgTable('cache_versions', {
  key: varchar('key', { length: 32 }).primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull(),
})
