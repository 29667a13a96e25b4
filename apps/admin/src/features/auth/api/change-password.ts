import type { AdminChangePasswordBody } from '@dianjing/shared'
import { useMutation } from '@tanstack/react-query'
import { api } from '@/lib/api-client.ts'

export type ChangePasswordBody = AdminChangePasswordBody

/** Changes the signed-in staff member's password; the server ends their other sessions and keeps this one. */
export function changePassword(body: ChangePasswordBody): Promise<string> {
  return api.postForMessage('/me/password', body)
}

export function useChangePassword() {
  return useMutation({
    mutationFn: changePassword,
    // The modal shows a refusal (a wrong old password) above the form.
    meta: { silentError: true },
  })
}
