import type { GameLoginPlain } from '@dianjing/shared'
import { useMutation } from '@tanstack/react-query'
import { http } from '@/lib/request.ts'

/**
 * The plain game login, for the worker serving the order. A mutation, not a query: each reveal is
 * recorded for the customer, and the values are kept in no cache once the popup closes.
 */
export function revealGameLogin(orderId: number): Promise<GameLoginPlain> {
  return http.post<GameLoginPlain>('/v1/dEsports/gameLogin/reveal', { orderId }, { toast: false })
}

export function useRevealGameLogin() {
  return useMutation({ mutationFn: revealGameLogin })
}
