import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client.ts'
import { staffKeys } from './keys.ts'

/** Disabling an account ends its sessions at once; enabling lets it sign in again. */
export function setStaffEnabled({ id, enabled }: { id: number; enabled: boolean }): Promise<null> {
  return api.post<null>(`/staff/${id}/${enabled ? 'enable' : 'disable'}`)
}

export function useSetStaffEnabled() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: setStaffEnabled,
    // A refusal (the last owner) is shown with the server's words by the query client.
    onSettled: () => queryClient.invalidateQueries({ queryKey: staffKeys.all }),
  })
}
