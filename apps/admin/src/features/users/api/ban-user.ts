import { adminReasonBody, type StaffRoleValue } from '@dianjing/shared'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client.ts'
import { userKeys } from './keys.ts'

/** Operators (and the owner) ban and unban; the others may only look. The server checks again. */
export function canBanUsers(role: StaffRoleValue | undefined): boolean {
  return role === 'owner' || role === 'operator'
}

/** The server's own check of the reason. */
export const banReasonSchema = adminReasonBody.shape.reason

/** Bans (or lifts the ban on) one user; answers the server's message. */
export function setUserBanned({
  id,
  banned,
  reason,
}: {
  id: number
  banned: boolean
  reason: string
}): Promise<string> {
  return api.postForMessage(`/users/${id}/${banned ? 'ban' : 'unban'}`, { reason })
}

export function useSetUserBanned() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: setUserBanned,
    // A failure usually means a colleague acted first: what is on screen is stale either way.
    onSettled: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  })
}
