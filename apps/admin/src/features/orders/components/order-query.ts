import type { AddressOf } from '@/lib/paged-params.ts'
import { compactParams, positiveParam } from '@/lib/search-params.ts'
import { ORDER_STATES, type OrderListQuery } from '../api/get-orders.ts'

export const DEFAULT_PAGE_SIZE = 20
const MAX_PAGE_SIZE = 100
const DAY = /^\d{4}-\d{2}-\d{2}$/

/** The filters staff choose; the page and its size are kept apart. */
export type OrderFilters = Pick<OrderListQuery, 'state' | 'keyword' | 'worker' | 'gameId' | 'from' | 'to'>

const text = (value: string | null) => value?.trim().slice(0, 50) || undefined
const day = (value: string | null) => (value && DAY.test(value) ? value : undefined)

/** The list an address asks for; anything unreadable is ignored, so a typo still opens a list. */
export function readOrderQuery(params: URLSearchParams): OrderListQuery {
  const state = params.get('state')
  let from = day(params.get('from'))
  let to = day(params.get('to'))
  if (from && to && from > to) [from, to] = [to, from]
  return {
    state: ORDER_STATES.find((candidate) => candidate === state) ?? 'all',
    keyword: text(params.get('keyword')),
    worker: text(params.get('worker')),
    gameId: positiveParam(params.get('gameId')),
    from,
    to,
    page: positiveParam(params.get('page')) ?? 1,
    pageSize: Math.min(positiveParam(params.get('pageSize')) ?? DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE),
  }
}

/** The address of a list: only what differs from the default, so a plain list has a plain address. */
export function orderQuerySearch(query: AddressOf<OrderListQuery>): Record<string, string> {
  return compactParams({
    state: query.state === 'all' ? undefined : query.state,
    keyword: query.keyword,
    worker: query.worker,
    gameId: query.gameId,
    from: query.from,
    to: query.to,
    page: query.page === 1 ? undefined : query.page,
    pageSize: query.pageSize === DEFAULT_PAGE_SIZE ? undefined : query.pageSize,
  })
}

/** New filters start again on the first page, keeping the page size staff chose. */
export function withFilters(query: OrderListQuery, filters: Partial<OrderFilters>): OrderListQuery {
  return { ...query, ...filters, page: 1 }
}

export const isFiltered = (query: OrderListQuery) =>
  Boolean(query.keyword || query.worker || query.gameId || query.from || query.to)
