import type { AuditLogQuery } from './get-audit-log.ts'

export const auditKeys = {
  all: ['audit-log'] as const,
  page: (query: AuditLogQuery) => [...auditKeys.all, 'page', query] as const,
  staff: () => [...auditKeys.all, 'staff'] as const,
}
