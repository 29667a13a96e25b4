import { useMutation, useQueryClient } from '@tanstack/react-query'
import { customerOrdersKey, hallKey } from '@/lib/order-keys.ts'
import { workerKeys } from '@/lib/worker-keys.ts'
import { disputeKeys } from './keys.ts'

/**
 * A step of the order's dispute (propose, answer, withdraw, cancel, arbitrate, evidence). Whatever
 * the server answered, the state is read again: a refusal usually means the other side or a deadline
 * got there first. The order lists of both sides are dropped too, as is the worker's money: an
 * agreement ends the order with a split, a proposal or arbitration holds it.
 */
export function useDisputeStep<Body>(orderId: number, send: (body: Body) => Promise<null>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: send,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: disputeKeys.state(orderId) }),
        queryClient.invalidateQueries({ queryKey: customerOrdersKey }),
        queryClient.invalidateQueries({ queryKey: hallKey }),
        queryClient.invalidateQueries({ queryKey: workerKeys.all }),
      ]),
  })
}
