import autocannon from 'autocannon'
import { cpuMeter } from './cpu.ts'

/** One request to send: its path (with query), headers and, for a POST, its body. */
export interface RequestSpec {
  path: string
  headers?: Record<string, string>
  method?: 'GET' | 'POST'
  body?: string
}

export interface Target {
  name: string
  /** Which process answers it. */
  server: 'baseline' | 'product'
  /** The next request; called once per request, so it can vary ids and callers. */
  next: () => RequestSpec
  /** The product's envelope must say `code: 0`; a baseline only needs a 2xx. */
  envelope: boolean
  /**
   * At most this many requests per measurement, for a target that uses up what it acts on (each
   * acceptOrder takes a different hall order): the measurement ends at this count or at its duration.
   */
  maxRequests?: number
  /**
   * Runs before each measurement, outside its time: e.g. signs the notifications the measurement sends
   * (WeChat refuses a signature more than five minutes old, and a full run is longer than that).
   */
  prepare?: () => Promise<void>
  /** Other words `BENCH_ONLY` finds the target by (`notify` for the payment notification). */
  aliases?: string[]
}

export interface Sample {
  rps: number
  p50: number
  p99: number
  requests: number
  /** Connection errors, timeouts, non-2xx answers and envelopes with a non-zero code. */
  errors: number
  /** CPU microseconds per request of the answering server, and of PostgreSQL (`lib/cpu.ts`). */
  serverCpuUs: number
  pgCpuUs: number
}

/** How a product answer that succeeded starts: the envelope's first key is `code`. */
export const OK_ENVELOPE_START = '{"code":0,'

/** What every phone's browser sends with each request (and the bare baselines get too). */
export const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br' }

/**
 * Runs one target against `baseUrl` for `durationSec` as fast as `connections` closed-loop clients go
 * (its peak); at a fixed rate, `measureSteady` (steady.ts).
 */
export async function measure(
  baseUrl: string,
  target: Target,
  options: { durationSec: number; connections: number; serverPid: number },
): Promise<Sample> {
  let badEnvelopes = 0
  // When the last answer came: a target that runs out of its share before its duration has taken this
  // long, where autocannon notices that its clients are done only at its next one-second tick.
  let lastAnswerAt = 0
  await target.prepare?.()
  const cpu = cpuMeter(options.serverPid)
  const result = await autocannon({
    url: baseUrl,
    connections: options.connections,
    pipelining: 1,
    duration: options.durationSec,
    ...(target.maxRequests ? { maxOverallRequests: target.maxRequests } : {}),
    timeout: 10,
    requests: [
      {
        method: 'GET',
        setupRequest: (request: autocannon.Request) => {
          const spec = target.next()
          return {
            ...request,
            method: spec.method ?? 'GET',
            path: spec.path,
            headers: { ...BROWSER_HEADERS, ...(spec.headers ?? {}) },
            ...(spec.body === undefined ? {} : { body: spec.body }),
          }
        },
        // The envelope's first key is `code`: a prefix check keeps the client's own CPU cost small. A
        // compressed answer is one of the product's cached successes (failures are never compressed).
        ...(target.envelope || target.maxRequests
          ? {
              onResponse: (
                status: number,
                body: string,
                _context: object,
                headers: autocannon.Request['headers'],
              ) => {
                lastAnswerAt = Date.now()
                if (status !== 200 || !target.envelope) return
                if (headers?.['content-encoding'] ? false : !body.startsWith(OK_ENVELOPE_START))
                  badEnvelopes += 1
              },
            }
          : {}),
      },
    ],
  })
  const requests = result.requests.total
  const ranOut = target.maxRequests !== undefined && requests >= target.maxRequests && lastAnswerAt > 0
  const seconds = ranOut ? (lastAnswerAt - result.start.getTime()) / 1000 : result.duration
  return {
    rps: requests / seconds,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests,
    errors: result.errors + result.timeouts + result.non2xx + badEnvelopes,
    ...cpu.perRequest(requests),
  }
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2
}

/** Each metric's median over the rounds; errors are summed, so one bad round still shows. */
export function summarize(samples: Sample[]): Sample {
  return {
    rps: median(samples.map((sample) => sample.rps)),
    p50: median(samples.map((sample) => sample.p50)),
    p99: median(samples.map((sample) => sample.p99)),
    requests: samples.reduce((sum, sample) => sum + sample.requests, 0),
    errors: samples.reduce((sum, sample) => sum + sample.errors, 0),
    serverCpuUs: median(samples.map((sample) => sample.serverCpuUs)),
    pgCpuUs: median(samples.map((sample) => sample.pgCpuUs)),
  }
}
