import { and, asc, eq, sql } from 'drizzle-orm'
import type { Executor } from '../../db/database.ts'
import { banners, games, products, systemConfig } from '../../db/schema/index.ts'
import { addToCounters } from '../../lib/counters.ts'

const cardColumns = {
  id: products.id,
  gameId: products.gameId,
  type: products.type,
  title: products.title,
  briefIntroduction: products.briefIntroduction,
  productCover: products.productCover,
  preferentialPrice: products.preferentialPrice,
  originalPrice: products.originalPrice,
  salesBase: products.salesBase,
  salesCount: products.salesCount,
  status: products.status,
}

/** Every enabled banner with its window, in the carousel's order; which show now is read from the window. */
export function listEnabledBanners(db: Executor) {
  return db
    .select({
      id: banners.id,
      title: banners.title,
      image: banners.image,
      link: banners.link,
      startsAt: banners.startsAt,
      endsAt: banners.endsAt,
    })
    .from(banners)
    .where(eq(banners.enabled, true))
    .orderBy(asc(banners.sort), asc(banners.id))
}

export function listEnabledGames(db: Executor) {
  return db
    .select({ id: games.id, name: games.name, icon: games.icon, sort: games.sort })
    .from(games)
    .where(eq(games.enabled, true))
    .orderBy(asc(games.sort), asc(games.id))
}

export function listProducts(db: Executor, gameId: number | undefined) {
  const visible = and(eq(products.deleted, false), eq(games.enabled, true))
  return db
    .select(cardColumns)
    .from(products)
    .innerJoin(games, eq(games.id, products.gameId))
    .where(gameId === undefined ? visible : and(visible, eq(products.gameId, gameId)))
    .orderBy(asc(games.sort), asc(products.sort), asc(products.id))
}

export async function findProduct(db: Executor, productId: number) {
  const [row] = await db
    .select({
      ...cardColumns,
      description: products.description,
      imgAddressList: products.imgAddressList,
      needsGameLogin: products.needsGameLogin,
    })
    .from(products)
    .where(and(eq(products.id, productId), eq(products.deleted, false)))
  return row
}

export async function findConfig(db: Executor, key: string): Promise<unknown> {
  const [row] = await db
    .select({ value: systemConfig.value })
    .from(systemConfig)
    .where(eq(systemConfig.key, key))
  return row?.value
}

/** Every product's paid sales added up: what changes when any sale is counted. */
export async function salesTotal(db: Executor): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${products.salesCount}), 0)`.mapWith(Number) })
    .from(products)
  return row?.total ?? 0
}

export async function addSales(db: Executor, productId: number, quantity: number) {
  await db
    .update(products)
    .set({ salesCount: sql`greatest(${products.salesCount} + ${quantity}, 0)` })
    .where(eq(products.id, productId))
}

/** Adds each entry's quantity to its product's sales in one statement, never below 0. */
export function addSalesOf(db: Executor, sold: { id: number; amount: number }[]) {
  return addToCounters(db, { table: products, id: products.id, counter: products.salesCount }, sold)
}
