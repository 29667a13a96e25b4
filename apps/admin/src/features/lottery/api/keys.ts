/** Every lottery statistics query sits under one root, so the refresh button fetches them all again. */
export const lotteryKeys = {
  all: ['lottery'] as const,
  products: () => [...lotteryKeys.all, 'products'] as const,
  orders: (productId: number, page: number, pageSize: number) =>
    [...lotteryKeys.all, 'orders', productId, { page, pageSize }] as const,
}
