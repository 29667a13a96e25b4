import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import { PGlite } from '@electric-sql/pglite'
import { inject } from 'vitest'
import { openPostgres, wrapPglite } from '../db/connect.ts'
import type { Database } from '../db/database.ts'
import { createThrowawayDatabase, TEST_DATABASE_PREFIX } from './throwaway-database.ts'

/**
 * A fresh, migrated database of the test file's own: a copy of the run's template on PostgreSQL when
 * TEST_DATABASE_URL is set, otherwise an in-memory PGlite loaded from the template dump.
 */
export async function createTestDatabase(): Promise<Database & { url?: string }> {
  const baseUrl = process.env.TEST_DATABASE_URL
  const template = inject('templateDatabase')
  if (baseUrl && template) {
    const name = `${TEST_DATABASE_PREFIX}${process.pid}_${randomBytes(4).toString('hex')}`
    const copy = await createThrowawayDatabase(baseUrl, name, { template })
    const database = await openPostgres(copy.url, 10)
    return {
      ...database,
      url: copy.url,
      close: async () => {
        await database.close()
        await copy.drop()
      },
    }
  }
  const dump = fs.readFileSync(inject('pgliteDumpPath'))
  const client = await PGlite.create({ loadDataDir: new Blob([dump]) })
  return wrapPglite(client)
}
