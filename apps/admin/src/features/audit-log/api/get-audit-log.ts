import type { AdminAuditList, AdminAuditRow } from '@dianjing/shared'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client.ts'
import { auditKeys } from './keys.ts'

export type AuditEntry = AdminAuditRow

/** What the list asks GET /boot/admin/audit-log for (`adminAuditQuery`); empty filters are left out. */
export interface AuditLogQuery {
  staffId?: number
  action?: string
  entity?: string
  entityId?: string
  from?: string
  to?: string
  page: number
  pageSize: number
}

export function getAuditLog(
  query: AuditLogQuery,
  { signal }: { signal?: AbortSignal } = {},
): Promise<AdminAuditList> {
  return api.get<AdminAuditList>('/audit-log', { query: { ...query }, signal })
}

export const auditLogQueryOptions = (query: AuditLogQuery) =>
  queryOptions({
    queryKey: auditKeys.page(query),
    queryFn: ({ signal }) => getAuditLog(query, { signal }),
    placeholderData: keepPreviousData,
    meta: { silentError: true },
  })

export function useAuditLog(query: AuditLogQuery) {
  return useQuery(auditLogQueryOptions(query))
}
