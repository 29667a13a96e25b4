/**
 * The roots of the order queries of both sides: the customer's orders (features/orders) and the order
 * hall with the worker's own orders (features/hall). Here rather than in either feature because an
 * order's dispute (features/disputes) ends or holds an order on both sides at once.
 */
export const customerOrdersKey = ['orders'] as const
export const hallKey = ['hall'] as const
