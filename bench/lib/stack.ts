import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import { type Fixtures, loadFixtures } from '../api/targets.ts'
import { type BenchDatabase, createBenchDatabase, migrateAndSeed, query } from './database.ts'
import { PORTS, sleep } from './env.ts'
import { type Running, startBaseline, startProduct, startWechat, stopAll, tempDir } from './processes.ts'
import { FULL_SCALE, SMOKE_SCALE } from './seed-sql.ts'

export interface Stack {
  database: BenchDatabase
  dataset: Record<string, number>
  fixtures: Fixtures
  baseline: Running
  product: Running
  seedMs: number
}

/**
 * A fresh PostgreSQL database, migrated and seeded, the product server and the bare baseline on it.
 * `use` runs with everything up; the processes are stopped and the database dropped however it ends.
 */
export async function withStack<T>(
  smoke: boolean,
  use: (stack: Stack) => Promise<T>,
  options: { datasetSql?: string } = {},
): Promise<T> {
  const dataDir = tempDir('dj-bench-data-')
  const tokenSalt = `bench-${randomBytes(12).toString('base64url')}`
  let database: BenchDatabase | undefined
  const interrupted = () => {
    void stopAll()
      .then(() => database?.drop())
      .finally(() => process.exit(130))
  }
  process.once('SIGINT', interrupted)
  process.once('SIGTERM', interrupted)
  try {
    database = await createBenchDatabase()
    const began = Date.now()
    const scale = smoke ? SMOKE_SCALE : FULL_SCALE
    const dataset = await migrateAndSeed(database.url, { ...scale, tokenSalt, customerSessions: 500 })
    const seedMs = Date.now() - began
    // A recorded scenario's dataset (`--scenario`), then a candidate schema fix (an index) to measure
    // before it becomes a migration (BENCH_EXTRA_SQL=<file>, a trial).
    const extra = [options.datasetSql, process.env.BENCH_EXTRA_SQL].filter((file) => file)
    for (const file of extra) await query(database.url, fs.readFileSync(file!, 'utf8'))
    if (extra.length > 0) {
      await query(database.url, 'vacuum analyze')
      const [hall] = await query<{ n: number }>(
        database.url,
        'select count(*)::int as n from orders where status = 1 and biz_status = 0',
      )
      dataset['hall orders'] = hall!.n
    }
    const fixtures = await loadFixtures(database.url, tokenSalt)
    // WeChat Pay's stand-in first: the product and the baseline sign their prepays to it.
    await startWechat({ databaseUrl: database.url, port: PORTS.wechat })
    const [baseline, product] = await Promise.all([
      startBaseline({
        databaseUrl: database.url,
        port: PORTS.baseline,
        productPort: PORTS.product,
        wechatPort: PORTS.wechat,
      }),
      startProduct({ databaseUrl: database.url, dataDir, port: PORTS.product, wechatPort: PORTS.wechat }),
    ])
    return await use({ database, dataset, fixtures, baseline, product, seedMs })
  } finally {
    process.off('SIGINT', interrupted)
    process.off('SIGTERM', interrupted)
    // Requests still in the server when the load stopped finish before it is asked to shut down.
    await sleep(500)
    await stopAll()
    await database?.drop()
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
}
