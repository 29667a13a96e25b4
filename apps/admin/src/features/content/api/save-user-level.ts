import type { AdminUserLevel, UserLevelBody } from '@dianjing/shared'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client.ts'
import { contentKeys } from './keys.ts'

export function saveUserLevel({ id, body }: { id?: number; body: UserLevelBody }): Promise<AdminUserLevel> {
  return id === undefined
    ? api.post<AdminUserLevel>('/user-levels', body)
    : api.put<AdminUserLevel>(`/user-levels/${id}`, body)
}

export function useSaveUserLevel() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: saveUserLevel,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contentKeys.userLevels() }),
  })
}
