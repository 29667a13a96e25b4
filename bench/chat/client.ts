// The chat bench's client: server-sent event listeners held open, messages sent by POST, and the time
// from sending a message to its event arriving on the listener's stream. node:http only, keep-alive for
// the sends, one socket per stream; everything talks to 127.0.0.1 and every wait is bounded.
import http from 'node:http'
import { performance } from 'node:perf_hooks'
import { sleep } from '../lib/env.ts'

export interface Endpoint {
  path: string
  headers?: Record<string, string>
}

/** One chat as the bench drives it: where its listener connects, how a message is sent into it. */
export interface Chat {
  listen: Endpoint
  send: (text: string) => Endpoint & { body: string }
}

export interface ChatTarget {
  name: string
  url: string
  /** The i-th chat (an order of the seeded dataset, or a key of the bare echo). */
  chat: (index: number) => Chat
  /** How many chats there are to use. */
  chats: number
  /** The product's envelope must say `code: 0`; the bare echo only needs a 200. */
  envelope: boolean
  /** The product's limit on sends a minute per sender (every chat has its own sender), if any. */
  sendsPerMinute?: number
  /**
   * A stream counts as open when this event has arrived (the product sends `marks` once its first look
   * at the chat is done), else at its first bytes: the work of opening is over before anything is timed.
   */
  readyEvent?: string
}

export interface ChatSample {
  /** Deliveries per second over the measurement. */
  rate: number
  deliveries: number
  p50: number
  p99: number
  max: number
  /** Sends refused or failed (not 200, or an envelope whose code is not 0, or a socket error). */
  errors: number
  /** Sent and answered, but never arrived on the listener's stream within the timeout. */
  lost: number
  /** Closed loop only: the senders' minute budgets ran out before the duration did. */
  budgetLimited: boolean
  /** The bench process's CPU over the measurement (100 = one core busy): is the client the limit? */
  clientCpu: number
  seconds: number
}

const TEXT = '好的，我这就上号，打完这把告诉你 #'

/** The product's contact masking hides runs of seven digits or more: the tag is short base 36. */
let sequence = 0
const nextText = () => `${TEXT}${(sequence++).toString(36)}`

/**
 * A conservative copy of the server's fixed one-minute window per sender: the client's window opens
 * before the server's (it counts at sending) and is held 62 s, so a send it allows is never refused.
 */
class SenderBudget {
  readonly #windows = new Map<number, { from: number; count: number }>()
  constructor(readonly perMinute: number | undefined) {}

  take(index: number, now: number): boolean {
    if (this.perMinute === undefined) return true
    let window = this.#windows.get(index)
    if (!window || now - window.from > 62_000) {
      window = { from: now, count: 0 }
      this.#windows.set(index, window)
    }
    if (window.count >= this.perMinute) return false
    window.count += 1
    return true
  }
}

interface Waiter {
  resolve: (at: number) => void
  timer: NodeJS.Timeout
}

/** One open server-sent events stream; resolves the waits of the messages it was told to expect. */
export class Listener {
  readonly #waiting = new Map<string, Waiter>()
  #request: http.ClientRequest | undefined
  #buffer = ''
  #ready: (() => void) | undefined
  closed = false

  constructor(
    readonly index: number,
    readonly target: ChatTarget,
    readonly agent: http.Agent,
  ) {}

  /** Opens the stream; resolves once the server has answered 200 and the stream is ready (readyEvent). */
  open(timeoutMs = 15_000): Promise<void> {
    const { listen } = this.target.chat(this.index)
    const url = new URL(listen.path, this.target.url)
    return new Promise((resolve, reject) => {
      const fail = (error: Error) => {
        this.close()
        reject(error)
      }
      const timer = setTimeout(() => fail(new Error(`${url}: no stream within ${timeoutMs} ms`)), timeoutMs)
      const request = http.get(
        url,
        { agent: this.agent, headers: { accept: 'text/event-stream', ...listen.headers } },
        (response) => {
          if (response.statusCode !== 200) {
            clearTimeout(timer)
            let text = ''
            response.setEncoding('utf8')
            response.on('data', (chunk: string) => {
              text += chunk
            })
            response.on('end', () => fail(new Error(`${url}: ${response.statusCode} ${text.slice(0, 200)}`)))
            return
          }
          response.setEncoding('utf8')
          this.#ready = () => {
            this.#ready = undefined
            clearTimeout(timer)
            resolve()
          }
          response.on('data', (chunk: string) => {
            if (!this.target.readyEvent) this.#ready?.()
            this.#read(chunk)
          })
          response.on('close', () => {
            this.closed = true
          })
        },
      )
      request.on('error', (error) => {
        clearTimeout(timer)
        if (!this.closed) fail(error)
      })
      this.#request = request
    })
  }

  #read(chunk: string) {
    this.#buffer += chunk
    for (let end = this.#buffer.indexOf('\n\n'); end >= 0; end = this.#buffer.indexOf('\n\n')) {
      const frame = this.#buffer.slice(0, end)
      this.#buffer = this.#buffer.slice(end + 2)
      if (this.#ready && frame.includes(`event: ${this.target.readyEvent}\n`)) this.#ready()
      if (!frame.includes('event: message\n')) continue
      const data = frame.slice(frame.indexOf('\ndata: ') + 7)
      const body = (JSON.parse(data) as { body?: string }).body ?? ''
      const waiter = this.#waiting.get(body)
      if (waiter) {
        this.#waiting.delete(body)
        clearTimeout(waiter.timer)
        waiter.resolve(performance.now())
      }
    }
  }

  /** When `body` arrives on this stream (performance.now()), or null after `timeoutMs`. */
  expect(body: string, timeoutMs: number): { arrived: Promise<number | null>; cancel: () => void } {
    let settle: (at: number | null) => void = () => {}
    const arrived = new Promise<number | null>((resolve) => {
      settle = resolve
    })
    const timer = setTimeout(() => {
      this.#waiting.delete(body)
      settle(null)
    }, timeoutMs)
    this.#waiting.set(body, { resolve: settle, timer })
    return {
      arrived,
      cancel: () => {
        clearTimeout(timer)
        this.#waiting.delete(body)
        settle(null)
      },
    }
  }

  close() {
    this.closed = true
    this.#request?.destroy()
    for (const waiter of this.#waiting.values()) {
      clearTimeout(waiter.timer)
      waiter.resolve(Number.NaN)
    }
    this.#waiting.clear()
  }
}

/** The listeners of one target, opened a batch at a time, and the senders' budgets. */
export class ChatClient {
  readonly listeners: Listener[] = []
  readonly #streamAgent = new http.Agent({ keepAlive: false, maxSockets: Number.POSITIVE_INFINITY })
  readonly #sendAgent = new http.Agent({ keepAlive: true, maxSockets: 64 })
  readonly #budget: SenderBudget
  readonly #busy = new Set<number>()
  #turn = 0

  constructor(
    readonly target: ChatTarget,
    /** The first chat index this client uses (the capacity step uses chats the throughput step did not). */
    readonly offset = 0,
    readonly deliveryTimeoutMs = 5000,
  ) {
    this.#budget = new SenderBudget(target.sendsPerMinute)
  }

  /** Opens streams until `count` are open, 50 at a time. */
  async grow(count: number) {
    if (this.offset + count > this.target.chats) {
      throw new Error(
        `${this.target.name}: ${count} listeners asked for, ${this.target.chats - this.offset} chats seeded`,
      )
    }
    while (this.listeners.length < count) {
      const batch: Listener[] = []
      while (batch.length < 50 && this.listeners.length + batch.length < count) {
        batch.push(
          new Listener(this.offset + this.listeners.length + batch.length, this.target, this.#streamAgent),
        )
      }
      await Promise.all(batch.map((listener) => listener.open()))
      this.listeners.push(...batch)
    }
    const dropped = this.listeners.filter((listener) => listener.closed).length
    if (dropped > 0) throw new Error(`${this.target.name}: ${dropped} streams closed by the server`)
  }

  closeAll() {
    for (const listener of this.listeners) listener.close()
    this.listeners.length = 0
    this.#streamAgent.destroy()
    this.#sendAgent.destroy()
  }

  /** The next listener, round-robin, not waiting for a message and whose sender may still send. */
  #pick(now: number): Listener | undefined {
    const count = this.listeners.length
    for (let tried = 0; tried < count; tried++) {
      const listener = this.listeners[this.#turn++ % count]!
      if (this.#busy.has(listener.index)) continue
      if (!this.#budget.take(listener.index, now)) continue
      return listener
    }
    return undefined
  }

  /**
   * Sends one message into the listener's chat and waits (bounded) for it on the stream. Answers the
   * latency in ms from `from` (the time the send was due) or why it did not arrive.
   */
  async #deliver(listener: Listener, from: number): Promise<number | 'error' | 'lost'> {
    this.#busy.add(listener.index)
    try {
      const text = nextText()
      const expected = listener.expect(text, this.deliveryTimeoutMs)
      const sent = await this.#post(listener.index, text)
      if (!sent) {
        expected.cancel()
        return 'error'
      }
      const at = await expected.arrived
      return at === null || Number.isNaN(at) ? 'lost' : at - from
    } finally {
      this.#busy.delete(listener.index)
    }
  }

  firstError = ''

  #post(index: number, text: string): Promise<boolean> {
    const send = this.target.chat(index).send(text)
    const url = new URL(send.path, this.target.url)
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        request.destroy(new Error('no answer within 10 s'))
      }, 10_000)
      const request = http.request(
        url,
        {
          method: 'POST',
          agent: this.#sendAgent,
          headers: {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(send.body),
            ...send.headers,
          },
        },
        (response) => {
          let text = ''
          response.setEncoding('utf8')
          response.on('data', (chunk: string) => {
            text += chunk
          })
          response.on('end', () => {
            clearTimeout(timer)
            const ok = response.statusCode === 200 && (!this.target.envelope || text.startsWith('{"code":0,'))
            if (!ok && !this.firstError) this.firstError = `${response.statusCode} ${text.slice(0, 300)}`
            resolve(ok)
          })
        },
      )
      request.on('error', (error) => {
        clearTimeout(timer)
        if (!this.firstError) this.firstError = error.message
        resolve(false)
      })
      request.end(send.body)
    })
  }

  /**
   * Closed loop: `concurrency` senders, each sending one message and waiting for it to arrive before the
   * next, round-robin over the open listeners, for `durationMs` (or until the senders' budgets run out).
   */
  async closedLoop(options: { durationMs: number; concurrency: number }): Promise<ChatSample> {
    const latencies: number[] = []
    let errors = 0
    let lost = 0
    let budgetLimited = false
    const cpu = process.cpuUsage()
    const began = performance.now()
    const end = began + options.durationMs
    const sender = async () => {
      while (performance.now() < end) {
        const listener = this.#pick(Date.now())
        if (!listener) {
          budgetLimited = true
          return
        }
        const outcome = await this.#deliver(listener, performance.now())
        if (outcome === 'error') errors += 1
        else if (outcome === 'lost') lost += 1
        else latencies.push(outcome)
      }
    }
    await Promise.all(Array.from({ length: options.concurrency }, sender))
    return sampleOf(latencies, errors, lost, budgetLimited, began, cpu)
  }

  /**
   * Open loop: a message every 1/`rate` s for `durationMs`, round-robin over the open listeners, whether
   * or not the earlier ones arrived; latency counted from when each was due (no coordinated omission).
   */
  async openLoop(options: {
    rate: number
    durationMs: number
  }): Promise<ChatSample & { skipped: number; latencies: number[] }> {
    const latencies: number[] = []
    let errors = 0
    let lost = 0
    let skipped = 0
    const cpu = process.cpuUsage()
    const began = performance.now()
    const total = Math.round((options.rate * options.durationMs) / 1000)
    const inFlight: Promise<void>[] = []
    for (let k = 0; k < total; k++) {
      const due = began + (k * 1000) / options.rate
      const wait = due - performance.now()
      if (wait > 1) await sleep(wait)
      const listener = this.#pick(Date.now())
      if (!listener) {
        skipped += 1
        continue
      }
      inFlight.push(
        this.#deliver(listener, due).then((outcome) => {
          if (outcome === 'error') errors += 1
          else if (outcome === 'lost') lost += 1
          else latencies.push(outcome)
        }),
      )
    }
    await Promise.all(inFlight)
    return { ...sampleOf(latencies, errors, lost, false, began, cpu), skipped, latencies }
  }
}

/** The p-th percentile of ascending `sorted` (nearest rank). */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!
}

export const round1 = (value: number) => Math.round(value * 10) / 10

function sampleOf(
  latencies: number[],
  errors: number,
  lost: number,
  budgetLimited: boolean,
  began: number,
  cpu: NodeJS.CpuUsage,
): ChatSample {
  const seconds = (performance.now() - began) / 1000
  const used = process.cpuUsage(cpu)
  const sorted = [...latencies].sort((a, b) => a - b)
  return {
    rate: Math.round(latencies.length / seconds),
    deliveries: latencies.length,
    p50: round1(percentile(sorted, 50)),
    p99: round1(percentile(sorted, 99)),
    max: round1(sorted.at(-1) ?? Number.NaN),
    errors,
    lost,
    budgetLimited,
    clientCpu: Math.round((used.user + used.system) / 1e4 / seconds),
    seconds: round1(seconds),
  }
}
