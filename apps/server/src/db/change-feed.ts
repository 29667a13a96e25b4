import { randomUUID } from 'node:crypto'
import type { PGlite } from '@electric-sql/pglite'
import pg from 'pg'

/**
 * The channels the database announces committed changes on (triggers of migration 0011):
 * `user_changed` (a users row, payload its id), `session_changed` (a sessions row, payload its token
 * hash), `cache_changed` (a cached area's version, payload the area).
 */
export const CHANGE_CHANNELS = ['user_changed', 'session_changed', 'cache_changed'] as const
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
  readonly #waiting = new Map<string, () => void>()
  #client: pg.Client | undefined
  #connecting: Promise<void> | undefined
  #retryTimer: NodeJS.Timeout | undefined
  #retryMs = 100
  #live = false
  #closed = false

  constructor(private readonly url: string) {}

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
    if (!this.#live || !client) return
    const nonce = randomUUID()
    const delivered = new Promise<void>((resolve) => {
      this.#waiting.set(nonce, resolve)
      setTimeout(() => this.#settle(nonce), 5000).unref()
    })
    // Notifications reach a listener in commit order: ours arrives after every change committed before.
    await client.query('select pg_notify($1, $2)', [SYNC_CHANNEL, nonce]).catch(() => this.#settle(nonce))
    await delivered
  }

  async close(): Promise<void> {
    this.#closed = true
    this.#live = false
    clearTimeout(this.#retryTimer)
    for (const nonce of [...this.#waiting.keys()]) this.#settle(nonce)
    const client = this.#client
    this.#client = undefined
    await client?.end().catch(() => {})
  }

  #settle(nonce: string) {
    const resolve = this.#waiting.get(nonce)
    this.#waiting.delete(nonce)
    resolve?.()
  }

  #connect(): Promise<void> {
    if (this.#closed || this.#client) return Promise.resolve()
    this.#connecting ??= this.#open().finally(() => {
      this.#connecting = undefined
    })
    return this.#connecting
  }

  async #open(): Promise<void> {
    const client = new pg.Client({
      connectionString: this.url,
      connectionTimeoutMillis: 5000,
      application_name: CHANGE_FEED_APPLICATION,
      // A connection that silently died (a network partition) is noticed by TCP keepalive, not never.
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
    })
    const lost = () => {
      if (this.#client !== client) return
      this.#client = undefined
      this.#live = false
      client.end().catch(() => {})
      this.#scheduleRetry()
    }
    client.on('error', lost)
    client.on('end', lost)
    client.on('notification', ({ channel, payload = '' }) => {
      if (channel === SYNC_CHANNEL) this.#settle(payload)
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
