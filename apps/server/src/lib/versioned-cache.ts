import { eq, sql } from 'drizzle-orm'
import type { ChangeFeed } from '../db/change-feed.ts'
import type { Executor } from '../db/database.ts'
import { cacheVersions } from '../db/schema/index.ts'

/** The cached areas; a change to anything in one bumps its version. */
export type CacheArea = 'catalogue'

/** As in session-cache.ts: this process's own change is read from the database until it is announced. */
const OWN_WRITE_HOLD_MS = 5000

const caches = new Set<VersionedCache>()

/**
 * Marks an area changed; call it inside the transaction that changes it. The version's row announces
 * the change to every process when the transaction commits (migration 0011).
 */
export async function bumpCacheVersion(db: Executor, area: CacheArea): Promise<void> {
  for (const cache of caches) cache.changed(area, true)
  await db
    .insert(cacheVersions)
    .values({ key: area, version: 1 })
    .onConflictDoUpdate({ target: cacheVersions.key, set: { version: sql`${cacheVersions.version} + 1` } })
}

async function currentVersion(db: Executor, area: CacheArea): Promise<number> {
  const [row] = await db
    .select({ version: cacheVersions.version })
    .from(cacheVersions)
    .where(eq(cacheVersions.key, area))
  return row?.version ?? 0
}

interface Entry {
  /** The generation it was loaded in, or the database version when loaded without the change feed. */
  stamp: string
  value: Promise<unknown>
}

/**
 * Read results kept in memory while nothing in their area has changed (decision 009). With the change
 * feed live, a read costs nothing: every process drops the area when the database announces a change.
 * Without it (the feed reconnecting), each read checks the area's version row first, as one primary-key
 * lookup instead of the query it stands for.
 */
export class VersionedCache {
  readonly #entries = new Map<string, Entry>()
  readonly #unsubscribe: () => void
  #generation = 0
  #heldUntil = 0

  constructor(
    private readonly db: Executor,
    private readonly feed: ChangeFeed,
    private readonly area: CacheArea,
    private readonly maxEntries = 500,
  ) {
    this.#unsubscribe = feed.subscribe({
      change: (channel, payload) => {
        if (channel === 'cache_changed' && payload === area) this.changed(area, false)
      },
      reset: () => this.changed(area, false),
    })
    caches.add(this)
  }

  close(): void {
    this.#unsubscribe()
    caches.delete(this)
    this.#entries.clear()
  }

  changed(area: CacheArea, ownWrite: boolean): void {
    if (area !== this.area) return
    this.#generation++
    this.#entries.clear()
    this.#heldUntil = ownWrite ? Date.now() + OWN_WRITE_HOLD_MS : 0
  }

  async get<T>(key: string, load: () => Promise<T>): Promise<T> {
    if (this.#heldUntil > Date.now()) return load()
    const stamp = this.feed.live ? `g${this.#generation}` : `v${await currentVersion(this.db, this.area)}`
    const cached = this.#entries.get(key)
    if (cached && cached.stamp === stamp) return cached.value as Promise<T>
    const value = load()
    if (this.#entries.size >= this.maxEntries) this.#entries.clear()
    this.#entries.set(key, { stamp, value })
    // A failed load is not kept: the next read tries again.
    value.catch(() => {
      if (this.#entries.get(key)?.value === value) this.#entries.delete(key)
    })
    return value
  }
}
