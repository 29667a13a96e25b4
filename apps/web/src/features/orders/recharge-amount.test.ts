import { describe, expect, it } from 'vitest'
import { rechargeAmountProblem, sanitizeAmount } from './recharge-amount.ts'

describe('recharge amount', () => {
  it('keeps digits and one dot with two decimals', () => {
    expect(sanitizeAmount('12a.3456')).toBe('12.34')
    expect(sanitizeAmount('.5')).toBe('0.5')
    expect(sanitizeAmount('1.2.3')).toBe('1.23')
  })

  it('allows 1–10000 yuan', () => {
    expect(rechargeAmountProblem('1')).toBeNull()
    expect(rechargeAmountProblem('10000')).toBeNull()
    expect(rechargeAmountProblem('0.99')).toBe('请输入有效的充值金额（1-10000元）')
    expect(rechargeAmountProblem('10000.01')).toBe('请输入有效的充值金额（1-10000元）')
    expect(rechargeAmountProblem('')).toBe('请输入有效的充值金额（1-10000元）')
  })
})
