import { sql } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import { createTestDatabase } from '../test/test-database.ts'
import { executePrepared, preparedStatement } from './prepared.ts'
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

describe('preparedStatement', () => {
  const sumOf = preparedStatement<'a' | 'b' | 'words'>(
    (value) =>
      sql`select ${value('a')}::int + ${value('b')}::int as sum, array_length(${value('words')}::text[], 1) as words`,
  )

  it('sends each call its own values in their places, outside a transaction and inside one', async () => {
    expect(rowsOf(await sumOf(db, { a: 1, b: 2, words: ['x'] }))).toEqual([{ sum: 3, words: 1 }])
    await db.transaction(async (tx) => {
      expect(rowsOf(await sumOf(tx, { a: 40, b: 2, words: ['x', 'y'] }))).toEqual([{ sum: 42, words: 2 }])
    })
  })

  it('builds its text once, however many calls', async () => {
    let built = 0
    const once = preparedStatement<'n'>((value) => {
      built++
      return sql`select ${value('n')}::int as n`
    })
    for (const n of [1, 2, 3]) expect(rowsOf(await once(db, { n }))).toEqual([{ n }])
    expect(built).toBe(1)
  })

  it.runIf(database.kind === 'postgres')('is prepared once per connection under one name', async () => {
    await db.transaction(async (tx) => {
      await sumOf(tx, { a: 1, b: 1, words: [] })
      await sumOf(tx, { a: 2, b: 2, words: [] })
      const named = (await namedHere(tx)).filter((row) => row.statement.includes('array_length'))
      expect(named).toHaveLength(1)
      expect(named[0]!.name).toMatch(/^dj_/)
    })
  })
})
