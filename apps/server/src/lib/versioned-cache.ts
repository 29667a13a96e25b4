import { eq, sql } from 'drizzle-orm'
import type { Executor } from '../db/database.ts'
import { cacheVersions } from '../db/schema/index.ts'

/** The cached areas; a change to anything in one bumps its version. */
export type CacheArea = 'catalogue'

/** Marks an area changed; call it inside the transaction that changes it. */
export async function bumpCacheVersion(db: Executor, area: CacheArea): Promise<void> {
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

/**
 * Read results kept in memory and trusted only while the area's version in the database is the one they
 * were loaded at. Each read costs one primary-key lookup instead of the query it stands for, and a change
 * made through any server process is seen by every process on its next read: no timer decides.
 */
export class VersionedCache {
  readonly #entries = new Map<string, { version: number; value: Promise<unknown> }>()

  constructor(
    private readonly db: Executor,
    private readonly area: CacheArea,
    private readonly maxEntries = 500,
  ) {}

  async get<T>(key: string, load: () => Promise<T>): Promise<T> {
    const version = await currentVersion(this.db, this.area)
    const cached = this.#entries.get(key)
    if (cached && cached.version === version) return cached.value as Promise<T>
    const value = load()
    if (this.#entries.size >= this.maxEntries) this.#entries.clear()
    this.#entries.set(key, { version, value })
    // A failed load is not kept: the next read tries again.
    value.catch(() => {
      if (this.#entries.get(key)?.value === value) this.#entries.delete(key)
    })
    return value
  }
}
