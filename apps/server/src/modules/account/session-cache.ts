import type { ChangeFeed } from '../../db/change-feed.ts'
import { hashToken } from '../../lib/secrets.ts'
import type { UserRow } from './repo.ts'

/** A live session as a request needs it: who, and until when. */
export interface LiveSession {
  sessionId: number
  lastUsedAt: number
  expiresAt: number
  user: UserRow
}

/**
 * A user or session this process has just written is read from the database instead of memory until
 * the database announces the committed change (or, when the transaction rolled back and nothing is
 * announced, for this long): the writer's next request sees its own change even before the
 * announcement has arrived.
 */
const OWN_WRITE_HOLD_MS = 5000
const MAX_ENTRIES = 100_000

const caches = new Set<SessionCache>()

/** Call where a users row is written, inside its transaction. */
export function noteUserWritten(userId: number): void {
  for (const cache of caches) cache.userChanged(userId, true)
}

/** Call where a sessions row is written, inside its transaction. */
export function noteSessionWritten(tokenHash: string): void {
  for (const cache of caches) cache.sessionChanged(tokenHash, true)
}

/**
 * The sessions behind bearer tokens with their users, kept in memory so that an authenticated request
 * costs no database round trip (decision 009). Every process forgets a copy when the database announces
 * a change to that user or session (sign-out, ban, balance, profile); while the announcements are not
 * coming through, nothing is answered from memory.
 */
export class SessionCache {
  readonly #byToken = new Map<string, LiveSession>()
  /** Bearer token → its SHA-256, so a signed-in request does not hash its token again each time. */
  readonly #hashes = new Map<string, string>()
  readonly #tokensOfUser = new Map<number, Set<string>>()
  readonly #heldUsers = new Map<number, number>()
  readonly #heldTokens = new Map<string, number>()
  readonly #unsubscribe: () => void
  /** Moves on every change: a load that began before a change is not kept. */
  #epoch = 0

  constructor(private readonly feed: ChangeFeed) {
    this.#unsubscribe = feed.subscribe({
      change: (channel, payload) => {
        if (channel === 'user_changed') this.userChanged(Number(payload), false)
        else if (channel === 'session_changed') this.sessionChanged(payload, false)
      },
      reset: () => this.clear(),
    })
    caches.add(this)
  }

  close(): void {
    this.#unsubscribe()
    caches.delete(this)
    this.clear()
  }

  get size(): number {
    return this.#byToken.size
  }

  /** The stored hash of a bearer token (sessions keep only hashes, never tokens). */
  hashOf(token: string): string {
    let hash = this.#hashes.get(token)
    if (hash === undefined) {
      if (this.#hashes.size >= MAX_ENTRIES) this.#hashes.clear()
      hash = hashToken(token)
      this.#hashes.set(token, hash)
    }
    return hash
  }

  /** The session in memory, when it may be answered from memory. */
  peek(tokenHash: string): LiveSession | undefined {
    const hit = this.#byToken.get(tokenHash)
    const now = Date.now()
    return hit && this.feed.live && hit.expiresAt > now && !this.#held(hit.user.id, tokenHash, now)
      ? hit
      : undefined
  }

  async get(
    tokenHash: string,
    load: () => Promise<LiveSession | undefined>,
  ): Promise<LiveSession | undefined> {
    const hit = this.peek(tokenHash)
    if (hit) return hit
    const epoch = this.#epoch
    const loaded = await load()
    if (
      loaded &&
      this.feed.live &&
      epoch === this.#epoch &&
      !this.#held(loaded.user.id, tokenHash, Date.now())
    )
      this.#store(tokenHash, loaded)
    return loaded
  }

  userChanged(userId: number, ownWrite: boolean): void {
    this.#epoch++
    if (ownWrite) this.#hold(this.#heldUsers, userId)
    else this.#heldUsers.delete(userId)
    for (const token of this.#tokensOfUser.get(userId) ?? []) this.#byToken.delete(token)
    this.#tokensOfUser.delete(userId)
  }

  sessionChanged(tokenHash: string, ownWrite: boolean): void {
    this.#epoch++
    if (ownWrite) this.#hold(this.#heldTokens, tokenHash)
    else this.#heldTokens.delete(tokenHash)
    this.#drop(tokenHash)
  }

  clear(): void {
    this.#epoch++
    this.#hashes.clear()
    this.#byToken.clear()
    this.#tokensOfUser.clear()
  }

  #held(userId: number, tokenHash: string, now: number): boolean {
    return (this.#heldUsers.get(userId) ?? 0) > now || (this.#heldTokens.get(tokenHash) ?? 0) > now
  }

  #hold<K>(held: Map<K, number>, key: K): void {
    const now = Date.now()
    if (held.size > 1000) for (const [other, until] of held) if (until <= now) held.delete(other)
    held.set(key, now + OWN_WRITE_HOLD_MS)
  }

  #store(tokenHash: string, session: LiveSession): void {
    if (this.#byToken.size >= MAX_ENTRIES) {
      const oldest = this.#byToken.keys().next().value
      if (oldest !== undefined) this.#drop(oldest)
    }
    this.#byToken.set(tokenHash, session)
    const tokens = this.#tokensOfUser.get(session.user.id)
    if (tokens) tokens.add(tokenHash)
    else this.#tokensOfUser.set(session.user.id, new Set([tokenHash]))
  }

  #drop(tokenHash: string): void {
    const session = this.#byToken.get(tokenHash)
    if (!session) return
    this.#byToken.delete(tokenHash)
    const tokens = this.#tokensOfUser.get(session.user.id)
    tokens?.delete(tokenHash)
    if (tokens?.size === 0) this.#tokensOfUser.delete(session.user.id)
  }
}
