import { randomUUID } from 'node:crypto'
import type { PGlite } from '@electric-sql/pglite'
import pg from 'pg'

/**
 * The channels the database announces committed changes on (triggers of migration 0011):
 * `user_changed` (a users row, payload its id), `session_changed` (a sessions row, payload its token
 * hash), `cache_changed` (a cached area's version, payload the area); and, sent by the chat itself in
 * the transaction that stores a message or a read mark, `chat_changed` (payload the order's id).
 */
export const CHANGE_CHANNELS = ['user_changed', 'session_changed', 'cache_changed', 'chat_changed'] as const
export type ChangeChannel = (typeof CHANGE_CHANNELS)[number]

export interface ChangeListener {
  /** A change committed by any process (this one included). */
  change(channel: ChangeChannel, payload: string): void
  /** Changes may have been missed (the feed was down): forget everything derived from the database. */
  reset(): void
}

/**
 * Committed changes as PostgreSQL's LISTEN/NOTIFY delivers them, to keep in-process caches current
 * across server processes (decision 009). While `live` is false, changes may go unseen and a cache must
 * not answer from memory.
 */
export interface ChangeFeed {
  readonly live: boolean
  subscribe(listener: ChangeListener): () => void
  /** Resolves once every change committed before the call has reached the listeners. */
  flush(): Promise<void>
  close(): Promise<void>
}

const SYNC_CHANNEL = 'change_feed_sync'
/** Every this often the listening connection must carry a notification of ours back within the timeout. */
const HEARTBEAT_MS = 10_000
const HEARTBEAT_TIMEOUT_MS = 5000
/** How the feed's connection is named in pg_stat_activity. */
export const CHANGE_FEED_APPLICATION = 'dianjing-change-feed'

class Listeners {
  readonly #all = new Set<ChangeListener>()

  add(listener: ChangeListener): () => void {
    this.#all.add(listener)
    return () => this.#all.delete(listener)
  }

  get size() {
    return this.#all.size
  }

  change(channel: ChangeChannel, payload: string) {
    for (const listener of this.#all) listener.change(channel, payload)
  }

  reset() {
    for (const listener of this.#all) listener.reset()
  }
}

/**
 * One dedicated connection that LISTENs, opened on the first subscriber. When it drops (a restart, a
 * failover) the feed stops being live at once, reconnects with a growing pause, and tells every listener
 * to start afresh before it is live again.
 */
export class PostgresChangeFeed implements ChangeFeed {
  readonly #listeners = new Listeners()
  readonly #waiting = new Map<string, (came: boolean) => void>()
  #client: pg.Client | undefined
  #connecting: Promise<void> | undefined
  #retryTimer: NodeJS.Timeout | undefined
  #heartbeat: NodeJS.Timeout | undefined
  #retryMs = 100
  #live = false
  #closed = false

  constructor(
    private readonly url: string,
    private readonly options: { heartbeatMs?: number; applicationName?: string } = {},
  ) {}

  get live() {
    return this.#live
  }

  subscribe(listener: ChangeListener): () => void {
    const unsubscribe = this.#listeners.add(listener)
    void this.#connect()
    return unsubscribe
  }

  async flush(): Promise<void> {
    if (this.#listeners.size === 0) return
    await this.#connect()
    const client = this.#client
    if (this.#live && client) await this.#roundTrip(client, 5000)
  }

  async close(): Promise<void> {
    this.#closed = true
    this.#live = false
    clearTimeout(this.#retryTimer)
    clearInterval(this.#heartbeat)
    for (const nonce of [...this.#waiting.keys()]) this.#settle(nonce, false)
    const client = this.#client
    this.#client = undefined
    await client?.end().catch(() => {})
  }

  /**
   * A notification of our own through the listening connection: true when it came back within
   * `timeoutMs`. Notifications reach a listener in commit order, so it arrives after every change
   * committed before it was sent.
   */
  #roundTrip(client: pg.Client, timeoutMs: number): Promise<boolean> {
    const nonce = randomUUID()
    const came = new Promise<boolean>((resolve) => {
      this.#waiting.set(nonce, resolve)
      setTimeout(() => this.#settle(nonce, false), timeoutMs).unref()
    })
    client.query('select pg_notify($1, $2)', [SYNC_CHANNEL, nonce]).catch(() => this.#settle(nonce, false))
    return came
  }

  #settle(nonce: string, came: boolean) {
    const resolve = this.#waiting.get(nonce)
    this.#waiting.delete(nonce)
    resolve?.(came)
  }

  #connect(): Promise<void> {
    if (this.#closed || this.#client) return Promise.resolve()
    this.#connecting ??= this.#open().finally(() => {
      this.#connecting = undefined
    })
    return this.#connecting
  }

  /** The connection is gone or not answering: nothing is answered from memory until it is back. */
  #lose(client: pg.Client) {
    if (this.#client !== client) return
    this.#client = undefined
    this.#live = false
    clearInterval(this.#heartbeat)
    client.end().catch(() => {})
    this.#scheduleRetry()
  }

  async #open(): Promise<void> {
    const client = new pg.Client({
      connectionString: this.url,
      connectionTimeoutMillis: 5000,
      application_name: this.options.applicationName ?? CHANGE_FEED_APPLICATION,
    })
    client.on('error', () => this.#lose(client))
    client.on('end', () => this.#lose(client))
    client.on('notification', ({ channel, payload = '' }) => {
      if (channel === SYNC_CHANNEL) this.#settle(payload, true)
      else this.#listeners.change(channel as ChangeChannel, payload)
    })
    try {
      await client.connect()
      for (const channel of [...CHANGE_CHANNELS, SYNC_CHANNEL]) await client.query(`listen ${channel}`)
    } catch {
      client.removeAllListeners()
      await client.end().catch(() => {})
      this.#scheduleRetry()
      return
    }
    if (this.#closed) {
      await client.end().catch(() => {})
      return
    }
    this.#client = client
    this.#retryMs = 100
    // Whatever was remembered before may have changed unseen.
    this.#listeners.reset()
    this.#live = true
    // A connection that died without closing (a network partition) stops answering the heartbeat.
    const every = this.options.heartbeatMs ?? HEARTBEAT_MS
    this.#heartbeat = setInterval(() => {
      void this.#roundTrip(client, Math.min(HEARTBEAT_TIMEOUT_MS, every)).then((came) => {
        if (!came) this.#lose(client)
      })
    }, every)
    this.#heartbeat.unref()
  }

  #scheduleRetry() {
    if (this.#closed || this.#retryTimer) return
    this.#retryTimer = setTimeout(() => {
      this.#retryTimer = undefined
      void this.#connect()
    }, this.#retryMs)
    this.#retryTimer.unref()
    this.#retryMs = Math.min(this.#retryMs * 2, 2000)
  }
}

/** The embedded database is one connection in this process: its notifications arrive with each commit. */
export class PgliteChangeFeed implements ChangeFeed {
  readonly #listeners = new Listeners()
  readonly #ready: Promise<unknown>
  #live = false

  constructor(client: PGlite) {
    this.#ready = Promise.all(
      CHANGE_CHANNELS.map((channel) =>
        client.listen(channel, (payload) => this.#listeners.change(channel, payload)),
      ),
    ).then(() => {
      this.#live = true
    })
  }

  get live() {
    return this.#live
  }

  subscribe(listener: ChangeListener): () => void {
    return this.#listeners.add(listener)
  }

  async flush(): Promise<void> {
    await this.#ready
  }

  async close(): Promise<void> {}
}
