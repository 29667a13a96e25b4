import type { Executor } from '../../db/database.ts'
import { recordStaffAction, type StaffAction } from '../../lib/audit.ts'
import { bumpCacheVersion } from '../../lib/versioned-cache.ts'

export interface CatalogueChange extends StaffAction {
  action: 'create' | 'update' | 'delete' | 'updateStatus'
  entity: 'game' | 'product' | 'banner' | 'systemConfig' | 'userLevel'
}

/**
 * Every staff change to the catalogue writes who did what, before and after (docs/domain.md, staff), and
 * bumps the catalogue version so every server process reloads its public cache (decision 006). Both
 * happen in the change's own transaction: the change, its record and the reload commit together or not
 * at all.
 */
export async function recordCatalogueChange(tx: Executor, change: CatalogueChange): Promise<void> {
  await recordStaffAction(tx, change)
  await bumpCacheVersion(tx, 'catalogue')
}
