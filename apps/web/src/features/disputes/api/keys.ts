export const disputeKeys = {
  all: ['dispute'] as const,
  state: (orderId: number) => [...disputeKeys.all, 'state', orderId] as const,
}
