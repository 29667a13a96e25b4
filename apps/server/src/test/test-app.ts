import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll } from 'vitest'
import { type App, buildApp } from '../app.ts'
import { type Config, loadConfig } from '../config.ts'
import type { Database } from '../db/database.ts'
import { createTestDatabase } from './test-database.ts'

export interface TestContext {
  app: App
  database: Database
  config: Config
  dataDir: string
}

/**
 * Builds the real app on the test file's own database and closes both after the file's tests.
 * Call it once at the top of a test file: `const ctx = await useTestApp()`. Given `logStream`, the log
 * lines at `LOG_LEVEL` (silent unless `env` says otherwise) are written to it.
 */
export async function useTestApp(
  env: Record<string, string> = {},
  { logStream }: { logStream?: { write(line: string): void } } = {},
): Promise<TestContext> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dianjing-app-'))
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    // Every test's people come from one address (inject's 127.0.0.1); the tests of that limit set it.
    LIMIT_REGISTER_PER_ADDRESS_HOUR: '100000',
    ...env,
  })
  const database = await createTestDatabase()
  const staticDirs = {
    webDist: path.join(dataDir, 'web'),
    adminDist: path.join(dataDir, 'admin'),
    uploads: path.join(dataDir, 'uploads'),
    seedAssets: path.join(import.meta.dirname, '../../assets/seed'),
  }
  // With a stream, the app logs as in production (at LOG_LEVEL) into it, for tests that read the log.
  const logging = logStream ? { logStream } : { logger: false as const }
  const app = await buildApp({ config, database, staticDirs, ...logging })
  await app.ready()
  afterAll(async () => {
    await app.close()
    await database.close()
    fs.rmSync(dataDir, { recursive: true, force: true })
  })
  return { app, database, config, dataDir }
}
