import { PRODUCT_ON_SALE } from '@dianjing/shared'
import { and, asc, count, desc, eq, ilike, ne, type SQL, sql } from 'drizzle-orm'
import type { Executor } from '../../db/database.ts'
import { games, products } from '../../db/schema/index.ts'
import { containing } from '../../lib/sql-filters.ts'

export interface ProductFilter {
  gameId?: number
  /** '0' on sale; '1' everything else (spec §3: anything but '0' is sold out). */
  status?: '0' | '1'
  keyword?: string
}

const rowColumns = {
  id: products.id,
  gameId: products.gameId,
  gameName: games.name,
  type: products.type,
  title: products.title,
  productCover: products.productCover,
  preferentialPrice: products.preferentialPrice,
  originalPrice: products.originalPrice,
  salesBase: products.salesBase,
  salesCount: products.salesCount,
  status: products.status,
  sort: products.sort,
  kind: products.kind,
  needsGameLogin: products.needsGameLogin,
  updatedAt: products.updatedAt,
}

const detailColumns = {
  ...rowColumns,
  briefIntroduction: products.briefIntroduction,
  description: products.description,
  imgAddressList: products.imgAddressList,
  lotteryPrizes: products.lotteryPrizes,
  lotteryDrawsPerUnit: products.lotteryDrawsPerUnit,
}

function where(filter: ProductFilter): SQL | undefined {
  const conditions: SQL[] = [eq(products.deleted, false)]
  if (filter.gameId !== undefined) conditions.push(eq(products.gameId, filter.gameId))
  if (filter.status === PRODUCT_ON_SALE) conditions.push(eq(products.status, PRODUCT_ON_SALE))
  if (filter.status === '1') conditions.push(ne(products.status, PRODUCT_ON_SALE))
  if (filter.keyword) conditions.push(ilike(products.title, containing(filter.keyword)))
  return and(...conditions)
}

export async function listProducts(db: Executor, filter: ProductFilter, page: number, pageSize: number) {
  const [rows, [total]] = await Promise.all([
    db
      .select(rowColumns)
      .from(products)
      .innerJoin(games, eq(games.id, products.gameId))
      .where(where(filter))
      .orderBy(asc(games.sort), asc(products.sort), desc(products.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ value: count() }).from(products).where(where(filter)),
  ])
  return { rows, total: total?.value ?? 0 }
}

export async function findProduct(db: Executor, id: number) {
  const [row] = await db
    .select(detailColumns)
    .from(products)
    .innerJoin(games, eq(games.id, products.gameId))
    .where(and(eq(products.id, id), eq(products.deleted, false)))
  return row
}

/** The stored row, locked for the change that follows: the audit log's "before". */
export async function lockProduct(db: Executor, id: number) {
  const [row] = await db
    .select()
    .from(products)
    .where(and(eq(products.id, id), eq(products.deleted, false)))
    .for('update')
  return row
}

export async function gameExists(db: Executor, gameId: number): Promise<boolean> {
  const [row] = await db.select({ id: games.id }).from(games).where(eq(games.id, gameId))
  return row !== undefined
}

export async function insertProduct(db: Executor, values: typeof products.$inferInsert) {
  const [row] = await db.insert(products).values(values).returning()
  return row!
}

export async function updateProduct(db: Executor, id: number, values: Partial<typeof products.$inferInsert>) {
  const [row] = await db
    .update(products)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(products.id, id))
    .returning()
  return row!
}
