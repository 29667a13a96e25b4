import { describe, expect, it } from 'vitest'
import { amountText, depositAmountProblem, rechargeAmountProblem, sanitizeAmount } from './recharge-amount.ts'

describe('recharge amount', () => {
  it('keeps digits and one dot with two decimals', () => {
    expect(sanitizeAmount('12a.3456')).toBe('12.34')
    expect(sanitizeAmount('.5')).toBe('0.5')
    expect(sanitizeAmount('1.2.3')).toBe('1.23')
    expect(sanitizeAmount('¥ 2,000')).toBe('2000')
  })

  it('drops leading zeros but keeps a single one before the dot', () => {
    expect(sanitizeAmount('0050')).toBe('50')
    expect(sanitizeAmount('00.5')).toBe('0.5')
    expect(sanitizeAmount('0')).toBe('0')
  })

  it('reads a trailing dot as whole yuan', () => {
    expect(amountText('100.')).toBe('100')
    expect(amountText('100.5')).toBe('100.5')
  })

  it('allows 1–10000 yuan', () => {
    expect(rechargeAmountProblem('1')).toBeNull()
    expect(rechargeAmountProblem('10000')).toBeNull()
    expect(rechargeAmountProblem('0.99')).toBe('请输入有效的充值金额（1-10000元）')
    expect(rechargeAmountProblem('10000.01')).toBe('请输入有效的充值金额（1-10000元）')
    expect(rechargeAmountProblem('')).toBe('请输入有效的充值金额（1-10000元）')
  })

  it('allows a deposit above 0 and up to 20000 yuan, with no minimum', () => {
    expect(depositAmountProblem('0.01')).toBeNull()
    expect(depositAmountProblem('20000')).toBeNull()
    expect(depositAmountProblem('250.50')).toBeNull()
    for (const amount of ['', '0', '0.00', '20000.01', '1.']) {
      expect(depositAmountProblem(amount)).toBe('请输入有效的保证金金额，最高20000元')
    }
  })
})
