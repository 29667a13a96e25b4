import { Worker } from 'node:worker_threads'
import { cpuMeter } from './cpu.ts'
import { BROWSER_HEADERS, OK_ENVELOPE_START, type RequestSpec, type Sample, type Target } from './load.ts'
import type { SteadyPlan, SteadyResult } from './steady-worker.ts'

/** Percentile of ascending `sorted` (nearest rank), in whole milliseconds as autocannon reports them. */
function percentile(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return 0
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))
  return Math.round(sorted[rank]!)
}

function requestBytes(host: string, spec: RequestSpec): Buffer {
  const headers: Record<string, string> = { ...BROWSER_HEADERS, ...(spec.headers ?? {}) }
  const body = spec.body === undefined ? undefined : Buffer.from(spec.body)
  const lines = [`${spec.method ?? 'GET'} ${spec.path} HTTP/1.1`, `host: ${host}`, 'connection: keep-alive']
  for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`)
  if (body) lines.push(`content-length: ${body.length}`)
  const head = Buffer.from(`${lines.join('\r\n')}\r\n\r\n`)
  return body ? Buffer.concat([head, body]) : head
}

/** Every request's bytes back to back, and where each starts (and, last, where the final one ends). */
function packed(requests: Buffer[]): { bytes: Uint8Array; offsets: Uint32Array } {
  const offsets = new Uint32Array(requests.length + 1)
  for (let index = 0; index < requests.length; index++)
    offsets[index + 1] = offsets[index]! + requests[index]!.length
  const bytes = new Uint8Array(offsets[requests.length]!)
  for (let index = 0; index < requests.length; index++) bytes.set(requests[index]!, offsets[index]!)
  return { bytes, offsets }
}

const WORKER_BOOT = `import('tsx/esm/api').then(({ tsImport }) => tsImport(${JSON.stringify(
  new URL('./steady-worker.ts', import.meta.url).href,
)}, ${JSON.stringify(import.meta.url)}))`

/**
 * The first second at the rate is not counted. The worker's code starts cold in a fresh thread, and the
 * server comes from a pause between targets (its pool's idle connections closed): the backlog that the
 * first few hundred milliseconds then built took as long again to drain, which is a cold start, not the
 * server under a steady load. The peak runs are warmed up the same way (run.ts).
 */
const WARM_UP_SEC = 1

/** The worker says `connected` once its connections are open, waits for the word to go, then `done`. */
type FromWorker = { type: 'connected' } | { type: 'done'; result: SteadyResult }

/**
 * A target at a steady rate: request i is due at `start + i / rate`, whether or not the answers before it
 * have come, as users arrive independently of each other (an open loop), over `connections` keep-alive
 * connections, opened before the clock starts, after a warm-up at the rate (`WARM_UP_SEC`). Its latency
 * is counted from when it was due, so time it waited for a free connection (the server being slow) is in
 * it. The loop runs in a worker thread of its
 * own (steady-worker.ts) with every request made beforehand, so that neither making them nor collecting
 * the runner's garbage is in any latency.
 *
 * autocannon's own rate limit does neither: each connection sends its share of the second back to back
 * at the start of the second and then waits for the next, so "half the peak" was the peak's
 * concurrency for part of each second; and it corrects for coordinated omission with an expected
 * interval of `ceil(1 / rate)` = 1 ms, so an answer of L ms also counted L − 1 made-up answers of
 * L − 1, L − 2, … ms, which weighted its p99 by latency.
 */
export async function measureSteady(
  baseUrl: string,
  target: Target,
  options: { durationSec: number; connections: number; rate: number; serverPid: number },
): Promise<Sample> {
  await target.prepare?.()
  const url = new URL(baseUrl)
  const planned = Math.min(
    Math.floor(options.rate * (WARM_UP_SEC + options.durationSec)),
    target.maxRequests ?? Number.POSITIVE_INFINITY,
  )
  // A target with a share of what it acts on (acceptOrder) warms up on at most a fifth of its share.
  const warmUp = Math.min(Math.floor(options.rate * WARM_UP_SEC), Math.floor(planned / 5))
  const { bytes, offsets } = packed(
    Array.from({ length: planned }, () => requestBytes(url.host, target.next())),
  )
  const plan: SteadyPlan = {
    host: url.hostname,
    port: Number(url.port),
    connections: options.connections,
    intervalMs: 1000 / options.rate,
    bytes,
    offsets,
    envelope: target.envelope,
    okEnvelope: OK_ENVELOPE_START,
    warmUp,
  }
  // The bench runs under tsx (package.json), which a worker's thread does not inherit: it loads it first.
  const worker = new Worker(WORKER_BOOT, {
    eval: true,
    workerData: plan,
    transferList: [bytes.buffer as ArrayBuffer, offsets.buffer as ArrayBuffer],
  })
  try {
    const { result, cpuPerRequest } = await new Promise<{
      result: SteadyResult
      cpuPerRequest: Pick<Sample, 'serverCpuUs' | 'pgCpuUs'>
    }>((resolve, reject) => {
      let cpu: ReturnType<typeof cpuMeter> | undefined
      worker.on('error', reject)
      worker.on('exit', (code) => reject(new Error(`the steady generator stopped (exit ${code})`)))
      worker.on('message', (message: FromWorker) => {
        // The meter spans the warm-up too, so it is divided by every answer, the warm-up's included.
        if (message.type === 'connected') {
          cpu = cpuMeter(options.serverPid)
          worker.postMessage('go')
        } else
          resolve({ result: message.result, cpuPerRequest: cpu!.perRequest(message.result.answeredInAll) })
      })
    })
    const { latencies, answered, errors, seconds } = result
    latencies.sort()
    return {
      rps: answered / Math.max(seconds, 1e-3),
      p50: percentile(latencies, 50),
      p99: percentile(latencies, 99),
      requests: answered,
      errors,
      ...cpuPerRequest,
    }
  } finally {
    await worker.terminate()
  }
}
