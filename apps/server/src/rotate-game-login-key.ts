// `npm run rotate-game-login-key`: re-encrypts every stored game login with the first key of
// GAME_LOGIN_KEYS (decision 025). Reads the same environment as the server; safe to run while it
// serves (rows are locked batch by batch) and to run again (what is on the current key is skipped).
// Once it reports nothing left on older keys, they can be removed from GAME_LOGIN_KEYS.
import { ConfigError, loadConfig } from './config.ts'
import { openDatabase } from './db/connect.ts'
import { countNotOnKey } from './modules/game-logins/repo.ts'
import { rotateGameLogins } from './modules/game-logins/rotate.ts'

async function main(): Promise<number> {
  let config: ReturnType<typeof loadConfig>
  try {
    config = loadConfig()
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`)
      return 1
    }
    throw error
  }
  let database: Awaited<ReturnType<typeof openDatabase>>
  try {
    database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolSize: 1 })
  } catch (error) {
    process.stderr.write(
      `cannot open the database: ${(error as Error).message}\n(with the embedded database, stop the server first)\n`,
    )
    return 1
  }
  try {
    const current = config.gameLoginKeys[0].id
    const result = await rotateGameLogins(database.db, config.gameLoginKeys)
    const left = await countNotOnKey(database.db, current)
    process.stdout.write(
      `\n  Game logins re-encrypted with key "${current}": ${result.resealed}\n  Still on other keys: ${left}\n`,
    )
    if (result.unreadable.length > 0) {
      process.stderr.write(
        `  No configured key opens the login of order(s) ${result.unreadable.join(', ')}: put their key back in GAME_LOGIN_KEYS and run again.\n`,
      )
      return 1
    }
    process.stdout.write(
      left === 0 ? '  Older keys may now be removed from GAME_LOGIN_KEYS.\n\n' : '  Run again to finish.\n\n',
    )
    return left === 0 ? 0 : 1
  } finally {
    await database.close()
  }
}

process.exitCode = await main()
