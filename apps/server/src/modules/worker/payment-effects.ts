import { MEMBERSHIP_VALID_YEARS } from '@dianjing/shared'
import { eq, sql } from 'drizzle-orm'
import { workers } from '../../db/schema/index.ts'
import type { PaymentPurpose } from '../payments/purposes.ts'
import { creditDeposit } from './ledger.ts'

/** A worker's deposit (`DP…`): credited to the ledger once the payment is confirmed. */
export const depositPayments: PaymentPurpose = {
  async onPaid(tx, payment) {
    await creditDeposit(tx, payment.userId, payment.amount, payment.outTradeNo)
  },
}

/** A worker's yearly membership (`MB…`): a year more from the later of now and the current expiry. */
export const membershipPayments: PaymentPurpose = {
  async onPaid(tx, payment) {
    await tx
      .update(workers)
      .set({
        membershipExpiresAt: sql`greatest(coalesce(${workers.membershipExpiresAt}, now()), now()) + make_interval(years => ${MEMBERSHIP_VALID_YEARS})`,
      })
      .where(eq(workers.userId, payment.userId))
  },
}
