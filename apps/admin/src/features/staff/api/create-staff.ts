import type { AdminStaffCreateBody } from '@dianjing/shared'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client.ts'
import { staffKeys } from './keys.ts'

export type CreateStaffBody = AdminStaffCreateBody

/** Adds an account; the answer holds its generated password, which the server never shows again. */
export function createStaff(body: CreateStaffBody): Promise<{ password: string }> {
  return api.post<{ password: string }>('/staff', body)
}

export function useCreateStaff() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: createStaff,
    // The form shows a refusal (a phone that is already staff) above its fields.
    meta: { silentError: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKeys.all }),
  })
}
