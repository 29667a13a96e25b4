import type { AdminStaffRow } from '@dianjing/shared'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client.ts'
import { auditKeys } from './keys.ts'

/** Every staff account, for the 操作人 filter (the staff page keeps its own copy of the list). */
export function getStaffNames({ signal }: { signal?: AbortSignal } = {}): Promise<AdminStaffRow[]> {
  return api.get<AdminStaffRow[]>('/staff', { signal })
}

export const staffNamesQueryOptions = () =>
  queryOptions({
    queryKey: auditKeys.staff(),
    queryFn: getStaffNames,
    staleTime: 5 * 60_000,
    // Without it the filter still works by the other fields; the select says it could not load.
    meta: { silentError: true },
  })

export function useStaffNames() {
  return useQuery(staffNamesQueryOptions())
}
