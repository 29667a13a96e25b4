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

/** A row of each kind the hot statements answer (the values may be placeholders). */
const everyKind = (n: unknown, word: unknown) =>
  sql`select ${n}::int as n, ${n}::bigint * 1000000000000 as big, ${n}::numeric(12, 2) / 3 as money,
    ${word}::text as word, timestamptz '2026-11-24 10:00:00+08' + ${n}::int * interval '1 second' as at,
    jsonb_build_object('n', ${n}::int, 'word', ${word}::text) as doc, array[${n}::int, 2] as ints,
    array[${word}::text] as words, null::int as nothing, ${n}::int > 1 as more`
const everyKindOnce = preparedStatement<'n' | 'word'>((value) => everyKind(value('n'), value('word')))

/** What a caller reads of an answer: its rows, as the driver decoded them, and their columns' types. */
const answerOf = (result: unknown) => ({
  rows: rowsOf(result),
  columns: (result as { fields: { name: string; dataTypeID: number }[] }).fields.map((field) => [
    field.name,
    field.dataTypeID,
  ]),
})

describe('the named statements against db.execute, their plain twin', () => {
  it('answer what db.execute answers for the same statement, outside a transaction and inside one', async () => {
    const agree = async (on: typeof db | Parameters<Parameters<typeof db.transaction>[0]>[0], n: number) => {
      const word = `it's "${n}" \\ 点`
      const plain = answerOf(await on.execute(everyKind(n, word)))
      expect(plain.rows).toHaveLength(1)
      expect(answerOf(await executePrepared(on, everyKind(n, word)))).toEqual(plain)
      expect(answerOf(await everyKindOnce(on, { n, word }))).toEqual(plain)
    }
    await agree(db, 1)
    await db.transaction((tx) => agree(tx, 2))
    await agree(db, 3)
  })
})

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
