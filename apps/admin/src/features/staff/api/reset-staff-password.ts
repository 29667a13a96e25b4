import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client.ts'
import { staffKeys } from './keys.ts'

/** A new generated password for an account, shown once; its sessions end. */
export function resetStaffPassword(id: number): Promise<{ password: string }> {
  return api.post<{ password: string }>(`/staff/${id}/reset-password`)
}

export function useResetStaffPassword() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: resetStaffPassword,
    onSettled: () => queryClient.invalidateQueries({ queryKey: staffKeys.all }),
  })
}
