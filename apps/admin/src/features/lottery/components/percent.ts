/** Ten-thousandths as a percent with two decimals: 1250 → "12.50%". */
export function formatShare(tenThousandths: number): string {
  const sign = tenThousandths < 0 ? '-' : ''
  const value = Math.abs(tenThousandths)
  return `${sign}${Math.floor(value / 100)}.${String(value % 100).padStart(2, '0')}%`
}
