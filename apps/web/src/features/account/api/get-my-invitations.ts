import type { MyInvitations } from '@dianjing/shared'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { http } from '@/lib/request.ts'
import { accountKeys } from './keys.ts'

export function getMyInvitations({ signal }: { signal?: AbortSignal } = {}): Promise<MyInvitations> {
  return http.get<MyInvitations>('/v1/dEsports/user/myInvitations', undefined, { signal })
}

export const myInvitationsQueryOptions = () =>
  queryOptions({ queryKey: accountKeys.invitations(), queryFn: getMyInvitations })

export function useMyInvitations() {
  return useQuery(myInvitationsQueryOptions())
}
