import type { AdminProductListQuery } from '@dianjing/shared'

/** Every query of the catalogue feature sits under one root, so a change can refresh what it touches. */
export const catalogueKeys = {
  all: ['catalogue'] as const,
  games: () => [...catalogueKeys.all, 'games'] as const,
  products: () => [...catalogueKeys.all, 'products'] as const,
  productPage: (query: AdminProductListQuery) => [...catalogueKeys.products(), 'page', query] as const,
  product: (id: number) => [...catalogueKeys.products(), 'one', id] as const,
  banners: () => [...catalogueKeys.all, 'banners'] as const,
}
