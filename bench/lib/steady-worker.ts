// The steady generator's open loop (steady.ts), in a worker thread of its own: its heap holds only the
// connections and the timings, so its garbage collections are a few milliseconds, where the bench
// runner's heap (fixtures, autocannon, the loader) took 50–75 ms to collect on a slow host and delayed
// every request that fell due meanwhile, which the latencies then showed as the server's.
import net from 'node:net'
import os from 'node:os'
import { setTimeout as sleep } from 'node:timers/promises'
import { parentPort, workerData } from 'node:worker_threads'

export interface SteadyPlan {
  host: string
  port: number
  connections: number
  /** Milliseconds between two requests falling due. */
  intervalMs: number
  /** Every request's bytes, back to back, and where each starts (one more offset: the end). */
  bytes: Uint8Array
  offsets: Uint32Array
  /** The product's envelope must start with `okEnvelope`; a baseline only needs a 2xx. */
  envelope: boolean
  okEnvelope: string
  /** The first this many requests warm the path up at the rate and are not in the latencies or rate. */
  warmUp: number
}

export interface SteadyResult {
  /** From when each answered request after the warm-up was due to when its answer was read, in ms. */
  latencies: Float64Array
  /** Answers after the warm-up, and the seconds from the first of them falling due to the last answer. */
  answered: number
  seconds: number
  /** Every answer, the warm-up's included: what the server's CPU over the whole run was spent on. */
  answeredInAll: number
  /** Every error, the warm-up's included. */
  errors: number
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

  constructor(
    private readonly host: string,
    private readonly port: number,
  ) {}

  /** Connects ahead of the measurement, so that no request's latency holds a TCP handshake. */
  open(): Promise<void> {
    const socket = this.socket ?? this.connect()
    if (!socket.connecting) return Promise.resolve()
    return new Promise((resolve, reject) => {
      socket.once('connect', () => resolve())
      socket.once('error', reject)
    })
  }

  send(bytes: Uint8Array): Promise<Answer> {
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
    const socket = net.connect({ host: this.host, port: this.port })
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

/**
 * Request i falls due at `start + i × intervalMs` and goes out on a free connection, or waits for one
 * (an open loop). The measurement starts when the parent says so, once every connection is open.
 */
async function run(plan: SteadyPlan, started: Promise<unknown>): Promise<SteadyResult> {
  const planned = plan.offsets.length - 1
  const okEnvelope = Buffer.from(plan.okEnvelope)
  const requestAt = (index: number) => plan.bytes.subarray(plan.offsets[index]!, plan.offsets[index + 1]!)
  const free = Array.from({ length: plan.connections }, () => new Connection(plan.host, plan.port))
  const all = [...free]
  await Promise.all(all.map((connection) => connection.open()))
  const latencies = new Float64Array(Math.max(0, planned - plan.warmUp))
  let errors = 0
  let answered = 0
  let counted = 0
  let lastAnswerAt = 0
  /** Requests (by index) due and not yet sent: every connection was busy when they fell due. */
  const queue = new Uint32Array(planned)
  let queueTail = 0
  let queueHead = 0
  let allAnswered: () => void = () => {}
  const done = new Promise<void>((resolve) => {
    allAnswered = resolve
  })
  // Once the measurement ends (every answer in, or the 10 s wait over), the connections are closed:
  // what they then report is not counted, and nothing queued is sent.
  let ended = false
  let start = 0

  const finish = (connection: Connection, index: number, dueAt: number) => {
    if (ended) return
    lastAnswerAt = performance.now()
    if (index >= plan.warmUp) latencies[counted++] = lastAnswerAt - dueAt
    answered += 1
    if (queueHead < queueTail) sendOn(connection, queue[queueHead++]!)
    else free.push(connection)
    if (answered === planned) allAnswered()
  }
  const sendOn = (connection: Connection, index: number) => {
    const dueAt = start + index * plan.intervalMs
    connection.send(requestAt(index)).then(
      (answer) => {
        const ok = answer.status >= 200 && answer.status < 300
        // As `measure`: the envelope's first key is `code`; a compressed answer is a cached success.
        const envelopeOk =
          !plan.envelope || answer.compressed || answer.body.subarray(0, okEnvelope.length).equals(okEnvelope)
        if (!ok || (answer.status === 200 && !envelopeOk)) errors += 1
        finish(connection, index, dueAt)
      },
      () => {
        errors += 1
        finish(connection, index, dueAt)
      },
    )
  }

  parentPort!.postMessage({ type: 'connected' })
  await started
  start = performance.now()
  let due = 0
  while (due < planned) {
    const now = performance.now()
    // Everything due by now goes out (or waits for a connection); a late timer's delay is in the latency.
    while (due < planned && start + due * plan.intervalMs <= now) {
      const connection = free.pop()
      if (connection) sendOn(connection, due)
      else queue[queueTail++] = due
      due += 1
    }
    await sleep(Math.max(0, Math.min(1, start + due * plan.intervalMs - performance.now())))
  }
  // An answer that never comes (10 s, as `measure`'s timeout) is an error, and the measurement ends.
  if (planned > 0) await Promise.race([done, sleep(10_000)])
  ended = true
  errors += planned - answered
  for (const connection of all) connection.close()
  const seconds = ((lastAnswerAt || performance.now()) - (start + plan.warmUp * plan.intervalMs)) / 1000
  return {
    latencies: latencies.subarray(0, counted),
    answered: counted,
    errors,
    seconds,
    answeredInAll: answered,
  }
}

if (parentPort) {
  // This thread only (Linux's nice is per thread), ahead of the machine's other daemons, as the servers
  // measured are (processes.ts); without the right to, it runs as it is.
  try {
    os.setPriority(-10)
  } catch {}
  const port = parentPort
  const started = new Promise((resolve) => port.once('message', resolve))
  const result = await run(workerData as SteadyPlan, started)
  port.postMessage({ type: 'done', result }, [result.latencies.buffer as ArrayBuffer])
}
