import type { AdminStaffUpdateBody } from '@dianjing/shared'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client.ts'
import { staffKeys } from './keys.ts'

export type UpdateStaffBody = AdminStaffUpdateBody

/** Renames an account or changes its role; a new role signs the account out so its menu follows. */
export function updateStaff({ id, body }: { id: number; body: UpdateStaffBody }): Promise<null> {
  return api.put<null>(`/staff/${id}`, body)
}

export function useUpdateStaff() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateStaff,
    meta: { silentError: true },
    onSettled: () => queryClient.invalidateQueries({ queryKey: staffKeys.all }),
  })
}
