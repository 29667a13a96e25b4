import {
  banner,
  EMPTY_SYSTEM_CONFIG,
  game,
  type H5Config,
  type ProductCard,
  type ProductDetails,
  productCard,
  productDetails,
  type SystemConfig,
} from '@dianjing/shared'
import { z } from 'zod'
import type { Database, Db, Executor } from '../../db/database.ts'
import { clock } from '../../lib/clock.ts'
import { envelopeOf, serialiseOk } from '../../lib/envelope.ts'
import { notFound } from '../../lib/errors.ts'
import { sanitizeHtml } from '../../lib/html.ts'
import { bumpCacheVersion, VersionedCache } from '../../lib/versioned-cache.ts'
import { bannerBoard } from './banner-schedule.ts'
import * as repo from './repo.ts'

type ProductRow = Awaited<ReturnType<typeof repo.listProducts>>[number]

function toCard({ salesBase, salesCount, ...product }: ProductRow): ProductCard {
  return { ...product, salesVolume: salesBase + salesCount }
}

export async function listBanners(db: Db) {
  return await repo.listEnabledBanners(db)
}

export async function listGames(db: Db) {
  return await repo.listEnabledGames(db)
}

export async function listProducts(db: Db, gameId?: number): Promise<ProductCard[]> {
  const rows = await repo.listProducts(db, gameId)
  return rows.map(toCard)
}

export async function getProductDetails(db: Db, productId: number): Promise<ProductDetails> {
  const product = await repo.findProduct(db, productId)
  if (!product) throw notFound('商品不存在或已下架')
  const { description, imgAddressList, needsGameLogin, ...card } = product
  return { ...toCard(card), description: sanitizeHtml(description), imgAddressList, needsGameLogin }
}

/** Spec §3: the system config travels as JSON text; its HTML parts are cleaned on the way out. */
export async function getSystemConfigText(db: Db): Promise<string> {
  const stored = {
    ...EMPTY_SYSTEM_CONFIG,
    ...((await repo.findConfig(db, 'system')) as Partial<SystemConfig>),
  }
  return JSON.stringify({
    ...stored,
    homeNotice: sanitizeHtml(stored.homeNotice),
    orderNotice: sanitizeHtml(stored.orderNotice),
  } satisfies SystemConfig)
}

export async function getH5ConfigText(db: Db): Promise<string> {
  const stored = (await repo.findConfig(db, 'h5')) as Partial<H5Config> | undefined
  return JSON.stringify({
    platformAnnouncement: sanitizeHtml(stored?.platformAnnouncement ?? ''),
  } satisfies H5Config)
}

/** The public answers' schemas: each answer is serialised through its schema once, when cached. */
export const catalogueAnswers = {
  banners: envelopeOf(z.array(banner)),
  games: envelopeOf(z.array(game)),
  products: envelopeOf(z.array(productCard)),
  productDetails: envelopeOf(productDetails),
  configText: envelopeOf(z.string()),
}

export type CatalogueReader = ReturnType<typeof catalogueReader>

/**
 * The public catalogue as the apps read it, as serialised answers cached in memory until any server
 * process changes the catalogue (docs/domain.md, Catalogue; decision 009); the banners shown also change with
 * the time (decision 021). Each entry keeps the data it was
 * serialised from too, so what else the server derives from an answer costs no second query.
 */
export function catalogueReader({ db, changes }: Database) {
  const cache = new VersionedCache(db, changes, 'catalogue')
  const answer =
    <T extends z.ZodType>(envelope: z.ZodObject<{ data: T }>) =>
    (key: string, load: () => Promise<z.output<T>>) =>
      cache.get(key, async () => {
        const data = await load()
        return { data, ...serialiseOk(envelope, data) }
      })
  const { banners, games, products, productDetails: details, configText } = catalogueAnswers
  // The enabled banners are cached with their windows; which of them show is decided at each read.
  const bannerAnswer = async () => {
    const board = await cache.get('banners', async () =>
      bannerBoard(await listBanners(db), (shown) => ({ data: shown, ...serialiseOk(banners, shown) })),
    )
    return board.at(clock.now())
  }
  const detailsAnswer = (productId: number) =>
    answer(details)(`product:${productId}`, () => getProductDetails(db, productId))
  return {
    banners: bannerAnswer,
    games: () => answer(games)('games', () => listGames(db)),
    products: (gameId?: number) =>
      answer(products)(`products:${gameId ?? 'all'}`, () => listProducts(db, gameId)),
    productDetails: detailsAnswer,
    systemConfig: () => answer(configText)('systemConfig', () => getSystemConfigText(db)),
    h5Config: () => answer(configText)('h5Config', () => getH5ConfigText(db)),
    close: () => cache.close(),
  }
}

/**
 * A paid (or refunded) order counts for its product's sales. The cached catalogue is not renewed for it
 * here: that would make every payment of every product wait on the one catalogue version row and make
 * every process reload the catalogue. `publishSales` (a job) shows new sales within a minute.
 */
export async function addSales(tx: Executor, productId: number, quantity: number) {
  await repo.addSales(tx, productId, quantity)
}

/** `addSales` for a batch of paid orders: one statement, each product's quantities summed. */
export async function addSalesOf(tx: Executor, sold: { productId: number; quantity: number }[]) {
  await repo.addSalesOf(
    tx,
    sold.map(({ productId, quantity }) => ({ id: productId, amount: quantity })),
  )
}

/** The sales this process last saw published, per database (each test app has its own). */
const publishedSales = new WeakMap<Executor, number>()

/**
 * The job: when products' sales changed since this process last looked, the cached catalogue is renewed
 * in every process so the shown sales (销量) catch up. One sum over the products, once a minute.
 */
export async function publishSales(db: Db): Promise<boolean> {
  const total = await repo.salesTotal(db)
  if (publishedSales.get(db) === total) return false
  await bumpCacheVersion(db, 'catalogue')
  publishedSales.set(db, total)
  return true
}
