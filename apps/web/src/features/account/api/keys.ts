/** Query keys of the signed-in user's data; signing in or out drops everything under `all`. */
export const accountKeys = {
  all: ['account'] as const,
  userInfo: () => [...accountKeys.all, 'user-info'] as const,
  level: () => [...accountKeys.all, 'level'] as const,
  orderCounts: () => [...accountKeys.all, 'order-counts'] as const,
  invitations: () => [...accountKeys.all, 'invitations'] as const,
}
