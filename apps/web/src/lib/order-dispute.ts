/**
 * Where an order's 协商与售后 opens (features/disputes): the customer's orders and the worker's order
 * page link to it.
 */
export const orderDisputePath = (orderId: number) => `/order-dispute?orderId=${orderId}`
