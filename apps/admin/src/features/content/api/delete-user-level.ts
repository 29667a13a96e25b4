import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client.ts'
import { contentKeys } from './keys.ts'

export function deleteUserLevel(id: number): Promise<null> {
  return api.delete<null>(`/user-levels/${id}`)
}

export function useDeleteUserLevel() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: deleteUserLevel,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contentKeys.userLevels() }),
  })
}
