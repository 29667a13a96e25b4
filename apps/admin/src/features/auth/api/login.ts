import type { StaffLoginBody, StaffLoginResult } from '@dianjing/shared'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client.ts'
import { setToken } from '@/lib/auth-token.ts'
import { meQueryKey } from '@/lib/me.ts'

export function login(body: StaffLoginBody): Promise<StaffLoginResult> {
  return api.post<StaffLoginResult>('/auth/login', body)
}

/** Signs in, keeps the token and primes the profile so the console opens without another round trip. */
export function useLogin() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: login,
    // The login card shows the server's message in place.
    meta: { silentError: true },
    onSuccess: ({ token, staff }) => {
      setToken(token)
      queryClient.setQueryData(meQueryKey, staff)
    },
  })
}
