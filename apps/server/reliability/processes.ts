import { type ChildProcess, spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import serverNodeArgs from '../node-args.json' with { type: 'json' }
import { freePort } from '../src/test/free-port.ts'
import { freshTestDatabase } from '../src/test/throwaway-database.ts'

const serverDir = fileURLToPath(new URL('../', import.meta.url))

export interface ServerProcess {
  baseUrl: string
  output: () => string
  /** SIGKILL: gone at once, no graceful shutdown. */
  kill: () => Promise<void>
  stop: () => Promise<void>
}

/** A fresh database on the PostgreSQL server TEST_DATABASE_URL names; null when there is none. */
export const freshDatabase = () => freshTestDatabase('dj_rel')

/** Starts the real server (as `npm start` runs it) on `databaseUrl`; resolves once it is healthy. */
export async function startServer(
  databaseUrl: string,
  env: Record<string, string> = {},
): Promise<ServerProcess> {
  const port = await freePort()
  const baseUrl = `http://127.0.0.1:${port}`
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dianjing-rel-'))
  let output = ''
  const child: ChildProcess = spawn(process.execPath, [...serverNodeArgs, 'src/main.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      LOG_LEVEL: 'info',
      ADMIN_PHONE: '13800000000',
      ADMIN_PASSWORD: 'reliability-owner-1',
      // Every journey's people come from 127.0.0.1; the register limit has its own API test.
      LIMIT_REGISTER_PER_ADDRESS_HOUR: '100000',
      WECHAT_SIM_TIME_SCALE: '0.01',
      PUBLIC_URL: baseUrl,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  child.stdout?.on('data', (chunk) => (output += chunk))
  child.stderr?.on('data', (chunk) => (output += chunk))
  const deadline = Date.now() + 60_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}\n${output}`)
    if (Date.now() > deadline) throw new Error(`server did not become healthy\n${output}`)
    try {
      if ((await fetch(`${baseUrl}/boot/health`)).ok) break
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  return {
    baseUrl,
    output: () => output,
    kill: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return
      child.kill('SIGKILL')
      await new Promise((resolve) => child.once('exit', resolve))
    },
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM')
        await new Promise((resolve) => child.once('exit', resolve))
      }
      fs.rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

export interface Envelope<T> {
  status: number
  code: number
  msg: string
  data: T
}

/** Calls the API of one process (or of the nginx in front of several). */
export async function call<T = unknown>(
  server: Pick<ServerProcess, 'baseUrl'>,
  method: 'GET' | 'POST' | 'PUT',
  pathname: string,
  { token, body }: { token?: string; body?: unknown } = {},
): Promise<Envelope<T>> {
  const headers: Record<string, string> = {}
  if (token) headers.authorization = `Bearer ${token}`
  if (body !== undefined) headers['content-type'] = 'application/json'
  const response = await fetch(`${server.baseUrl}${pathname}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const envelope = (await response.json()) as Omit<Envelope<T>, 'status'>
  return { status: response.status, ...envelope }
}
