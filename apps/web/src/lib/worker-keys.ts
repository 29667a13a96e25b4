/**
 * Query keys of the worker's own data; everything under `all` is dropped when the worker's money or
 * status changes. Here rather than in the worker feature because the order hall changes them too:
 * accepting or completing an order moves the worker center's counts.
 */
export const workerKeys = {
  all: ['worker'] as const,
  status: () => [...workerKeys.all, 'status'] as const,
  application: () => [...workerKeys.all, 'application'] as const,
  summary: () => [...workerKeys.all, 'summary'] as const,
  orderCounts: () => [...workerKeys.all, 'order-counts'] as const,
  balance: () => [...workerKeys.all, 'balance'] as const,
  fundRecords: (type?: number) => [...workerKeys.all, 'fund-records', type ?? 'all'] as const,
  withdrawalInfo: () => [...workerKeys.all, 'withdrawal-info'] as const,
}
