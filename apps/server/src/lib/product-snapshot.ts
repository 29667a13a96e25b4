/**
 * The product's title as an order keeps it (`orders.product_json`, the snapshot taken when it was
 * bought), or '' when the snapshot has none or cannot be read.
 */
export function productTitleOf(productJson: string): string {
  try {
    return (JSON.parse(productJson) as { title?: string }).title ?? ''
  } catch {
    return ''
  }
}
