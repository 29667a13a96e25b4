import { type AdminFineBody, adminFineBody, yuanToCents } from '@dianjing/shared'
import type { FormRule } from 'antd'

/**
 * What staff type: the amount in yuan as text (never a float), the reason the worker will read, and
 * optionally the number of the worker's order the fine is about.
 */
export interface FineFormValues {
  userId?: number
  amount: string
  reason: string
  orderNum?: string
}

const amountSchema = adminFineBody.shape.amount
const reasonSchema = adminFineBody.shape.reason
const orderNumSchema = adminFineBody.shape.orderNum

/**
 * Why the typed amount cannot be sent, in the words the server uses for the same check, or undefined.
 * The yuan text is read digit by digit into cents, so "0.1" is 10 cents exactly.
 */
export function fineAmountProblem(text: string): string | undefined {
  const trimmed = text.trim()
  if (!trimmed) return '请输入罚款金额'
  const cents = yuanToCents(trimmed)
  if (cents === null) return '罚款金额格式不正确，最多两位小数'
  const checked = amountSchema.safeParse(cents)
  return checked.success ? undefined : checked.error.issues[0]?.message
}

/** The request body for valid form values: the amount in cents, the reason and order number trimmed. */
export function toFineBody(values: Pick<FineFormValues, 'amount' | 'reason' | 'orderNum'>): AdminFineBody {
  return adminFineBody.parse({
    amount: yuanToCents(values.amount.trim()),
    reason: values.reason,
    orderNum: values.orderNum,
  })
}

export const fineAmountRules: FormRule[] = [
  {
    validator: async (_rule, value: unknown) => {
      const problem = fineAmountProblem(typeof value === 'string' ? value : '')
      if (problem) throw new Error(problem)
    },
  },
]

export const fineReasonRules: FormRule[] = [
  {
    validator: async (_rule, value: unknown) => {
      const checked = reasonSchema.safeParse(typeof value === 'string' ? value : '')
      if (!checked.success) throw new Error(checked.error.issues[0]?.message)
    },
  },
]

export const fineOrderNumRules: FormRule[] = [
  {
    validator: async (_rule, value: unknown) => {
      const checked = orderNumSchema.safeParse(typeof value === 'string' ? value : undefined)
      if (!checked.success) throw new Error(checked.error.issues[0]?.message)
    },
  },
]
