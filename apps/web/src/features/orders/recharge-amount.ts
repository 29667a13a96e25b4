import { createPaymentOrderBody, PaymentOrderType } from '@dianjing/shared'
import { validate } from '@/lib/validate.ts'

/** Spec §5: the amount field keeps digits and one dot, with at most two decimals. */
export function sanitizeAmount(text: string): string {
  const cleaned = text.replace(/[^\d.]/g, '')
  const dot = cleaned.indexOf('.')
  if (dot < 0) return cleaned
  const whole = cleaned.slice(0, dot) || '0'
  const fraction = cleaned
    .slice(dot + 1)
    .replace(/\./g, '')
    .slice(0, 2)
  return `${whole}.${fraction}`
}

/** null when the amount may be topped up (1–10000 yuan), else the spec's message. */
export function rechargeAmountProblem(amount: string): string | null {
  const result = validate(createPaymentOrderBody, { orderType: PaymentOrderType.balance, total: amount })
  return result.ok ? null : result.message
}
