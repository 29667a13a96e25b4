import type { AdminUserLevel } from '@dianjing/shared'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client.ts'
import { contentKeys } from './keys.ts'

export function getUserLevels({ signal }: { signal?: AbortSignal } = {}): Promise<AdminUserLevel[]> {
  return api.get<AdminUserLevel[]>('/user-levels', { signal })
}

export const userLevelsQueryOptions = () =>
  queryOptions({ queryKey: contentKeys.userLevels(), queryFn: getUserLevels })

export function useUserLevels() {
  return useQuery(userLevelsQueryOptions())
}
