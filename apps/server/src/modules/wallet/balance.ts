import { and, eq, sql } from 'drizzle-orm'
import type { Executor } from '../../db/database.ts'
import { balanceRecords, users } from '../../db/schema/index.ts'
import { noteUserWritten } from '../account/session-cache.ts'
import type { BalanceMethod, PaymentPurpose } from '../payments/purposes.ts'

/**
 * Moves a customer's balance by `amount` (negative: a debit, refused when the balance does not cover
 * it) and records the movement. Answers false when a debit does not fit.
 */
export async function moveBalance(
  tx: Executor,
  userId: number,
  amount: number,
  kind: 'topup' | 'order' | 'refund',
  outTradeNo: string,
): Promise<boolean> {
  noteUserWritten(userId)
  const [row] = await tx
    .update(users)
    .set({ balance: sql`${users.balance} + ${amount}` })
    .where(and(eq(users.id, userId), sql`${users.balance} + ${amount} >= 0`))
    .returning({ balance: users.balance })
  if (!row) return false
  await tx.insert(balanceRecords).values({ userId, amount, kind, outTradeNo, balanceAfter: row.balance })
  return true
}

/** A top-up (`BL…`): the balance grows once the payment is confirmed. */
export const topUpPayments: PaymentPurpose = {
  async onPaid(tx, payment) {
    await moveBalance(tx, payment.userId, payment.amount, 'topup', payment.outTradeNo)
  },
}

/** Paying with the balance, and refunds of such payments back to it. */
export const balanceMethod: BalanceMethod = {
  debit: (tx, userId, amount, outTradeNo) => moveBalance(tx, userId, -amount, 'order', outTradeNo),
  refund: async (tx, userId, amount, outTradeNo) => {
    await moveBalance(tx, userId, amount, 'refund', outTradeNo)
  },
}
