import type { AdminGame, GameBodyInput } from '@dianjing/shared'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client.ts'
import { catalogueKeys } from './keys.ts'

export function saveGame({ id, body }: { id?: number; body: GameBodyInput }): Promise<AdminGame> {
  return id === undefined ? api.post<AdminGame>('/games', body) : api.put<AdminGame>(`/games/${id}`, body)
}

/** Creates or updates a game; the product table shows game names, so it refreshes too. */
export function useSaveGame() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: saveGame,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogueKeys.all }),
  })
}
