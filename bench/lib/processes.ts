import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import serverNodeArgs from '../../apps/server/node-args.json' with { type: 'json' }
import { BENCH_DIR, HOST, ROOT, sleep } from './env.ts'

export interface Running {
  url: string
  pid: number
  /** Resident set size in bytes, read from /proc (Linux). */
  rss: () => number
  stop: () => Promise<void>
}

const running = new Set<Running>()

/** Stops every process this run started (only those, by their pid), e.g. on Ctrl-C or a failure. */
export async function stopAll() {
  await Promise.all([...running].map((child) => child.stop()))
}

async function waitForHttp(url: string, child: ChildProcess, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: the process exited with ${child.exitCode}`)
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(1000) })
      if (response.ok) return
    } catch {}
    await sleep(200)
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`)
}

/**
 * On a machine of two or more cores the servers run on core 1 and the load generator on core 0
 * (`taskset`), so the two never take turns on one core and alternating targets see the same conditions,
 * as a server behind a load balancer would (PostgreSQL is left to the scheduler). BENCH_PIN=0: unpinned.
 * The servers and the steady generator's thread also run at a higher priority than the machine's other
 * daemons (a message broker's periodic work took 60% of the servers' core for 100 ms mid-measurement,
 * and showed as the server's latency).
 */
const PINNED = process.env.BENCH_PIN !== '0' && os.availableParallelism() >= 2
if (PINNED) spawnSync('taskset', ['-a', '-cp', '0', String(process.pid)], { stdio: 'ignore' })

function pinToServerCore(pid: number | undefined) {
  if (PINNED && pid) spawnSync('taskset', ['-a', '-cp', '1', String(pid)], { stdio: 'ignore' })
}

function start(
  name: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  port: number,
  readyPath: string,
  { pinned = true }: { pinned?: boolean } = {},
) {
  const log = fs.createWriteStream(path.join(os.tmpdir(), `dj-bench-${name}-${port}.log`))
  // The servers measured run before the machine's other daemons (`nice`; without the right to, as is).
  const child = spawn(
    pinned ? 'nice' : process.execPath,
    pinned ? ['-n', '-10', process.execPath, ...args] : args,
    {
      cwd: ROOT,
      env: { ...process.env, ...env, PORT: String(port) },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  child.stdout?.pipe(log)
  child.stderr?.pipe(log)
  if (pinned) pinToServerCore(child.pid)
  const url = `http://${HOST}:${port}`
  const handle: Running = {
    url,
    pid: child.pid ?? -1,
    rss: () => {
      try {
        const status = fs.readFileSync(`/proc/${child.pid}/status`, 'utf8')
        return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) * 1024
      } catch {
        return 0
      }
    },
    stop: async () => {
      running.delete(handle)
      if (child.exitCode !== null || child.signalCode !== null) return
      const exited = new Promise((resolve) => child.once('exit', resolve))
      child.kill('SIGTERM')
      // The grace timer is cleared once the process is gone: a pending one kept the bench alive 10 s more.
      let grace: NodeJS.Timeout | undefined
      const killed = await Promise.race([
        exited.then(() => true),
        new Promise<boolean>((resolve) => {
          grace = setTimeout(() => resolve(false), 10_000)
        }),
      ])
      clearTimeout(grace)
      if (!killed) child.kill('SIGKILL')
    },
  }
  running.add(handle)
  return waitForHttp(`${url}${readyPath}`, child, 60_000).then(
    () => handle,
    async (error) => {
      await handle.stop()
      throw new Error(`${error.message} (log: ${log.path})`)
    },
  )
}

/**
 * The product, exactly as `npm start` runs it: Node with the tsx loader on apps/server/src/main.ts.
 * BENCH_SERVER_MAIN points at another entry (a scratch copy with a candidate fix) to measure the fix.
 * BENCH_SERVER_FLAGS: Node flags for the product, space-separated, for a trial (`--trace-gc`, or
 * `--cpu-prof --cpu-prof-dir=DIR` for a CPU profile written when it stops); they slow what they watch.
 * `wechatPort`: WeChat Pay is the stand-in on that port (`startWechat`), not the simulator inside it.
 */
export function startProduct(options: {
  databaseUrl?: string
  dataDir: string
  port: number
  wechatPort?: number
}) {
  return start(
    'server',
    [
      ...(process.env.BENCH_SERVER_FLAGS?.split(' ').filter(Boolean) ?? []),
      ...serverNodeArgs,
      process.env.BENCH_SERVER_MAIN ?? path.join(ROOT, 'apps/server/src/main.ts'),
    ],
    {
      ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
      ...(options.wechatPort ? { WECHAT_PAY_BASE_URL: wechatPayUrl(options.wechatPort) } : {}),
      DATA_DIR: options.dataDir,
      SEED_DEMO_DATA: 'true',
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      HOST,
    },
    options.port,
    '/boot/health',
  )
}

/** Where the WeChat Pay stand-in on `port` answers: the product's and the baseline's WECHAT_PAY_BASE_URL. */
export const wechatPayUrl = (port: number) => `http://${HOST}:${port}/__wechat`

/**
 * WeChat Pay's stand-in (lib/wechat-server.ts): the product's simulator in a process of its own, left
 * to the scheduler like PostgreSQL, since in production WeChat's signing is done on WeChat's machines.
 */
export function startWechat(options: { databaseUrl: string; port: number }) {
  return start(
    'wechat',
    ['--import', 'tsx', path.join(BENCH_DIR, 'lib/wechat-server.ts')],
    { DATABASE_URL: options.databaseUrl },
    options.port,
    '/ready',
    { pinned: false },
  )
}

/**
 * The bare Fastify baselines (hello, pg read, the writes, static files) in their own process, as the
 * product is; `productPort`: the product its writes notify; `wechatPort`: WeChat Pay's stand-in.
 */
export function startBaseline(options: {
  databaseUrl?: string
  staticDir?: string
  port: number
  productPort?: number
  wechatPort?: number
}) {
  return start(
    'baseline',
    ['--import', 'tsx', path.join(BENCH_DIR, 'baseline/server.ts')],
    {
      ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
      ...(options.productPort ? { BASELINE_PRODUCT_PORT: String(options.productPort) } : {}),
      ...(options.wechatPort ? { BASELINE_WECHAT_PORT: String(options.wechatPort) } : {}),
      ...(options.staticDir ? { BASELINE_STATIC_DIR: options.staticDir } : {}),
    },
    options.port,
    '/hello',
  )
}

export function tempDir(prefix: string) {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix))
}
