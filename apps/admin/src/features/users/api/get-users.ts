import type { AdminUserList, AdminUserRow } from '@dianjing/shared'
import { keepPreviousData, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import { api } from '@/lib/api-client.ts'
import { userKeys } from './keys.ts'

export type UserRow = AdminUserRow

export interface UserListQuery {
  /** A phone, a nickname or an id. */
  keyword: string
  page: number
  pageSize: number
}

export function getUsers(
  query: UserListQuery,
  { signal }: { signal?: AbortSignal } = {},
): Promise<AdminUserList> {
  return api.get<AdminUserList>('/users', {
    query: { ...query, keyword: query.keyword || undefined },
    signal,
  })
}

export const usersQueryOptions = (query: UserListQuery) =>
  queryOptions({
    queryKey: userKeys.page(query),
    queryFn: ({ signal }) => getUsers(query, { signal }),
    placeholderData: keepPreviousData,
    // The page shows a failure in place (a role without access sees why instead of an empty table).
    meta: { silentError: true },
  })

export function useUsers(query: UserListQuery) {
  return useQuery(usersQueryOptions(query))
}

export function useRefreshUsers() {
  const queryClient = useQueryClient()
  return useCallback(() => queryClient.invalidateQueries({ queryKey: userKeys.all }), [queryClient])
}
