// `npm run admin:reset-password [-- <phone>]`: a new password for an owner of the console, from the
// server's shell. Reads the same environment as the server (DATABASE_URL, or the embedded database in
// DATA_DIR, which the running server holds: stop it first), and prints the password once.
import { ConfigError, loadConfig } from './config.ts'
import { openDatabase } from './db/connect.ts'
import { OwnerResetError, resetOwnerPassword } from './modules/staff/owner-reset.ts'

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
  const phone = process.argv[2]
  if (phone !== undefined && !/^1[3-9]\d{9}$/.test(phone)) {
    process.stderr.write(`"${phone}" is not an 11-digit mobile number\n`)
    return 1
  }
  let database: Awaited<ReturnType<typeof openDatabase>>
  try {
    database = await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      poolSize: 1,
    })
  } catch (error) {
    process.stderr.write(
      `cannot open the database: ${(error as Error).message}\n(with the embedded database, stop the server first)\n`,
    )
    return 1
  }
  try {
    const reset = await resetOwnerPassword(database.db, config, phone)
    process.stdout.write(
      `\n  Admin console owner password reset\n    phone:    ${reset.phone}\n    password: ${reset.generated ? reset.password : '(ADMIN_PASSWORD)'}\n    sign in:  ${config.publicUrl}/admin\n  Every session of this account has ended.\n\n`,
    )
    return 0
  } catch (error) {
    if (error instanceof OwnerResetError) {
      process.stderr.write(`${error.message}\n`)
      return 1
    }
    throw error
  } finally {
    await database.close()
  }
}

process.exitCode = await main()
