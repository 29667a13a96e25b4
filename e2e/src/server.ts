import { type ChildProcess, spawn } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { TestProject } from 'vitest/node'

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string
  }
}

const root = fileURLToPath(new URL('../../', import.meta.url))

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
    server.on('error', reject)
  })
}

async function waitForHealth(baseUrl: string, child: ChildProcess, log: () => string): Promise<void> {
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
 * Runs the real built product the way `npm start` does, on a fresh embedded database with demo
 * data, and hands its address to the journeys.
 */
export default async function setup(project: TestProject) {
  for (const app of ['web', 'admin']) {
    if (!fs.existsSync(path.join(root, `apps/${app}/dist/index.html`))) {
      throw new Error(`apps/${app} is not built: run \`npm run build\` first (npm run test:e2e does).`)
    }
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dianjing-e2e-'))
  const port = await freePort()
  const baseUrl = `http://127.0.0.1:${port}`
  let output = ''
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      ADMIN_PHONE: '13800000000',
      ADMIN_PASSWORD: 'e2e-owner-password',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  child.stdout?.on('data', (chunk) => (output += chunk))
  child.stderr?.on('data', (chunk) => (output += chunk))
  await waitForHealth(baseUrl, child, () => output)
  project.provide('baseUrl', baseUrl)
  return async () => {
    child.kill('SIGTERM')
    await new Promise((resolve) => child.once('exit', resolve))
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
}
