import type { Cents } from '@dianjing/shared'

/** The product an order was made for, as the customer's and the worker's screens show it. */
export interface OrderProductInfo {
  productCover: string
  title: string
  briefIntroduction: string
  preferentialPrice: Cents
}

/** productJson is text the server stored when the order was made; a broken one shows as an untitled order. */
export function parseOrderProduct(productJson: string): OrderProductInfo {
  let record: Record<string, unknown> = {}
  try {
    const parsed: unknown = JSON.parse(productJson)
    if (typeof parsed === 'object' && parsed !== null) record = parsed as Record<string, unknown>
  } catch {
    // Falls through to the defaults.
  }
  const text = (value: unknown) => (typeof value === 'string' ? value : '')
  return {
    productCover: text(record.productCover),
    title: text(record.title) || '商品',
    briefIntroduction: text(record.briefIntroduction),
    preferentialPrice: Number(record.preferentialPrice) || 0,
  }
}
