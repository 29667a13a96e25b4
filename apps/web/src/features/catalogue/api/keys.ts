/** Query keys of the catalogue; pull-to-refresh on home refetches everything under `all`. */
export const catalogueKeys = {
  all: ['catalogue'] as const,
  banners: () => [...catalogueKeys.all, 'banners'] as const,
  games: () => [...catalogueKeys.all, 'games'] as const,
  products: (gameId: number) => [...catalogueKeys.all, 'products', gameId] as const,
  productDetails: (productId: number) => [...catalogueKeys.all, 'product-details', productId] as const,
  systemConfig: () => [...catalogueKeys.all, 'system-config'] as const,
}

/** The catalogue changes when staff edit it, rarely within a visit. */
export const CATALOGUE_STALE_MS = 60_000
