import { type HallPage, hallPage } from '@dianjing/shared'
import type { Db } from '../../db/database.ts'
import { clock } from '../../lib/clock.ts'
import { envelopeOf, type SerialisedAnswer, serialiseOk } from '../../lib/envelope.ts'

/*
 * The hall's first page as most workers see it, kept for a moment (issue 24). Every worker of a level
 * sees the same oldest waiting orders of a region, so the page — read, counted, serialised and
 * compressed — is made once per region, level delay and page size and sent as it is to each of them
 * for `ttlMs`. A worker for whom the hall is not that page (orders offered to them, or their own orders
 * waiting) is read from the database as before. A page is at most `ttlMs` old: an order taken meanwhile
 * is refused at accepting (已被其他打手接单), one paid meanwhile shows up on the next look.
 */

const hallEnvelope = envelopeOf(hallPage)

interface Kept {
  until: number
  answer: Promise<SerialisedAnswer>
}

/** Kept first pages, per database (each app in the tests has its own). */
const kept = new WeakMap<Db, Map<string, Kept>>()

export interface HallHeadKey {
  gameRegion?: string
  delaySeconds: number
  pageSize: number
}

/**
 * The kept first page for `key`, made by `read` when there is none younger than `ttlMs` (concurrent
 * callers share one read). A read that fails is not kept.
 */
export function keptHallHead(
  db: Db,
  key: HallHeadKey,
  ttlMs: number,
  read: () => Promise<HallPage>,
): Promise<SerialisedAnswer> {
  let pages = kept.get(db)
  if (!pages) {
    pages = new Map()
    kept.set(db, pages)
  }
  const name = `${key.gameRegion ?? '*'}|${key.delaySeconds}|${key.pageSize}`
  const now = clock.now().getTime()
  const found = pages.get(name)
  if (found && found.until > now) return found.answer
  const answer = read().then((page) => serialiseOk(hallEnvelope, page))
  const entry = { until: now + ttlMs, answer }
  pages.set(name, entry)
  answer.catch(() => {
    if (pages.get(name) === entry) pages.delete(name)
  })
  return answer
}
