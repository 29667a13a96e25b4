import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import pg from 'pg'
import type { TestProject } from 'vitest/node'
import { migratePglite, migratePostgresDatabase } from '../db/connect.ts'
import { createThrowawayDatabase, dropDatabases, TEST_DATABASE_PREFIX } from './throwaway-database.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    /** PostgreSQL: the migrated template database each test file copies. */
    templateDatabase: string
    /** PGlite: a dump of a migrated data directory each test file loads. */
    pgliteDumpPath: string
  }
}

/** Migrates once per run; every test file then starts from a copy, so files run in parallel and start fast. */
export default async function setup(project: TestProject) {
  const baseUrl = process.env.TEST_DATABASE_URL
  if (baseUrl) {
    const template = `${TEST_DATABASE_PREFIX}tpl_${process.pid}`
    await dropDatabases(baseUrl, [template])
    // Dropped with the run's other leftovers at teardown.
    await migratePostgresDatabase((await createThrowawayDatabase(baseUrl, template)).url)
    project.provide('templateDatabase', template)
    project.provide('pgliteDumpPath', '')
    return async () => {
      const admin = new pg.Client({ connectionString: baseUrl })
      await admin.connect()
      const { rows } = await admin.query<{ datname: string }>(
        `select datname from pg_database where datname like $1`,
        [`${TEST_DATABASE_PREFIX}%_${process.pid}%`],
      )
      await admin.end()
      await dropDatabases(
        baseUrl,
        rows.map((row) => row.datname),
      )
    }
  }

  const client = await PGlite.create()
  await migratePglite(client)
  const dump = await client.dumpDataDir('none')
  await client.close()
  const dumpPath = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'dianjing-test-')), 'template.tar')
  fs.writeFileSync(dumpPath, Buffer.from(await dump.arrayBuffer()))
  project.provide('templateDatabase', '')
  project.provide('pgliteDumpPath', dumpPath)
  return () => fs.rmSync(path.dirname(dumpPath), { recursive: true, force: true })
}
