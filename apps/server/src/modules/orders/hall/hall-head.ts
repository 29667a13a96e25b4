import { type HallPage, hallPage } from '@dianjing/shared'
import type { Db } from '../../../db/database.ts'
import { clock } from '../../../lib/clock.ts'
import { envelopeOf, type SerialisedAnswer, serialiseOk } from '../../../lib/envelope.ts'

/*
 * The hall's pages as most workers see them, kept for a moment (issue 24). Every worker of a level
 * sees the same oldest waiting orders of a region, and scrolls them by the same cursors (each page ends
 * where the one before it said), so a page — read, counted, serialised and compressed — is made once per
 * region, level delay, page size and cursor and sent as it is to each of them for `ttlMs`. A worker for
 * whom the hall is not that page (orders offered to them, or their own orders waiting) is read from the
 * database as before. A page is at most `ttlMs` old: an order taken meanwhile is refused at accepting
 * (已被其他打手接单), one paid meanwhile shows up on the next look.
 */

const hallEnvelope = envelopeOf(hallPage)

/** A kept page: the answer as sent, and the hall's count it says (a later page says the first page's). */
export interface KeptHallPage {
  answer: SerialisedAnswer
  total: number
}

interface Kept {
  until: number
  page: Promise<KeptHallPage>
}

/**
 * Pages kept at most at once, per database. The first pages are a few (regions × levels); the later
 * ones are as many as the places workers have scrolled to in the last moment. Past the bound, expired
 * pages are dropped, and a page that still finds no room is read and sent without being kept.
 */
const KEPT_PAGES_MAX = 2000

/** Kept pages, per database (each app in the tests has its own). */
const kept = new WeakMap<Db, Map<string, Kept>>()

export interface HallPageKey {
  gameRegion?: string
  delaySeconds: number
  pageSize: number
  /** The page after this cursor; absent: the first page. */
  cursor?: string
}

/** A page read from the database as the route would answer it, to be kept. */
export const hallPageAnswer = (data: HallPage): KeptHallPage => ({
  answer: serialiseOk(hallEnvelope, data),
  total: data.total,
})

/**
 * The kept page for `key`, made by `read` when there is none younger than `ttlMs` (concurrent callers
 * share one read). A read that fails is not kept.
 */
export function keptHallPage(
  db: Db,
  key: HallPageKey,
  ttlMs: number,
  read: () => Promise<KeptHallPage>,
): Promise<KeptHallPage> {
  let pages = kept.get(db)
  if (!pages) {
    pages = new Map()
    kept.set(db, pages)
  }
  const name = `${key.gameRegion ?? '*'}|${key.delaySeconds}|${key.pageSize}|${key.cursor ?? ''}`
  const now = clock.now().getTime()
  const found = pages.get(name)
  if (found && found.until > now) return found.page
  const page = read()
  if (!found && pages.size >= KEPT_PAGES_MAX) {
    for (const [other, entry] of pages) if (entry.until <= now) pages.delete(other)
    if (pages.size >= KEPT_PAGES_MAX) return page
  }
  // A later page is kept for between half of `ttlMs` and all of it, so the pages workers scrolled to in
  // the same moment are not all read again in the same moment after it.
  const keptFor = key.cursor ? ttlMs * (0.5 + Math.random() / 2) : ttlMs
  const entry = { until: now + keptFor, page }
  pages.set(name, entry)
  page.catch(() => {
    if (pages.get(name) === entry) pages.delete(name)
  })
  return page
}
