import { yuanToCents } from '@dianjing/shared'
import type { FormRule } from 'antd'
import { yuanNumber } from './money.ts'

/** What antd needs from a shared zod schema: its own messages decide what the form says. */
export interface FieldSchema {
  safeParse(
    value: unknown,
  ): { success: true } | { success: false; error: { issues: ReadonlyArray<{ message: string }> } }
}

/** An antd rule that checks a field with the schema the server uses for the same body. */
export function schemaRule(schema: FieldSchema): FormRule {
  return {
    validator: async (_rule, value: unknown) => {
      const result = schema.safeParse(value ?? '')
      if (!result.success) throw new Error(result.error.issues[0]?.message)
    },
  }
}

/**
 * A price typed in yuan: digits with at most two decimals, read by `yuanToCents` (never a float), and
 * within what the server accepts.
 */
export function yuanRule(label: string, maxCents: number): FormRule {
  return {
    validator: async (_rule, value: unknown) => {
      const text = typeof value === 'string' ? value.trim() : ''
      if (!text) throw new Error(`请输入${label}`)
      if (/^-\s*\d/.test(text)) throw new Error(`${label}不能为负数`)
      const cents = yuanToCents(text)
      if (cents === null) throw new Error(`${label}格式不正确，最多两位小数`)
      if (cents > maxCents) throw new Error(`${label}不能超过${yuanNumber(maxCents)}元`)
    },
  }
}
