import { type ChildProcess, spawn } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { TestProject } from 'vitest/node'
import serverNodeArgs from '../../apps/server/node-args.json' with { type: 'json' }
import { freshTestDatabase } from '../../apps/server/src/test/throwaway-database.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string
    /** The product's PostgreSQL database ('' on the embedded one): journeys move a deadline, not the clock. */
    databaseUrl: string
  }
}

const root = fileURLToPath(new URL('../../', import.meta.url))

/** A port nothing listens on now. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
    server.on('error', reject)
  })
}

/** Resolves once the server at `baseUrl` answers /boot/health; fails if `child` exits or 90 s pass. */
export async function waitForHealth(baseUrl: string, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 90_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}\n${log()}`)
    try {
      const response = await fetch(`${baseUrl}/boot/health`)
      if (response.ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`server did not become healthy in 90 s\n${log()}`)
}

/**
 * Runs the real built product the way `npm start` does, on a fresh database with demo data (PostgreSQL
 * when TEST_DATABASE_URL is set, the embedded one otherwise), and hands its address to the journeys.
 */
export default async function setup(project: TestProject) {
  for (const app of ['web', 'admin']) {
    if (!fs.existsSync(path.join(root, `apps/${app}/dist/index.html`))) {
      throw new Error(`apps/${app} is not built: run \`npm run build\` first (npm run test:e2e does).`)
    }
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dianjing-e2e-'))
  // A fresh PostgreSQL database on the server `TEST_DATABASE_URL` names (CI), or none: then the product
  // runs on its embedded database, as `npm start` does.
  const postgres = await freshTestDatabase('dj_e2e')
  const port = await freePort()
  const baseUrl = `http://127.0.0.1:${port}`
  let output = ''
  const child = spawn(process.execPath, [...serverNodeArgs, 'apps/server/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: postgres?.url ?? '',
      LOG_LEVEL: 'warn',
      ADMIN_PHONE: '13800000000',
      ADMIN_PASSWORD: 'e2e-owner-password',
      // Every journey's people come from 127.0.0.1; the register limit has its own API test.
      LIMIT_REGISTER_PER_ADDRESS_HOUR: '100000',
      // The jobs look every few seconds, so a journey sees a deadline's outcome without waiting a minute.
      JOBS_EVERY_SECONDS: '3',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  child.stdout?.on('data', (chunk) => (output += chunk))
  child.stderr?.on('data', (chunk) => (output += chunk))
  try {
    await waitForHealth(baseUrl, child, () => output)
  } catch (error) {
    child.kill('SIGTERM')
    await postgres?.drop()
    throw error
  }
  project.provide('baseUrl', baseUrl)
  project.provide('databaseUrl', postgres?.url ?? '')
  return async () => {
    child.kill('SIGTERM')
    await new Promise((resolve) => child.once('exit', resolve))
    fs.rmSync(dataDir, { recursive: true, force: true })
    await postgres?.drop()
  }
}
