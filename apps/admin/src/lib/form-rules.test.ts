import type { RuleObject } from 'antd/es/form'
import { describe, expect, it } from 'vitest'
import { yuanRule } from './form-rules.ts'

const check = (value: unknown) => {
  const rule = yuanRule('优惠价', 100_000_000) as RuleObject
  return rule.validator!(rule, value, () => undefined) as Promise<void>
}

describe('yuanRule', () => {
  it('says what is wrong with a typed price, in the words staff need', async () => {
    await expect(check('')).rejects.toThrow('请输入优惠价')
    await expect(check('-5')).rejects.toThrow('优惠价不能为负数')
    await expect(check('- 5.00')).rejects.toThrow('优惠价不能为负数')
    await expect(check('12.345')).rejects.toThrow('优惠价格式不正确，最多两位小数')
    await expect(check('abc')).rejects.toThrow('优惠价格式不正确，最多两位小数')
    await expect(check('1000000.01')).rejects.toThrow('优惠价不能超过1,000,000.00元')
    await expect(check(' 12.50 ')).resolves.toBeUndefined()
  })
})
