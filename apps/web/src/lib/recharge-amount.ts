import { createPaymentOrderBody, PaymentOrderType } from '@dianjing/shared'
import { validate } from './validate.ts'

/**
 * Spec §5: an amount field keeps digits and one dot, with at most two decimals. Used by every
 * top-up field (customer balance, worker deposit). Leading zeros go too, so "05" reads as "5".
 */
export function sanitizeAmount(text: string): string {
  const cleaned = text.replace(/[^\d.]/g, '')
  const dot = cleaned.indexOf('.')
  if (dot < 0) return withoutLeadingZeros(cleaned)
  const whole = withoutLeadingZeros(cleaned.slice(0, dot)) || '0'
  const fraction = cleaned
    .slice(dot + 1)
    .replace(/\./g, '')
    .slice(0, 2)
  return `${whole}.${fraction}`
}

function withoutLeadingZeros(digits: string): string {
  return digits.replace(/^0+(?=\d)/, '')
}

/** The typed amount as the server reads it: "100." (still being typed) means 100. */
export function amountText(typed: string): string {
  return typed.endsWith('.') ? typed.slice(0, -1) : typed
}

type TopUpType = (typeof PaymentOrderType)[keyof typeof PaymentOrderType]

/** null when `amount` (yuan text, as it will be sent) may be paid for this kind of top-up, else the spec's message. */
export function topUpAmountProblem(orderType: TopUpType, amount: string): string | null {
  const result = validate(createPaymentOrderBody, { orderType, total: amount })
  return result.ok ? null : result.message
}

/** null when the amount may be topped up (1–10000 yuan), else the spec's message. */
export function rechargeAmountProblem(amount: string): string | null {
  return topUpAmountProblem(PaymentOrderType.balance, amount)
}

/** null when the deposit top-up is above 0 and at most 20000 yuan, else the spec's message. */
export function depositAmountProblem(amount: string): string | null {
  return topUpAmountProblem(PaymentOrderType.deposit, amount)
}
