import { DisputeMessages, type RuleBody, ruleBody, yuanToCents } from '@dianjing/shared'
import type { FormRule } from 'antd'

/** What staff type: both amounts in yuan as text (read digit by digit, never a float), and the reason. */
export interface RulingValues {
  refund: string
  reason: string
  /** Empty: no fine. */
  fine?: string
}

const YUAN_FORMAT = '格式不正确，最多两位小数'

/** Cents back to the customer for the typed text, or null while it is not a valid refund of this order. */
export function refundCentsOf(text: string | undefined, amount: number): number | null {
  const cents = yuanToCents((text ?? '').trim())
  return cents !== null && cents <= amount ? cents : null
}

/** Why the typed refund cannot be ruled, or undefined. */
export function refundProblem(text: string | undefined, amount: number): string | undefined {
  const trimmed = (text ?? '').trim()
  if (!trimmed) return '请填写退还客户的金额'
  if (yuanToCents(trimmed) === null) return `退款金额${YUAN_FORMAT}`
  return refundCentsOf(trimmed, amount) === null ? DisputeMessages.refundInvalid : undefined
}

/** Cents fined for the typed text ('' is none), or null for text that is not an amount. */
export function fineCentsOf(text: string | undefined): number | null {
  const trimmed = (text ?? '').trim()
  return trimmed ? yuanToCents(trimmed) : 0
}

/** Why the typed fine cannot be ruled, in the server's words where it has them, or undefined. */
export function fineProblem(text: string | undefined, hasWorker: boolean): string | undefined {
  const cents = fineCentsOf(text)
  if (cents === null) return `罚款金额${YUAN_FORMAT}`
  if (cents > 0 && !hasWorker) return DisputeMessages.fineWithoutWorker
  const checked = ruleBody.shape.fine.safeParse(cents)
  return checked.success ? undefined : checked.error.issues[0]?.message
}

/** The request body for valid values: both amounts in cents, the reason trimmed. */
export function toRuleBody(values: RulingValues): RuleBody {
  return ruleBody.parse({
    refund: yuanToCents(values.refund.trim()),
    reason: values.reason,
    fine: fineCentsOf(values.fine) ?? 0,
  })
}

export const refundRules = (amount: number): FormRule[] => [
  {
    validator: async (_rule, value: unknown) => {
      const problem = refundProblem(typeof value === 'string' ? value : '', amount)
      if (problem) throw new Error(problem)
    },
  },
]

export const fineRules = (hasWorker: boolean): FormRule[] => [
  {
    validator: async (_rule, value: unknown) => {
      const problem = fineProblem(typeof value === 'string' ? value : '', hasWorker)
      if (problem) throw new Error(problem)
    },
  },
]
