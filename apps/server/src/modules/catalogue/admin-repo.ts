import { and, asc, count, eq, sql } from 'drizzle-orm'
import type { Executor } from '../../db/database.ts'
import { banners, games, products, userLevels, users } from '../../db/schema/index.ts'

// --- games ---------------------------------------------------------------------------------------

const gameColumns = {
  id: games.id,
  name: games.name,
  icon: games.icon,
  sort: games.sort,
  enabled: games.enabled,
}

/** Every game, disabled ones too, with how many products (not deleted) each holds. */
export function listGamesWithCounts(db: Executor) {
  return db
    .select({ ...gameColumns, productCount: sql<number>`count(${products.id})::int` })
    .from(games)
    .leftJoin(products, and(eq(products.gameId, games.id), eq(products.deleted, false)))
    .groupBy(games.id)
    .orderBy(asc(games.sort), asc(games.id))
}

export async function lockGame(db: Executor, id: number) {
  const [row] = await db.select(gameColumns).from(games).where(eq(games.id, id)).for('update')
  return row
}

export async function insertGame(db: Executor, values: typeof games.$inferInsert) {
  const [row] = await db.insert(games).values(values).returning(gameColumns)
  return row!
}

export async function updateGame(db: Executor, id: number, values: Partial<typeof games.$inferInsert>) {
  const [row] = await db.update(games).set(values).where(eq(games.id, id)).returning(gameColumns)
  return row!
}

// --- banners -------------------------------------------------------------------------------------

const bannerColumns = {
  id: banners.id,
  title: banners.title,
  image: banners.image,
  link: banners.link,
  sort: banners.sort,
  enabled: banners.enabled,
  startsAt: banners.startsAt,
  endsAt: banners.endsAt,
}

export function listBanners(db: Executor) {
  return db.select(bannerColumns).from(banners).orderBy(asc(banners.sort), asc(banners.id))
}

export async function lockBanner(db: Executor, id: number) {
  const [row] = await db.select(bannerColumns).from(banners).where(eq(banners.id, id)).for('update')
  return row
}

export async function insertBanner(db: Executor, values: typeof banners.$inferInsert) {
  const [row] = await db.insert(banners).values(values).returning(bannerColumns)
  return row!
}

export async function updateBanner(db: Executor, id: number, values: Partial<typeof banners.$inferInsert>) {
  const [row] = await db.update(banners).set(values).where(eq(banners.id, id)).returning(bannerColumns)
  return row!
}

export async function deleteBanner(db: Executor, id: number) {
  await db.delete(banners).where(eq(banners.id, id))
}

// --- configuration -------------------------------------------------------------------------------

export { findConfig, saveConfig } from '../../lib/config-documents.ts'

// --- customer levels -----------------------------------------------------------------------------

const levelColumns = {
  id: userLevels.id,
  name: userLevels.name,
  maxPoints: userLevels.maxPoints,
  content: userLevels.content,
}

export function listLevels(db: Executor) {
  return db.select(levelColumns).from(userLevels).orderBy(asc(userLevels.maxPoints), asc(userLevels.id))
}

/**
 * Level changes are checked against the other levels (unique max points, at least one left), so they
 * run one at a time: a transaction-scoped advisory lock serialises them across every server process.
 */
export async function lockLevels(db: Executor) {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('user_levels'))`)
}

export async function insertLevel(db: Executor, values: typeof userLevels.$inferInsert) {
  const [row] = await db.insert(userLevels).values(values).returning(levelColumns)
  return row!
}

export async function updateLevel(db: Executor, id: number, values: Partial<typeof userLevels.$inferInsert>) {
  const [row] = await db.update(userLevels).set(values).where(eq(userLevels.id, id)).returning(levelColumns)
  return row!
}

export async function deleteLevel(db: Executor, id: number) {
  await db.delete(userLevels).where(eq(userLevels.id, id))
}

/**
 * Customers counted by growth points between `bounds` (ascending): bucket 0 holds points below the
 * first bound, bucket i points from bounds[i-1] up to bounds[i] (the last one, everything above).
 */
export async function customersByGrowthBucket(db: Executor, bounds: number[]) {
  const thresholds = sql.raw(`array[${bounds.map((bound) => Math.trunc(bound)).join(',')}]::bigint[]`)
  return db
    .select({
      bucket: sql<number>`width_bucket(${users.growthPoints}, ${thresholds})`.mapWith(Number),
      n: count(),
    })
    .from(users)
    .groupBy(sql`1`)
}
