import { buildApp } from './app.ts'
import { type Config, ConfigError, loadConfig } from './config.ts'
import { openDatabase } from './db/connect.ts'
import { seedDemoData } from './db/seed.ts'
import { startJobs } from './jobs/scheduler.ts'
import { ensureUserLevels } from './modules/account/service.ts'
import { ensureOwner } from './modules/staff/auth.ts'

function readConfig(): Config {
  try {
    return loadConfig()
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\nSee .env.example for every setting.\n`)
      process.exit(1)
    }
    throw error
  }
}

async function main() {
  const config = readConfig()
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    poolSize: config.databasePoolSize,
  })
  const app = await buildApp({ config, database })

  let closing = false
  let stopJobs: () => Promise<void> = async () => {}
  const shutdown = async (signal: string) => {
    if (closing) return
    closing = true
    app.log.info({ signal }, 'shutting down: finishing requests and jobs in flight')
    const forceExit = setTimeout(() => process.exit(1), 15_000)
    forceExit.unref()
    try {
      await app.close()
      await stopJobs()
    } finally {
      await database.close()
      app.log.info('stopped')
      process.exit(0)
    }
  }
  process.on('SIGINT', () => void shutdown('SIGINT'))
  process.on('SIGTERM', () => void shutdown('SIGTERM'))

  try {
    await ensureOwner(database.db, config, app.log)
    await ensureUserLevels(database.db)
    if (config.seedDemoData && (await seedDemoData(database.db))) app.log.info('demo catalogue seeded')
    await app.listen({ host: config.host, port: config.port })
    stopJobs = startJobs(app)
    const simulators = [
      config.simulators.wechat && `WeChat simulator at ${config.publicUrl}/__wechat`,
      config.simulators.sms && `SMS simulator at ${config.publicUrl}/__sms`,
    ].filter(Boolean)
    app.log.info(
      `serving the web app at ${config.publicUrl}/home, the admin console at ${config.publicUrl}/admin, API docs at ${config.publicUrl}/boot/docs (${[database.kind, ...simulators].join(', ')})`,
    )
  } catch (error) {
    app.log.fatal({ err: error }, 'failed to start')
    await app.close().catch(() => {})
    await database.close()
    process.exit(1)
  }
}

void main()
