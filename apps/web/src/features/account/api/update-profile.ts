import type { ProfileBody, UserInfo } from '@dianjing/shared'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { http } from '@/lib/request.ts'
import { storeUserInfo } from './get-user-info.ts'
import { accountKeys } from './keys.ts'

export function updateProfile(body: ProfileBody): Promise<UserInfo> {
  return http.post<UserInfo>('/v1/dEsports/user/updateProfile', body)
}

/** Saves nickname and intro; the answer is the whole user info, which replaces the cached and stored copy. */
export function useUpdateProfile() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (userInfo) => {
      storeUserInfo(userInfo)
      queryClient.setQueryData(accountKeys.userInfo(), userInfo)
    },
  })
}
