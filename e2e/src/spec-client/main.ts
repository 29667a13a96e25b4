/**
 * `npx tsx e2e/src/spec-client/main.ts http://127.0.0.1:PORT`: the journey against a running product,
 * one line per call and check; exit 0 only when all of it succeeded. Staff sign in with
 * SPEC_CLIENT_ADMIN_PHONE / SPEC_CLIENT_ADMIN_PASSWORD (defaults: the e2e harness's owner).
 */
import { runJourney } from './journey.ts'

const DEFAULT_ADMIN_PHONE = '13800000000'
const DEFAULT_ADMIN_PASSWORD = 'e2e-owner-password'

const baseUrl = process.argv[2]?.replace(/\/+$/, '')
if (!baseUrl) {
  console.error('usage: npx tsx e2e/src/spec-client/main.ts http://127.0.0.1:PORT')
  process.exit(2)
}

try {
  await runJourney({
    baseUrl,
    adminPhone: process.env.SPEC_CLIENT_ADMIN_PHONE || DEFAULT_ADMIN_PHONE,
    adminPassword: process.env.SPEC_CLIENT_ADMIN_PASSWORD || DEFAULT_ADMIN_PASSWORD,
  })
} catch (error) {
  console.error(`✗ ${error instanceof Error ? error.message : String(error)}`)
  process.exit(1)
}
