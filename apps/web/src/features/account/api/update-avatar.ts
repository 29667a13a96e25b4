import type { UserInfo } from '@dianjing/shared'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { http } from '@/lib/request.ts'
import { storeUserInfo } from './get-user-info.ts'
import { accountKeys } from './keys.ts'

/** Multipart with the field `avatarfile` (spec §7); answers the new avatar's path. */
export function updateAvatar(file: Blob): Promise<string> {
  const body = new FormData()
  body.append('avatarfile', file)
  return http.post<string>('/v1/dEsports/user/updateAvatar', body)
}

export function useUpdateAvatar() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateAvatar,
    onSuccess: (avatar) => {
      const current = queryClient.getQueryData<UserInfo>(accountKeys.userInfo())
      if (current) {
        const next = { ...current, avatar }
        storeUserInfo(next)
        queryClient.setQueryData(accountKeys.userInfo(), next)
      }
      void queryClient.invalidateQueries({ queryKey: accountKeys.userInfo() })
    },
  })
}
