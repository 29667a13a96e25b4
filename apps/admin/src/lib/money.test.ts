import { describe, expect, it } from 'vitest'
import { signedYuanText, yuanNumber, yuanText } from './money.ts'

describe('the console’s amounts', () => {
  it('separates thousands and keeps two decimals', () => {
    expect(yuanText(1_234_560)).toBe('¥12,345.60')
    expect(yuanText(100_000_000)).toBe('¥1,000,000.00')
    expect(yuanText(99_999)).toBe('¥999.99')
    expect(yuanText(100_000)).toBe('¥1,000.00')
    expect(yuanText(5)).toBe('¥0.05')
  })

  it('shows 0 as ¥0.00', () => {
    expect(yuanText(0)).toBe('¥0.00')
    expect(yuanNumber(0)).toBe('0.00')
    expect(signedYuanText(0)).toBe('¥0.00')
  })

  it('puts the sign before the currency', () => {
    expect(yuanText(-5)).toBe('-¥0.05')
    expect(yuanText(-1_234_560)).toBe('-¥12,345.60')
    expect(yuanNumber(-100_000)).toBe('-1,000.00')
    expect(signedYuanText(1_234_560)).toBe('+¥12,345.60')
    expect(signedYuanText(-1_234_560)).toBe('−¥12,345.60')
  })

  it('stays exact for large values, past what a float keeps to the cent', () => {
    expect(yuanText(Number.MAX_SAFE_INTEGER)).toBe('¥90,071,992,547,409.91')
    expect(yuanText(123_456_789_012_345_678n)).toBe('¥1,234,567,890,123,456.78')
  })
})
