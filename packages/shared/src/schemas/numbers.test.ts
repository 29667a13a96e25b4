import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { idParam, pageNumber, pageSize, wholeNumber } from './common.ts'
import { hasChinese, IssueMessages } from './issue-messages.ts'

function outcome(schema: z.ZodType, value: unknown) {
  const result = schema.safeParse(value)
  return result.success ? result.data : result.error.issues.map((issue) => issue.message).join('|')
}

describe('a whole number as clients send one', () => {
  const quantity = wholeNumber('数量不正确', { min: 1, max: 99, required: '请输入数量' })

  it.each([
    [1, 1],
    [99, 99],
    ['12', 12],
    ['007', 7],
  ])('reads %j as %j', (value, read) => {
    expect(outcome(quantity, value)).toBe(read)
  })

  it.each([
    '0x320',
    '8e2',
    ' 80 ',
    '+5',
    '1.0',
    '-1',
    [80],
    [1],
    true,
    null,
    {},
    1.5,
    0,
    100,
    '100',
    Number.MAX_SAFE_INTEGER + 2,
    '99999999999999999999',
  ])('refuses %j with its own message', (value) => {
    expect(outcome(quantity, value)).toBe('数量不正确')
  })

  it.each([undefined, ''])('%j is missing', (value) => {
    expect(outcome(quantity, value)).toBe('请输入数量')
  })

  it('ids are positive; pages fall back only when absent', () => {
    expect(outcome(idParam('订单不存在'), '0')).toBe('订单不存在')
    expect(outcome(idParam('订单不存在'), '15')).toBe(15)
    expect(outcome(pageNumber, undefined)).toBe(1)
    expect(outcome(pageNumber, 'abc')).toBe('页码不正确')
    expect(outcome(pageSize(50), undefined)).toBe(20)
    expect(outcome(pageSize(50), '51')).toBe('每页条数为1-50')
  })
})

describe('a check that names no message speaks Chinese', () => {
  const form = z.object({
    name: z.string().max(3),
    level: z.enum(['a', 'b']),
    count: z.number().min(2),
    tags: z.array(z.string()).max(1),
    link: z.url(),
  })

  it.each([
    [{}, 'name', IssueMessages.required],
    [{ name: 5 }, 'name', IssueMessages.wrongType],
    [{ name: 'abcd' }, 'name', '内容不能超过3个字符'],
    [{ level: 'c' }, 'level', IssueMessages.notAllowed],
    [{ count: 1 }, 'count', '数值不能小于2'],
    [{ tags: ['x', 'y'] }, 'tags', '最多1项'],
    [{ link: 'nope' }, 'link', IssueMessages.badFormat],
  ])('%j: %s → %s', (input, field, message) => {
    const result = form.safeParse(input)
    const issue = result.error?.issues.find((found) => found.path[0] === field)
    expect(issue?.message).toBe(message)
  })

  it('a payload that is not an object is a malformed request', () => {
    expect(outcome(form, 'text')).toBe(IssueMessages.badRequest)
    expect(outcome(form, [1])).toBe(IssueMessages.badRequest)
  })

  it('a message a schema states still wins', () => {
    expect(outcome(z.string({ error: '请输入昵称' }), undefined)).toBe('请输入昵称')
    expect(outcome(z.string().min(2, '昵称太短'), 'a')).toBe('昵称太短')
  })

  it('hasChinese', () => {
    expect(hasChinese('请输入')).toBe(true)
    expect(hasChinese('Invalid input')).toBe(false)
    expect(hasChinese(undefined)).toBe(false)
  })
})
