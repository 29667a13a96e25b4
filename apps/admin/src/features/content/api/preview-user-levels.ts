import type { UserLevelPreview, UserLevelPreviewBody } from '@dianjing/shared'
import { useMutation, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client.ts'
import { contentKeys } from './keys.ts'

/** Checks a level change as a whole and counts the customers it would move; the server saves nothing. */
export function previewUserLevels(change: UserLevelPreviewBody): Promise<UserLevelPreview> {
  return api.post<UserLevelPreview>('/user-levels/preview', change)
}

/** The preview of a change about to be saved (a new or edited level): asked once, when staff press 保存. */
export function usePreviewUserLevels() {
  return useMutation({ mutationFn: previewUserLevels })
}

/** The preview of removing a level, while its confirmation is open. */
export function useLevelRemovalPreview(id: number) {
  return useQuery({
    queryKey: [...contentKeys.userLevels(), 'removal', id],
    queryFn: () => previewUserLevels({ action: 'delete', id }),
    staleTime: 0,
  })
}
