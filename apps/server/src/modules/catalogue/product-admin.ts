import {
  type AdminProduct,
  type AdminProductPage,
  type AdminProductRow,
  type ProductBody,
  ProductKind,
} from '@dianjing/shared'
import type { Db } from '../../db/database.ts'
import type { products } from '../../db/schema/index.ts'
import { business, notFound } from '../../lib/errors.ts'
import { sanitizeHtml } from '../../lib/html.ts'
import { recordCatalogueChange } from './audit.ts'
import * as repo from './product-admin-repo.ts'

const Messages = {
  productNotFound: '商品不存在或已删除',
  gameNotFound: '所选游戏分类不存在',
} as const

type Row = Awaited<ReturnType<typeof repo.listProducts>>['rows'][number]

function toRow({ updatedAt, ...row }: Row): AdminProductRow {
  return { ...row, salesVolume: row.salesBase + row.salesCount, updatedAt: updatedAt.toISOString() }
}

/**
 * The columns a saved body becomes: the description cleaned by the allow-list, and the lottery fields
 * kept only on a lottery product (a normal product carries none, so nothing stale lingers).
 */
function toColumns(body: ProductBody): Omit<typeof products.$inferInsert, 'id'> {
  const lottery = body.kind === ProductKind.lottery
  return {
    gameId: body.gameId,
    type: body.type,
    title: body.title,
    briefIntroduction: body.briefIntroduction,
    description: sanitizeHtml(body.description),
    productCover: body.productCover,
    imgAddressList: body.imgAddressList,
    preferentialPrice: body.preferentialPrice,
    originalPrice: body.originalPrice,
    salesBase: body.salesBase,
    status: body.status,
    sort: body.sort,
    kind: body.kind,
    lotteryPrizes: lottery ? (body.lotteryPrizes ?? []) : null,
    lotteryDrawsPerUnit: lottery ? (body.lotteryDrawsPerUnit ?? null) : null,
    needsGameLogin: body.needsGameLogin,
  }
}

export async function listProducts(
  db: Db,
  query: { page: number; pageSize: number } & repo.ProductFilter,
): Promise<AdminProductPage> {
  const { page, pageSize, ...filter } = query
  const { rows, total } = await repo.listProducts(db, filter, page, pageSize)
  return { list: rows.map(toRow), total, page, pageSize }
}

export async function getProduct(db: Db, id: number): Promise<AdminProduct> {
  const product = await repo.findProduct(db, id)
  if (!product) throw notFound(Messages.productNotFound)
  const { briefIntroduction, description, imgAddressList, lotteryPrizes, lotteryDrawsPerUnit, ...row } =
    product
  return {
    ...toRow(row),
    briefIntroduction,
    description,
    imgAddressList,
    lotteryPrizes,
    lotteryDrawsPerUnit,
  }
}

export async function createProduct(db: Db, staffId: number, body: ProductBody): Promise<AdminProduct> {
  const id = await db.transaction(async (tx) => {
    if (!(await repo.gameExists(tx, body.gameId))) throw business(Messages.gameNotFound)
    const after = await repo.insertProduct(tx, toColumns(body))
    await recordCatalogueChange(tx, {
      staffId,
      action: 'create',
      entity: 'product',
      entityId: after.id,
      before: null,
      after,
    })
    return after.id
  })
  return getProduct(db, id)
}

export async function updateProduct(
  db: Db,
  staffId: number,
  id: number,
  body: ProductBody,
): Promise<AdminProduct> {
  await db.transaction(async (tx) => {
    const before = await repo.lockProduct(tx, id)
    if (!before) throw notFound(Messages.productNotFound)
    if (!(await repo.gameExists(tx, body.gameId))) throw business(Messages.gameNotFound)
    const after = await repo.updateProduct(tx, id, toColumns(body))
    await recordCatalogueChange(tx, {
      staffId,
      action: 'update',
      entity: 'product',
      entityId: id,
      before,
      after,
    })
  })
  return getProduct(db, id)
}

/** The quick 在售 / 已售罄 switch of the product table. */
export async function setProductStatus(
  db: Db,
  staffId: number,
  id: number,
  status: '0' | '1',
): Promise<AdminProduct> {
  await db.transaction(async (tx) => {
    const before = await repo.lockProduct(tx, id)
    if (!before) throw notFound(Messages.productNotFound)
    const after = await repo.updateProduct(tx, id, { status })
    await recordCatalogueChange(tx, {
      staffId,
      action: 'updateStatus',
      entity: 'product',
      entityId: id,
      before: { status: before.status },
      after: { status: after.status },
    })
  })
  return getProduct(db, id)
}

/** Soft delete: orders keep pointing at the row; it leaves the console and the shop. */
export async function deleteProduct(db: Db, staffId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await repo.lockProduct(tx, id)
    if (!before) throw notFound(Messages.productNotFound)
    await repo.updateProduct(tx, id, { deleted: true })
    await recordCatalogueChange(tx, {
      staffId,
      action: 'delete',
      entity: 'product',
      entityId: id,
      before,
      after: { deleted: true },
    })
  })
}
