import { describe, expect, it } from 'vitest'
import { workerAmountOf } from './constants.ts'
import { formatCents, formatYuan, percentOf, yuan, yuanToCents } from './money.ts'

describe('yuanToCents', () => {
  it.each([
    ['0.1', 10],
    ['0.01', 1],
    ['20000', 2_000_000],
    ['12.34', 1234],
    ['0', 0],
    ['100.5', 10050],
    ['0.07', 7],
  ])('parses %s exactly', (text, cents) => {
    expect(yuanToCents(text)).toBe(cents)
  })

  it.each(['1e3', '-1', '1.234', '', ' 1', '1.', '.5', '01', 'abc', '1,000', 'NaN', 'Infinity', '0x10'])(
    'refuses %j',
    (text) => {
      expect(yuanToCents(text)).toBeNull()
    },
  )

  it('never goes through a float: 0.1 + 0.2 style sums stay exact', () => {
    expect((yuanToCents('0.1') ?? 0) + (yuanToCents('0.2') ?? 0)).toBe(30)
    expect(yuanToCents('1.15')).toBe(115)
    expect(yuanToCents('4.35')).toBe(435)
  })
})

describe('formatCents', () => {
  it.each([
    [0, '0.00'],
    [1, '0.01'],
    [10, '0.10'],
    [1234, '12.34'],
    [2_000_000, '20000.00'],
    [-5, '-0.05'],
    [-1234, '-12.34'],
  ])('%i → %s', (cents, text) => {
    expect(formatCents(cents)).toBe(text)
  })

  it('takes bigint', () => {
    expect(formatCents(900719925474099312n)).toBe('9007199254740993.12')
  })
})

describe('yuan and percentOf', () => {
  it('converts whole yuan', () => {
    expect(yuan(20000)).toBe(2_000_000)
    expect(() => yuan(1.5)).toThrow()
  })

  it('rounds a share down to the cent', () => {
    expect(percentOf(999, 8000)).toBe(799)
    expect(percentOf(1, 8000)).toBe(0)
  })
})

describe('workerAmountOf (docs/domain.md, Orders: the amount less 20%, rounded down to a cent)', () => {
  it.each([
    [10_000, 8_000],
    [999, 799],
    [12_347, 9_877],
    [1, 0],
  ])('%i → %i', (amount, fee) => {
    expect(workerAmountOf(amount)).toBe(fee)
  })
})

describe('formatYuan', () => {
  it('writes an amount in a sentence from the cents, never through a float', () => {
    expect(formatYuan(1234)).toBe('¥12.34')
    expect(formatYuan(0)).toBe('¥0.00')
    expect(formatYuan(-5)).toBe('-¥0.05')
    // 0.29 × 100 is 28.999… as a float: the cents' digits are written as they are.
    expect(formatYuan(29)).toBe('¥0.29')
    expect(formatYuan(900719925474099)).toBe('¥9007199254740.99')
  })
})
