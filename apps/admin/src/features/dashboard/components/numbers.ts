import { formatCents } from '@dianjing/shared'

const grouped = (digits: string) => digits.replace(/\B(?=(\d{3})+$)/g, ',')

/** 416100 → "¥4,161.00": a dashboard amount, read at a glance. */
export function yuanGrouped(cents: number): string {
  const [whole = '0', fraction = '00'] = formatCents(cents).split('.')
  const sign = whole.startsWith('-') ? '-' : ''
  return `${sign}¥${grouped(whole.replace('-', ''))}.${fraction}`
}

/** 12345 → "12,345". */
export const countText = (value: number) => grouped(String(Math.trunc(value)))

/** 3.456 → "3.5%": the server sends percent. */
export const percentText = (value: number) => `${value.toFixed(1)}%`
