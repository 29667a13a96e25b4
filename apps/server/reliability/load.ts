import { IdempotencyMessages } from '@dianjing/shared'

/** One client of the load: its session, and what a write of its sends. */
export interface LoadClient {
  token: string
  /** Sent once each per round, each with its own session (the hall wants a worker's). */
  reads: { pathname: string; token: string }[]
  /** The payOrder body for the write keyed `key` (the key is also its gameId, to find it afterwards). */
  write: (key: string) => unknown
}

export interface LoadResult {
  requests: number
  reads: number
  readFailures: string[]
  /** Writes the client saw answered 0, or told were done (已处理), each with its Idempotency-Key. */
  confirmed: string[]
  /** Of those, the ones told were done: their first answer died with the process that applied them. */
  toldApplied: number
  /** Writes still "in progress" (409) when the client gave up: a key whose lease never ran out. */
  stuck: string[]
  /** Any other write not answered 0, with the last answer the client had. */
  unconfirmed: { key: string; last: string }[]
  retries: number
  /** Answers that were a replay of a write already applied (`idempotent-replayed: true`). */
  replayed: number
  /** Answers by upstream (nginx's `x-upstream`), before and after the kill. */
  upstreams: { before: Record<string, number>; after: Record<string, number> }
  /** When each failed attempt (a 5xx or a broken connection) was seen, ms after the start. */
  failedAttemptsAt: number[]
  /** The longest a read took, and a write with its retries, in ms. */
  slowestReadMs: number
  slowestWriteMs: number
}

const RETRY_EVERY_MS = 100
/** "In progress" is asked again less often: it lasts until the holder answers or its lease runs out. */
const IN_PROGRESS_EVERY_MS = 250
const WRITE_GIVES_UP_MS = 10_000
const WRITE_ATTEMPTS = 60

/**
 * Clients as phones behave: reads sent once (a failed read is a failure the user sees), each write
 * (payOrder) with its own Idempotency-Key and resent with the same key on a broken connection, a 5xx,
 * or "in progress" (for up to twice the servers' lease and a second), until it is answered, up to
 * WRITE_ATTEMPTS times in WRITE_GIVES_UP_MS. "Done" (已处理) is an answer: the write was applied.
 * Bounded by `seconds` and `maxRequests`; `killedAt()` (ms after the start, or null) splits the
 * upstream counts.
 */
export async function runLoad(
  baseUrl: string,
  clients: LoadClient[],
  {
    seconds,
    maxRequests,
    leaseSeconds,
    killedAt,
  }: { seconds: number; maxRequests: number; leaseSeconds: number; killedAt: () => number | null },
): Promise<LoadResult> {
  const inProgressGivesUpMs = 2 * leaseSeconds * 1000 + 1000
  const started = Date.now()
  const result: LoadResult = {
    requests: 0,
    reads: 0,
    readFailures: [],
    confirmed: [],
    toldApplied: 0,
    stuck: [],
    unconfirmed: [],
    retries: 0,
    replayed: 0,
    upstreams: { before: {}, after: {} },
    failedAttemptsAt: [],
    slowestReadMs: 0,
    slowestWriteMs: 0,
  }
  const now = () => Date.now() - started
  const note = (response: Response) => {
    const at = killedAt()
    const side = at !== null && now() > at ? result.upstreams.after : result.upstreams.before
    const upstream = response.headers.get('x-upstream') ?? 'none'
    side[upstream] = (side[upstream] ?? 0) + 1
  }
  const open = () => now() < seconds * 1000 && result.requests < maxRequests

  async function read({ pathname, token }: { pathname: string; token: string }) {
    result.requests += 1
    result.reads += 1
    const sent = Date.now()
    try {
      const response = await fetch(`${baseUrl}${pathname}`, {
        headers: { authorization: `Bearer ${token}` },
      })
      note(response)
      const body = (await response.json()) as { code: number; msg: string }
      if (response.status !== 200 || body.code !== 0)
        result.readFailures.push(`${pathname}: ${response.status} ${body.msg}`)
      result.slowestReadMs = Math.max(result.slowestReadMs, Date.now() - sent)
    } catch (error) {
      result.failedAttemptsAt.push(now())
      result.readFailures.push(`${pathname}: ${(error as Error).message}`)
    }
  }

  async function write(client: LoadClient, key: string) {
    const first = Date.now()
    let last = ''
    let inProgressSince: number | null = null
    for (let attempt = 0; attempt < WRITE_ATTEMPTS && Date.now() - first < WRITE_GIVES_UP_MS; attempt++) {
      if (attempt > 0) {
        result.retries += 1
        const wait = inProgressSince === null ? RETRY_EVERY_MS : IN_PROGRESS_EVERY_MS
        await new Promise((resolve) => setTimeout(resolve, wait))
      }
      result.requests += 1
      try {
        const response = await fetch(`${baseUrl}/boot/v1/dEsports/wxOrder/payOrder`, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${client.token}`,
            'content-type': 'application/json',
            'idempotency-key': key,
          },
          body: JSON.stringify(client.write(key)),
        })
        note(response)
        const text = await response.text()
        last = `${response.status} ${text.slice(0, 120)}`
        if (response.status >= 500) {
          result.failedAttemptsAt.push(now())
          continue
        }
        const body = JSON.parse(text) as { code: number; msg: string }
        if (body.msg === IdempotencyMessages.inProgress) {
          inProgressSince ??= Date.now()
          if (Date.now() - inProgressSince < inProgressGivesUpMs) continue
          result.stuck.push(key)
          return
        }
        if (response.headers.get('idempotent-replayed') === 'true') result.replayed += 1
        const toldApplied = body.msg === IdempotencyMessages.applied
        if (toldApplied) result.toldApplied += 1
        if ((response.status === 200 && body.code === 0) || toldApplied) result.confirmed.push(key)
        else result.unconfirmed.push({ key, last })
        result.slowestWriteMs = Math.max(result.slowestWriteMs, Date.now() - first)
        return
      } catch (error) {
        result.failedAttemptsAt.push(now())
        last = (error as Error).message
      }
    }
    result.unconfirmed.push({ key, last })
  }

  await Promise.all(
    clients.map(async (client, index) => {
      for (let round = 0; open(); round++) {
        for (const one of client.reads) if (open()) await read(one)
        if (open()) await write(client, `load-write-${index}-${round}`)
      }
    }),
  )
  return result
}
