import type { Executor } from '../db/database.ts'
import { auditLog } from '../db/schema/index.ts'

export interface StaffAction {
  staffId: number
  action: string
  entity: string
  entityId: string | number
  before: unknown
  after: unknown
}

/** Writes who did what to which record, before and after (docs/domain.md): call it in the change's transaction. */
export async function recordStaffAction(tx: Executor, change: StaffAction): Promise<void> {
  await tx.insert(auditLog).values({
    staffId: change.staffId,
    action: change.action,
    entity: change.entity,
    entityId: String(change.entityId),
    before: change.before ?? null,
    after: change.after ?? null,
  })
}
