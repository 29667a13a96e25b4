import type { ChatReportQuery } from './get-chat-reports.ts'
import type { OrderListQuery } from './get-orders.ts'
import type { UnclaimedQuery } from './get-unclaimed.ts'

/** Every order query sits under one root, so an action refreshes the lists, the settlements and the page. */
export const orderKeys = {
  all: ['orders'] as const,
  page: (query: OrderListQuery) => [...orderKeys.all, 'page', query] as const,
  one: (id: number) => [...orderKeys.all, 'one', id] as const,
  workers: (keyword: string) => [...orderKeys.all, 'workers', keyword] as const,
  unclaimed: (query: UnclaimedQuery) => [...orderKeys.all, 'unclaimed', query] as const,
  counts: (query: Omit<OrderListQuery, 'page' | 'pageSize' | 'state'>) =>
    [...orderKeys.all, 'counts', query] as const,
  chat: (id: number) => [...orderKeys.all, 'chat', id] as const,
  progress: (id: number) => [...orderKeys.all, 'progress', id] as const,
}

/** The chat report queue: handling one refreshes both tabs and the pending count. */
export const chatReportKeys = {
  all: ['chatReports'] as const,
  page: (query: ChatReportQuery) => [...chatReportKeys.all, 'page', query] as const,
}
