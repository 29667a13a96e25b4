import { describe, expect, it } from 'vitest'
import { fineAmountProblem, toFineBody } from './fine-form.ts'

describe('fineAmountProblem', () => {
  it.each([
    ['', '请输入罚款金额'],
    ['   ', '请输入罚款金额'],
    ['12.345', '罚款金额格式不正确，最多两位小数'],
    ['-5', '罚款金额格式不正确，最多两位小数'],
    ['1e3', '罚款金额格式不正确，最多两位小数'],
    ['五十', '罚款金额格式不正确，最多两位小数'],
    ['0', '罚款金额必须大于0'],
    ['0.00', '罚款金额必须大于0'],
    ['1000000.01', '罚款金额不能超过1000000.00元'],
  ])('refuses %j with the server’s words', (text, problem) => {
    expect(fineAmountProblem(text)).toBe(problem)
  })

  it.each(['0.01', '50', '12.5', ' 12.50 ', '1000000'])('accepts %j', (text) => {
    expect(fineAmountProblem(text)).toBeUndefined()
  })
})

describe('toFineBody', () => {
  it('reads yuan digit by digit into whole cents', () => {
    expect(toFineBody({ amount: '0.1', reason: '迟到' }).amount).toBe(10)
    expect(toFineBody({ amount: '12.3', reason: '迟到' }).amount).toBe(1230)
    expect(toFineBody({ amount: ' 19.99 ', reason: '迟到' }).amount).toBe(1999)
  })

  it('sends the order number trimmed, and none when left empty', () => {
    expect(toFineBody({ amount: '5', reason: '迟到', orderNum: ' 20261122000000000017 ' }).orderNum).toBe(
      '20261122000000000017',
    )
    expect(toFineBody({ amount: '5', reason: '迟到', orderNum: '  ' }).orderNum).toBeUndefined()
    expect(toFineBody({ amount: '5', reason: '迟到' }).orderNum).toBeUndefined()
  })

  it('sends the reason trimmed', () => {
    expect(toFineBody({ amount: '5', reason: '  私下联系客户  ' })).toEqual({
      amount: 500,
      reason: '私下联系客户',
    })
  })
})
