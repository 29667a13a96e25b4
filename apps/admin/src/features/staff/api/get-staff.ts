import type { AdminStaffRow } from '@dianjing/shared'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client.ts'
import { staffKeys } from './keys.ts'

export type StaffMember = AdminStaffRow

export function getStaff({ signal }: { signal?: AbortSignal } = {}): Promise<StaffMember[]> {
  return api.get<StaffMember[]>('/staff', { signal })
}

export const staffQueryOptions = () =>
  queryOptions({
    queryKey: staffKeys.all,
    queryFn: getStaff,
    // The page shows a failure in place.
    meta: { silentError: true },
  })

export function useStaff() {
  return useQuery(staffQueryOptions())
}
