import type { z } from 'zod'

/** Generic words for a problem no schema named; every message a schema states outranks these. */
export const IssueMessages = {
  required: '缺少必填参数',
  wrongType: '参数类型错误',
  notAllowed: '参数取值不在允许范围内',
  badFormat: '参数格式不正确',
  unknownField: '包含无法识别的参数',
  invalid: '参数不正确',
  badRequest: '请求格式错误',
} as const

type Issue = z.core.$ZodRawIssue

function sizeMessage(issue: Issue & { code: 'too_small' | 'too_big' }): string {
  const small = issue.code === 'too_small'
  const limit = Number(small ? issue.minimum : issue.maximum)
  switch (issue.origin) {
    case 'string':
      if (small && limit <= 1) return '内容不能为空'
      return small ? `内容不能少于${limit}个字符` : `内容不能超过${limit}个字符`
    case 'array':
    case 'set':
      return small ? `至少需要${limit}项` : `最多${limit}项`
    case 'file':
      return small ? '文件内容为空' : '文件过大'
    case 'number':
    case 'int':
    case 'bigint':
      if (small) return issue.inclusive === false ? `数值必须大于${limit}` : `数值不能小于${limit}`
      return issue.inclusive === false ? `数值必须小于${limit}` : `数值不能大于${limit}`
    default:
      return IssueMessages.notAllowed
  }
}

/**
 * What a user reads when a request or form fails a check that states no message of its own: clear
 * Chinese, never zod's English. Installed once for every schema (see common.ts).
 */
export function issueMessage(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return IssueMessages.required
      // The whole payload is not the object expected (text, a list): the request itself is malformed.
      return issue.expected === 'object' && !issue.path?.length
        ? IssueMessages.badRequest
        : IssueMessages.wrongType
    case 'invalid_value':
      return IssueMessages.notAllowed
    case 'too_small':
    case 'too_big':
      return sizeMessage(issue)
    case 'invalid_format':
    case 'invalid_union':
    case 'invalid_key':
    case 'invalid_element':
      return IssueMessages.badFormat
    case 'unrecognized_keys':
      return IssueMessages.unknownField
    default:
      return IssueMessages.invalid
  }
}

/** True when `text` has Chinese in it: the test every message shown to a user passes. */
export function hasChinese(text: string | undefined | null): boolean {
  return typeof text === 'string' && /[\u4e00-\u9fff]/.test(text)
}
