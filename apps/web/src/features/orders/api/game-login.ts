import type { GameLoginLockBody, GameLoginUpdateBody } from '@dianjing/shared'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { gameLoginKeys } from '@/lib/game-login.ts'
import { http } from '@/lib/request.ts'

/** The customer locks or unlocks their game login: a locked one cannot be revealed. */
export function lockGameLogin(body: GameLoginLockBody): Promise<null> {
  return http.post<null>('/v1/dEsports/gameLogin/lock', body)
}

/** The customer changes their game login while the order has not ended. */
export function updateGameLogin(body: GameLoginUpdateBody): Promise<null> {
  return http.post<null>('/v1/dEsports/gameLogin/update', body)
}

export function useLockGameLogin() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: lockGameLogin,
    onSettled: (_data, _error, body) =>
      queryClient.invalidateQueries({ queryKey: gameLoginKeys.order(body.orderId) }),
  })
}

export function useUpdateGameLogin() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateGameLogin,
    onSuccess: (_data, body) =>
      queryClient.invalidateQueries({ queryKey: gameLoginKeys.order(body.orderId) }),
  })
}
