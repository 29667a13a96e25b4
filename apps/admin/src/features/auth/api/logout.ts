import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client.ts'
import { clearToken } from '@/lib/auth-token.ts'

export function logout(): Promise<null> {
  return api.post<null>('/auth/logout')
}

/** Ends the session on the server; the local token and caches go whether or not the server answered. */
export function useLogout({ onLoggedOut }: { onLoggedOut: () => void }) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: logout,
    meta: { silentError: true },
    onSettled: () => {
      clearToken()
      queryClient.clear()
      onLoggedOut()
    },
  })
}
