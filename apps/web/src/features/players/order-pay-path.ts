/**
 * The order page for a product with this worker chosen (it preselects them in its worker picker).
 * The name is carried too, so the page can show who was chosen before it loads anything.
 */
export function orderPayPath({
  productId,
  workerId,
  workerName,
}: {
  productId: number
  workerId: number
  workerName: string
}): string {
  return `/order-pay?productId=${productId}&workerId=${workerId}&workerName=${encodeURIComponent(workerName)}`
}
