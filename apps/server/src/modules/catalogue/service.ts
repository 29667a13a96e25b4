import {
  EMPTY_SYSTEM_CONFIG,
  type H5Config,
  type ProductCard,
  type ProductDetails,
  type SystemConfig,
} from '@dianjing/shared'
import type { Db } from '../../db/database.ts'
import { notFound } from '../../lib/errors.ts'
import { sanitizeHtml } from '../../lib/html.ts'
import { VersionedCache } from '../../lib/versioned-cache.ts'
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
  const { description, imgAddressList, ...card } = product
  return { ...toCard(card), description: sanitizeHtml(description), imgAddressList }
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

/**
 * The public catalogue as the apps read it, cached in memory until any server process changes the
 * catalogue (DOMAIN.md, Catalogue; lib/versioned-cache.ts).
 */
export function catalogueReader(db: Db) {
  const cache = new VersionedCache(db, 'catalogue')
  return {
    banners: () => cache.get('banners', () => listBanners(db)),
    games: () => cache.get('games', () => listGames(db)),
    products: (gameId?: number) => cache.get(`products:${gameId ?? 'all'}`, () => listProducts(db, gameId)),
    productDetails: (productId: number) =>
      cache.get(`product:${productId}`, () => getProductDetails(db, productId)),
    systemConfigText: () => cache.get('systemConfig', () => getSystemConfigText(db)),
    h5ConfigText: () => cache.get('h5Config', () => getH5ConfigText(db)),
  }
}
