/**
 * Money is integer cents everywhere but at the edge. Yuan strings are parsed digit by digit,
 * never through a float, so "0.1" is 10 cents exactly.
 */
export type Cents = number

const YUAN_PATTERN = /^(0|[1-9]\d{0,11})(?:\.(\d{1,2}))?$/

/** "12.3" → 1230. Anything that is not a plain non-negative decimal with at most 2 places → null. */
export function yuanToCents(text: string): Cents | null {
  const match = YUAN_PATTERN.exec(text)
  if (!match) return null
  const whole = match[1]!
  const fraction = (match[2] ?? '').padEnd(2, '0')
  return Number(whole) * 100 + Number(fraction)
}

/** 1234 → "12.34"; -5 → "-0.05". */
export function formatCents(cents: Cents | bigint): string {
  const value = BigInt(cents)
  const sign = value < 0n ? '-' : ''
  const abs = value < 0n ? -value : value
  const fraction = (abs % 100n).toString().padStart(2, '0')
  return `${sign}${abs / 100n}.${fraction}`
}

/** Whole yuan to cents, for constants written in yuan (20000 yuan → 2000000). */
export function yuan(whole: number): Cents {
  if (!Number.isSafeInteger(whole)) throw new RangeError(`not a whole yuan amount: ${whole}`)
  return whole * 100
}

/** a × rate, rounded down to a cent, with the rate in basis points to stay in integers. */
export function percentOf(cents: Cents, basisPoints: number): Cents {
  return Number((BigInt(cents) * BigInt(basisPoints)) / 10000n)
}

/** 1234 → "¥12.34": an amount in a sentence (notices, timelines, fund records), from the cents' digits. */
export function formatYuan(cents: Cents | bigint): string {
  const text = formatCents(cents)
  return text.startsWith('-') ? `-¥${text.slice(1)}` : `¥${text}`
}
