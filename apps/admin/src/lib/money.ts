import { type Cents, formatCents } from '@dianjing/shared'

/**
 * How the console shows an amount: yuan with two decimals and thousands separated, computed from the
 * cents' digits (never a float). Only for reading: an input's value and a CSV export stay plain
 * (`formatCents`), so they parse back; the mobile app shows plain amounts, as the spec's screens do.
 */
export function yuanNumber(cents: Cents | bigint): string {
  const [whole = '0', fraction = '00'] = formatCents(cents).split('.')
  const sign = whole.startsWith('-') ? '-' : ''
  return `${sign}${whole.replace('-', '').replace(/\B(?=(\d{3})+$)/g, ',')}.${fraction}`
}

/** 1234560 → "¥12,345.60"; -500 → "-¥5.00". */
export function yuanText(cents: Cents | bigint): string {
  const number = yuanNumber(cents)
  return number.startsWith('-') ? `-¥${number.slice(1)}` : `¥${number}`
}

/** A change to a balance: "+¥12,345.60", "−¥5.00" (a minus sign), "¥0.00". */
export function signedYuanText(cents: Cents): string {
  if (cents > 0) return `+${yuanText(cents)}`
  if (cents < 0) return `−${yuanText(-cents)}`
  return yuanText(0)
}
