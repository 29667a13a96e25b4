import net from 'node:net'
import { setTimeout as sleep } from 'node:timers/promises'
import { cpuMeter } from './cpu.ts'
import { BROWSER_HEADERS, OK_ENVELOPE_START, type RequestSpec, type Sample, type Target } from './load.ts'

/** Percentile of ascending `sorted` (nearest rank), in whole milliseconds as autocannon reports them. */
function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))
  return Math.round(sorted[rank]!)
}

const HEAD_END = Buffer.from('\r\n\r\n')
/** As Node writes it (lower case, one space): found in the bytes, with the header read as text otherwise. */
const CONTENT_LENGTH_BYTES = Buffer.from('\r\ncontent-length: ')
const CONTENT_LENGTH = /\r\ncontent-length:\s*(\d+)/i
const CONTENT_ENCODING_BYTES = Buffer.from('\r\ncontent-encoding:')
const CONTENT_ENCODING = /\r\ncontent-encoding:/i

/** The Content-Length of the head `data[0, headEnd)`, or undefined when it has none. */
function contentLength(data: Buffer, headEnd: number): number | undefined {
  const at = data.indexOf(CONTENT_LENGTH_BYTES)
  if (at >= 0 && at < headEnd) {
    let length = 0
    for (let index = at + CONTENT_LENGTH_BYTES.length; index < headEnd; index++) {
      const digit = data[index]! - 48
      if (digit < 0 || digit > 9) break
      length = length * 10 + digit
    }
    return length
  }
  const found = CONTENT_LENGTH.exec(data.subarray(0, headEnd).toString('latin1'))?.[1]
  return found === undefined ? undefined : Number(found)
}

function isCompressed(data: Buffer, headEnd: number): boolean {
  const at = data.indexOf(CONTENT_ENCODING_BYTES)
  if (at >= 0 && at < headEnd) return true
  return CONTENT_ENCODING.test(data.subarray(0, headEnd).toString('latin1'))
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

interface Answer {
  status: number
  compressed: boolean
  body: Buffer
}

/**
 * One keep-alive connection sending one request at a time and reading its answer: HTTP/1.1 answers
 * with a Content-Length, or none at all for 204 and 304 (every answer of the product and the baselines).
 * Anything else, or a connection that fails, is an error; the connection is then made anew.
 */
class Connection {
  private socket: net.Socket | null = null
  private pending: Buffer[] = []
  private waiting: ((answer: Answer | Error) => void) | null = null

  constructor(private readonly url: URL) {}

  send(bytes: Buffer): Promise<Answer> {
    const socket = this.socket ?? this.connect()
    return new Promise((resolve, reject) => {
      this.waiting = (answer) => (answer instanceof Error ? reject(answer) : resolve(answer))
      socket.write(bytes)
    })
  }

  close() {
    this.socket?.destroy()
  }

  private connect() {
    const socket = net.connect({ host: this.url.hostname, port: Number(this.url.port) })
    socket.setNoDelay(true)
    socket.on('data', (chunk: Buffer) => {
      this.pending.push(chunk)
      this.read()
    })
    const fail = (error: Error) => {
      this.socket = null
      this.pending = []
      const waiting = this.waiting
      this.waiting = null
      waiting?.(error)
    }
    socket.on('error', fail)
    socket.on('close', () => fail(new Error('connection closed')))
    this.socket = socket
    return socket
  }

  private read() {
    const data = this.pending.length === 1 ? this.pending[0]! : Buffer.concat(this.pending)
    this.pending = [data]
    const headEnd = data.indexOf(HEAD_END)
    if (headEnd < 0) return
    // "HTTP/1.1 200 …": the status is the three digits from the tenth byte.
    const status = (data[9]! - 48) * 100 + (data[10]! - 48) * 10 + (data[11]! - 48)
    const length = contentLength(data, headEnd)
    if (length === undefined && status !== 204 && status !== 304) {
      this.socket?.destroy(new Error(`an answer without Content-Length (${status})`))
      return
    }
    const bodyStart = headEnd + HEAD_END.length
    const bodyEnd = bodyStart + (length ?? 0)
    if (data.length < bodyEnd) return
    this.pending = data.length > bodyEnd ? [data.subarray(bodyEnd)] : []
    const waiting = this.waiting
    this.waiting = null
    waiting?.({ status, compressed: isCompressed(data, headEnd), body: data.subarray(bodyStart, bodyEnd) })
  }
}

const OK_ENVELOPE = Buffer.from(OK_ENVELOPE_START)

/**
 * A target at a steady rate: request i is due at `start + i / rate`, whether or not the answers before it
 * have come, as users arrive independently of each other (an open loop), over `connections` keep-alive
 * connections. Its latency is counted from when it was due, so time it waited for a free connection (the
 * server being slow) is in it.
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
  const free = Array.from({ length: options.connections }, () => new Connection(url))
  const all = [...free]
  const intervalMs = 1000 / options.rate
  const planned = Math.min(
    Math.floor(options.rate * options.durationSec),
    target.maxRequests ?? Number.POSITIVE_INFINITY,
  )
  const latencies: number[] = []
  let errors = 0
  let answered = 0
  let lastAnswerAt = 0
  /** Requests (by index) due and not yet sent: every connection was busy when they fell due. */
  const queue: number[] = []
  let queueHead = 0
  let allAnswered: () => void = () => {}
  const done = new Promise<void>((resolve) => {
    allAnswered = resolve
  })

  const sendOn = (connection: Connection, index: number) => {
    const dueAt = start + index * intervalMs
    connection.send(requests[index]!).then(
      (answer) => {
        const ok = answer.status >= 200 && answer.status < 300
        // As `measure`: the envelope's first key is `code`; a compressed answer is a cached success.
        const envelopeOk =
          !target.envelope ||
          answer.compressed ||
          answer.body.subarray(0, OK_ENVELOPE.length).equals(OK_ENVELOPE)
        if (!ok || (answer.status === 200 && !envelopeOk)) errors += 1
        finish(connection, dueAt)
      },
      () => {
        errors += 1
        finish(connection, dueAt)
      },
    )
  }
  // Once the measurement ends (every answer in, or the 10 s wait over), the connections are closed:
  // what they then report is not counted, and nothing queued is sent.
  let ended = false
  const finish = (connection: Connection, dueAt: number) => {
    if (ended) return
    lastAnswerAt = performance.now()
    latencies.push(lastAnswerAt - dueAt)
    answered += 1
    const next = queueHead < queue.length ? queue[queueHead++] : undefined
    if (next === undefined) free.push(connection)
    else sendOn(connection, next)
    if (answered === planned) allAnswered()
  }

  // Every request is made before the clock starts, so that making them is not in any latency.
  const requests = Array.from({ length: planned }, () => requestBytes(url.host, target.next()))
  const cpu = cpuMeter(options.serverPid)
  const start = performance.now()
  let due = 0
  while (due < planned) {
    const now = performance.now()
    // Everything due by now goes out (or waits for a connection); a late timer's delay is in the latency.
    while (due < planned && start + due * intervalMs <= now) {
      const connection = free.pop()
      if (connection) sendOn(connection, due)
      else queue.push(due)
      due += 1
    }
    await sleep(Math.max(0, Math.min(1, start + due * intervalMs - performance.now())))
  }
  // An answer that never comes (10 s, as `measure`'s timeout) is an error, and the measurement ends.
  if (planned > 0) await Promise.race([done, sleep(10_000)])
  ended = true
  errors += planned - answered
  for (const connection of all) connection.close()
  const seconds = ((lastAnswerAt || performance.now()) - start) / 1000
  latencies.sort((a, b) => a - b)
  return {
    rps: answered / Math.max(seconds, 1e-3),
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    requests: answered,
    errors,
    ...cpu.perRequest(answered),
  }
}
