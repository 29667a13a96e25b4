import type { UserLevel } from '@dianjing/shared'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { http } from '@/lib/request.ts'
import { accountKeys } from './keys.ts'

export function getUserLevel({ signal }: { signal?: AbortSignal } = {}): Promise<UserLevel> {
  return http.get<UserLevel>('/v1/dEsports/user/userLevel', undefined, { signal })
}

export const userLevelQueryOptions = () =>
  queryOptions({ queryKey: accountKeys.level(), queryFn: getUserLevel })

export function useUserLevel() {
  return useQuery(userLevelQueryOptions())
}
