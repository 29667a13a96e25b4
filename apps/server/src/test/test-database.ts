import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import { PGlite } from '@electric-sql/pglite'
import pg from 'pg'
import { inject } from 'vitest'
import { openPostgres, wrapPglite } from '../db/connect.ts'
import type { Database } from '../db/database.ts'
import { databaseUrlFor, TEST_DATABASE_PREFIX } from './database-url.ts'

/**
 * A fresh, migrated database of the test file's own: a copy of the run's template on PostgreSQL when
 * TEST_DATABASE_URL is set, otherwise an in-memory PGlite loaded from the template dump.
 */
export async function createTestDatabase(): Promise<Database & { url?: string }> {
  const baseUrl = process.env.TEST_DATABASE_URL
  const template = inject('templateDatabase')
  if (baseUrl && template) {
    const name = `${TEST_DATABASE_PREFIX}${process.pid}_${randomBytes(4).toString('hex')}`
    const admin = new pg.Client({ connectionString: baseUrl })
    await admin.connect()
    try {
      await admin.query(`create database "${name}" template "${template}"`)
    } finally {
      await admin.end()
    }
    const url = databaseUrlFor(baseUrl, name)
    const database = await openPostgres(url, 10)
    return {
      ...database,
      url,
      close: async () => {
        await database.close()
        const dropper = new pg.Client({ connectionString: baseUrl })
        await dropper.connect()
        await dropper.query(`drop database if exists "${name}" with (force)`)
        await dropper.end()
      },
    }
  }
  const dump = fs.readFileSync(inject('pgliteDumpPath'))
  const client = await PGlite.create({ loadDataDir: new Blob([dump]) })
  return wrapPglite(client)
}
