import type { AdminUserDetail } from '@dianjing/shared'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client.ts'
import { userKeys } from './keys.ts'

/** One user with their latest orders, balance movements and invitees (`GET /boot/admin/users/:id`). */
export type UserDetail = AdminUserDetail

export function getUser(id: number, { signal }: { signal?: AbortSignal } = {}): Promise<UserDetail> {
  return api.get<UserDetail>(`/users/${id}`, { signal })
}

export const userQueryOptions = (id: number) =>
  queryOptions({
    queryKey: userKeys.one(id),
    queryFn: ({ signal }) => getUser(id, { signal }),
    // A ban is decided on what is on screen.
    staleTime: 0,
    meta: { silentError: true },
  })

/** `null` (an address that names no user) asks for nothing. */
export function useUser(id: number | null) {
  return useQuery({ ...userQueryOptions(id ?? 0), enabled: id !== null })
}
