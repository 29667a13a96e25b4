/**
 * Texts kept with the version of the rows they were built from, so that a read which finds the rows at
 * that version sends the kept text instead of having the database build it again. The version is checked
 * against the database on every read, so nothing here is ever served stale: this only saves the work of
 * building and sending what did not change. Bounded by the characters it holds (least recently used go
 * first) and by age (an entry is read again after `maxAgeMs`, whatever its version says).
 */
export class CheckedCache {
  readonly #entries = new Map<string, { version: string; text: string; keptAt: number }>()
  #chars = 0

  constructor(
    private readonly maxChars: number,
    private readonly maxAgeMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** The kept version and text of `key`, unless there is none or it is too old. */
  get(key: string): { version: string; text: string } | undefined {
    const entry = this.#entries.get(key)
    if (!entry) return undefined
    this.#entries.delete(key)
    if (this.now() - entry.keptAt > this.maxAgeMs) {
      this.#chars -= entry.text.length
      return undefined
    }
    this.#entries.set(key, entry)
    return entry
  }

  set(key: string, version: string, text: string): void {
    const old = this.#entries.get(key)
    if (old) {
      this.#entries.delete(key)
      this.#chars -= old.text.length
    }
    if (text.length > this.maxChars) return
    this.#entries.set(key, { version, text, keptAt: this.now() })
    this.#chars += text.length
    for (const [oldest, entry] of this.#entries) {
      if (this.#chars <= this.maxChars) break
      this.#entries.delete(oldest)
      this.#chars -= entry.text.length
    }
  }

  get size(): number {
    return this.#entries.size
  }

  get chars(): number {
    return this.#chars
  }
}
