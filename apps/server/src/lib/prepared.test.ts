import { sql } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import { createTestDatabase } from '../test/test-database.ts'
import { executePrepared } from './prepared.ts'
import { rowsOf } from './sql-filters.ts'

const database = await createTestDatabase()
const { db } = database
afterAll(() => database.close())

const doubled = (value: number) => sql`select ${value}::int * 2 as doubled`
const namedHere = async (tx: Parameters<Parameters<typeof db.transaction>[0]>[0]) =>
  rowsOf<{ name: string; statement: string }>(
    await tx.execute(sql`select name, statement from pg_prepared_statements order by name`),
  )

describe('executePrepared', () => {
  it('answers as db.execute does, outside a transaction and inside one', async () => {
    expect(rowsOf(await executePrepared(db, doubled(21)))).toEqual([{ doubled: 42 }])
    await db.transaction(async (tx) => {
      expect(rowsOf(await executePrepared(tx, doubled(4)))).toEqual([{ doubled: 8 }])
      expect(rowsOf(await executePrepared(tx, doubled(5)))).toEqual([{ doubled: 10 }])
    })
  })

  it.runIf(database.kind === 'postgres')(
    'the connection prepares a text once under one name, another text under another',
    async () => {
      await db.transaction(async (tx) => {
        await executePrepared(tx, doubled(1))
        await executePrepared(tx, doubled(2))
        await executePrepared(tx, sql`select ${1}::int + 1 as other`)
        const named = (await namedHere(tx)).filter((row) => row.name.startsWith('dj_'))
        expect(named.filter((row) => row.statement.includes('* 2'))).toHaveLength(1)
        expect(named.filter((row) => row.statement.includes('+ 1'))).toHaveLength(1)
      })
    },
  )
})
