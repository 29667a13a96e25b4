import type { OrderListQuery } from './get-orders.ts'

/** Every order query sits under one root, so an action refreshes the lists, the settlements and the page. */
export const orderKeys = {
  all: ['orders'] as const,
  page: (query: OrderListQuery) => [...orderKeys.all, 'page', query] as const,
  one: (id: number) => [...orderKeys.all, 'one', id] as const,
  workers: (keyword: string) => [...orderKeys.all, 'workers', keyword] as const,
}
