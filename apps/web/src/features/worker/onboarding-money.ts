import { formatCents, MEMBERSHIP_FEE } from '@dianjing/shared'

/** Yuan for prose and payment orders: 10000 → '100', 25050 → '250.50'. */
export function yuanText(cents: number): string {
  return formatCents(cents).replace(/\.00$/, '')
}

/** The membership fee as the payment order's yuan text ('100'): fixed (spec §5), the server checks it. */
export const MEMBERSHIP_TOTAL = yuanText(MEMBERSHIP_FEE)
