import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { afterAll, describe, expect, it, vi } from 'vitest'
import type { Executor } from '../../db/database.ts'
import { createTestDatabase } from '../../test/test-database.ts'
import { rowsOf } from '../sql-filters.ts'
import { DRIZZLE_ORM_WRITTEN_AGAINST, executeNamed, queryOf } from './drizzle-session.ts'

const database = await createTestDatabase()
const { db } = database
afterAll(() => database.close())

const ADAPTER = 'apps/server/src/lib/adapters/drizzle-session.ts'

/** The version of `name` this app runs on: the package.json of the copy Node resolves from here. */
function installedVersion(name: string): string {
  let dir = path.dirname(createRequire(import.meta.url).resolve(name))
  for (;;) {
    const file = path.join(dir, 'package.json')
    if (fs.existsSync(file)) {
      const found = JSON.parse(fs.readFileSync(file, 'utf8')) as { name?: string; version: string }
      if (found.name === name) return found.version
    }
    if (path.dirname(dir) === dir) throw new Error(`no package.json of ${name} above its entry`)
    dir = path.dirname(dir)
  }
}

/** What the adapter reaches into, seen as the test's own (the adapter's types keep it out of sight). */
const internals = (executor: Executor) =>
  executor as unknown as {
    dialect: { sqlToQuery: (...args: unknown[]) => unknown }
    session: { prepareQuery: (...args: unknown[]) => { execute: (...args: unknown[]) => unknown } }
  }

const inTransaction = <T>(work: (tx: Executor) => Promise<T>) => db.transaction((tx) => work(tx))

describe('the Drizzle session adapter', () => {
  it('is run on the drizzle-orm it was written against', () => {
    const installed = installedVersion('drizzle-orm')
    expect(
      installed,
      `drizzle-orm is now ${installed}; ${ADAPTER} was written against ${DRIZZLE_ORM_WRITTEN_AGAINST}. ` +
        'Compare queryOf and executeNamed with PgDatabase.execute (node_modules/drizzle-orm/pg-core/db.js) and ' +
        'with prepareQuery and its prepared query’s execute (node-postgres/session.js, pglite/session.js), ' +
        'correct them, then set DRIZZLE_ORM_WRITTEN_AGAINST.',
    ).toBe(DRIZZLE_ORM_WRITTEN_AGAINST)
  })

  it.each([
    ['the database', (work: (executor: Executor) => Promise<void>) => work(db)],
    ['a transaction', inTransaction],
  ])('finds on %s the session and dialect it reaches into, with the calls it makes', async (_, on) => {
    await on(async (executor) => {
      const { dialect, session } = internals(executor)
      expect(typeof dialect?.sqlToQuery, `${ADAPTER}: the dialect's sqlToQuery is gone`).toBe('function')
      expect(typeof session?.prepareQuery, `${ADAPTER}: the session's prepareQuery is gone`).toBe('function')
      // prepareQuery(query, fields, name, isResponseInArrayMode, …): the name is its third argument.
      expect(
        session.prepareQuery.length,
        `${ADAPTER}: prepareQuery's arguments changed`,
      ).toBeGreaterThanOrEqual(4)
      expect(
        typeof session.prepareQuery(queryOf(executor, sql`select 1`), undefined, undefined, false).execute,
      ).toBe('function')
    })
  })

  it.each([
    ['the database', (work: (executor: Executor) => Promise<void>) => work(db)],
    ['a transaction', inTransaction],
  ])('does what db.execute does on %s, which it takes apart', async (_, on) => {
    await on(async (executor) => {
      const statement = sql`select ${7}::int as seven`
      const toQuery = vi.spyOn(internals(executor).dialect, 'sqlToQuery')
      const prepare = vi.spyOn(internals(executor).session, 'prepareQuery')
      try {
        const answer = await executor.execute(statement)
        // db.execute: the dialect's text for the SQL, prepared unnamed, not in array mode, then executed.
        expect(toQuery).toHaveBeenCalledTimes(1)
        expect(toQuery.mock.calls[0]![0]).toBe(statement)
        expect(prepare).toHaveBeenCalledTimes(1)
        expect(prepare.mock.calls[0]!.slice(0, 4)).toEqual([
          queryOf(executor, statement),
          undefined,
          undefined,
          false,
        ])
        prepare.mockClear()
        expect(rowsOf(await executeNamed(executor, queryOf(executor, statement), undefined))).toEqual(
          rowsOf(answer),
        )
        expect(prepare.mock.calls[0]!.slice(0, 4)).toEqual([
          queryOf(executor, statement),
          undefined,
          undefined,
          false,
        ])
      } finally {
        toQuery.mockRestore()
        prepare.mockRestore()
      }
    })
  })

  it('runs a statement built once with placeholders, under a name, outside a transaction and inside one', async () => {
    const built = queryOf(db, sql`select ${sql.placeholder('a')}::int + ${sql.placeholder('b')}::int as sum`)
    expect(built.sql).toBe('select $1::int + $2::int as sum')
    const name = 'dj_adapter_test'
    expect(rowsOf(await executeNamed(db, built, name, { a: 1, b: 2 }))).toEqual([{ sum: 3 }])
    await inTransaction(async (tx) => {
      expect(rowsOf(await executeNamed(tx, built, name, { a: 40, b: 2 }))).toEqual([{ sum: 42 }])
      if (database.kind === 'postgres') {
        const named = rowsOf<{ name: string }>(
          await tx.execute(sql`select name from pg_prepared_statements where name = ${name}`),
        )
        expect(named).toEqual([{ name }])
      }
    })
  })
})
