import type { StaffProfile } from '@dianjing/shared'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client.ts'

export const meQueryKey = ['auth', 'me'] as const

export function getMe({ signal }: { signal?: AbortSignal } = {}): Promise<StaffProfile> {
  return api.get<StaffProfile>('/auth/me', { signal })
}

export const meQueryOptions = () =>
  queryOptions({ queryKey: meQueryKey, queryFn: getMe, staleTime: 5 * 60_000 })

export function useMe() {
  return useQuery(meQueryOptions())
}
