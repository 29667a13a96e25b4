import type { AddressOf } from '@/lib/paged-params.ts'
import { compactParams, positiveParam } from '@/lib/search-params.ts'
import type { AuditLogQuery } from '../api/get-audit-log.ts'

export const DEFAULT_PAGE_SIZE = 20
const MAX_PAGE_SIZE = 100
const DAY = /^\d{4}-\d{2}-\d{2}$/

/** The filters staff choose; the page and its size are kept apart. */
export type AuditFilters = Omit<AuditLogQuery, 'page' | 'pageSize'>

// The server's limits (`adminAuditQuery`): a longer value would be ignored there, so it is here too.
const text = (value: string | null, max: number) => {
  const trimmed = value?.trim()
  return trimmed && trimmed.length <= max ? trimmed : undefined
}
const day = (value: string | null) => (value && DAY.test(value) ? value : undefined)

/** The log an address asks for; anything unreadable is ignored, so a typo still opens the log. */
export function readAuditQuery(params: URLSearchParams): AuditLogQuery {
  let from = day(params.get('from'))
  let to = day(params.get('to'))
  if (from && to && from > to) [from, to] = [to, from]
  return {
    staffId: positiveParam(params.get('staffId')),
    action: text(params.get('action'), 64),
    entity: text(params.get('entity'), 32),
    entityId: text(params.get('entityId'), 64),
    from,
    to,
    page: positiveParam(params.get('page')) ?? 1,
    pageSize: Math.min(positiveParam(params.get('pageSize')) ?? DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE),
  }
}

/** The address of a log: only what differs from the default, so the whole log has a plain address. */
export function auditQuerySearch(query: AddressOf<AuditLogQuery>): Record<string, string> {
  return compactParams({
    staffId: query.staffId,
    action: query.action,
    entity: query.entity,
    entityId: query.entityId,
    from: query.from,
    to: query.to,
    page: query.page === 1 ? undefined : query.page,
    pageSize: query.pageSize === DEFAULT_PAGE_SIZE ? undefined : query.pageSize,
  })
}

/** New filters start again on the first page, keeping the page size staff chose. */
export function withFilters(query: AuditLogQuery, filters: Partial<AuditFilters>): AuditLogQuery {
  return { ...query, ...filters, page: 1 }
}

export const isFiltered = (query: AuditLogQuery) =>
  Boolean(query.staffId || query.action || query.entity || query.entityId || query.from || query.to)
