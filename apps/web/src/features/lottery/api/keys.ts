/** Query keys of the wheel screen; the order list lives under `orders` and refreshes on its own. */
export const lotteryKeys = {
  all: ['lottery'] as const,
  order: (outTradeNo: string) => [...lotteryKeys.all, 'order', outTradeNo] as const,
}
