import { type Cents, formatCents, type WorkerBalance, WorkerMessages, yuanToCents } from '@dianjing/shared'

/**
 * The withdrawal amount of /withdraw (spec §5, Withdraw): typed in yuan, sent in cents. The server
 * checks again; these are the same rules, so the worker hears about a problem before sending.
 */

/** What the worker may withdraw is the available balance less any fine still owed (docs/domain.md). */
export const FINE_BLOCKS_WITHDRAWAL = '罚款欠款抵扣后暂无可提现金额'

/** The field keeps digits and one dot; a leading dot reads as "0.". Decimals are judged, not cut. */
export function sanitizeWithdrawAmount(text: string): string {
  const cleaned = text.replace(/[^\d.]/g, '')
  const dot = cleaned.indexOf('.')
  if (dot < 0) return cleaned
  return `${cleaned.slice(0, dot) || '0'}.${cleaned.slice(dot + 1).replace(/\./g, '')}`
}

/** Why nothing can be withdrawn at all, or null when something can. */
export function withdrawBlocked(
  balance: Pick<WorkerBalance, 'availableBalance' | 'withdrawable'>,
): string | null {
  if (balance.availableBalance <= 0) return WorkerMessages.withdrawZeroBalance
  if (balance.withdrawable <= 0) return FINE_BLOCKS_WITHDRAWAL
  return null
}

export type WithdrawAmountCheck = { ok: true; cents: Cents } | { ok: false; message: string }

/** The amount in cents, or the first rule it breaks, in the spec's order. */
export function checkWithdrawAmount(
  text: string,
  balance: Pick<WorkerBalance, 'availableBalance' | 'withdrawable'>,
): WithdrawAmountCheck {
  const blocked = withdrawBlocked(balance)
  if (blocked) return { ok: false, message: blocked }
  const trimmed = text.trim()
  if (!trimmed) return { ok: false, message: WorkerMessages.withdrawAmountRequired }
  const cents = yuanToCents(trimmed)
  if (cents === null || cents <= 0) return { ok: false, message: WorkerMessages.withdrawAmountInvalid }
  if (cents > balance.withdrawable) return { ok: false, message: WorkerMessages.withdrawOverBalance }
  return { ok: true, cents }
}

/** What 全部 fills in: the whole withdrawable amount, as yuan text the field accepts. */
export function allWithdrawable(balance: Pick<WorkerBalance, 'withdrawable'>): string {
  return balance.withdrawable > 0 ? formatCents(balance.withdrawable) : ''
}
