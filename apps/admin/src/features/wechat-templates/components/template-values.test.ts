import { describe, expect, it } from 'vitest'
import { formValues, keywordWarning, settingsBody } from './template-values.ts'

describe('keywordWarning', () => {
  it('says what a typed keyword takes, as WeChat refuses anything else', () => {
    expect(keywordWarning('paid', 'time3', 'title')).toBe('time 类关键词只能填时间，请选择时间')
    expect(keywordWarning('paid', 'amount2', 'body')).toBe('amount 类关键词只能填金额，请选择金额')
    expect(keywordWarning('paid', 'character_string2', 'title')).toBe(
      'character_string 类关键词只能填字母、数字或符号，请选择订单号',
    )
    expect(keywordWarning('paid', 'time3', 'time')).toBeNull()
    expect(keywordWarning('paid', 'thing1', 'title')).toBeNull()
  })

  it('says a kind without an order number or amount sends "-", and a long body is cut short', () => {
    expect(keywordWarning('withdrawalPaid', 'character_string2', 'orderNum')).toBe(
      '该类通知没有订单号，将填入“-”',
    )
    expect(keywordWarning('accepted', 'amount2', 'amount')).toBe('该类通知没有金额，将填入“-”')
    expect(keywordWarning('settled', 'amount2', 'amount')).toBeNull()
    expect(keywordWarning('paid', 'thing4', 'body')).toBe('thing 类关键词最多 20 个字，超出部分会被截断')
  })
})

describe('settingsBody', () => {
  it('leaves out the kinds never set, and keeps one set but off', () => {
    const values = formValues({ refunded: { enabled: false, templateId: 'TM1', fields: [] } })
    expect(values.paid).toEqual({ enabled: false, templateId: '', fields: [] })
    expect(settingsBody(values)).toEqual({ refunded: { enabled: false, templateId: 'TM1', fields: [] } })
  })
})
