import type { QueueCount, QueueKey, QueueSummary, StaffRoleValue } from '@dianjing/shared'
import type { Db } from '../../db/database.ts'
import { refundQueue, unclaimedQueue } from '../orders/console/admin.ts'
import { arbitrationQueue } from '../orders/disputes/disputes.ts'
import { queueSettingsOf } from '../queues/settings.ts'
import { applicationQueue, withdrawalQueue } from '../worker/admin.ts'

/** Who reads each queue besides the owner: the roles its list's route lets in. */
const READERS: Record<QueueKey, readonly StaffRoleValue[]> = {
  applications: ['operator', 'finance', 'support'],
  refunds: ['finance', 'support'],
  withdrawals: ['operator', 'finance', 'support'],
  unclaimed: ['operator', 'support'],
  arbitrations: ['operator', 'finance', 'support'],
}

/**
 * How many wait in each queue `role` may read and how many are past the queue's target: the console's
 * menu badges and tab counts. Each count is the owning domain's own rule.
 */
export async function queueSummary(db: Db, role: StaffRoleValue): Promise<QueueSummary> {
  const { targets, unclaimedAfterMinutes } = await queueSettingsOf(db)
  const counters: Record<QueueKey, () => Promise<QueueCount>> = {
    applications: () => applicationQueue(db, targets.applications),
    refunds: () => refundQueue(db, targets.refunds),
    withdrawals: () => withdrawalQueue(db, targets.withdrawals),
    unclaimed: () => unclaimedQueue(db, unclaimedAfterMinutes, targets.unclaimed),
    arbitrations: () => arbitrationQueue(db, targets.arbitrations),
  }
  const readable = (Object.keys(counters) as QueueKey[]).filter(
    (key) => role === 'owner' || READERS[key].includes(role),
  )
  const counts = await Promise.all(readable.map((key) => counters[key]()))
  return Object.fromEntries(readable.map((key, index) => [key, counts[index]]))
}
