import { hallKey } from '@/lib/order-keys.ts'

/**
 * Query keys of the order hall and of the worker's own orders. Accepting or completing an order changes
 * everything under `all`, and the worker center's counts (workerKeys) as well.
 */
export const hallKeys = {
  all: hallKey,
  hallLists: () => [...hallKeys.all, 'hall'] as const,
  hall: (gameRegion: string | undefined, keyword: string) =>
    [...hallKeys.hallLists(), gameRegion ?? 'all', keyword] as const,
  receiving: (outTradeNo: string) => [...hallKeys.all, 'receiving', outTradeNo] as const,
  workerOrderLists: () => [...hallKeys.all, 'worker-orders'] as const,
  workerOrders: (bizStatus: string) => [...hallKeys.workerOrderLists(), bizStatus] as const,
  workerOrderDetails: () => [...hallKeys.all, 'worker-order'] as const,
  workerOrder: (outTradeNo: string) => [...hallKeys.workerOrderDetails(), outTradeNo] as const,
}
