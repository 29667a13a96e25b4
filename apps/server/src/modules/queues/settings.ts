import { DEFAULT_QUEUE_SETTINGS, type QueueSettings, queueSettings } from '@dianjing/shared'
import type { Db, Executor } from '../../db/database.ts'
import { recordStaffAction } from '../../lib/audit.ts'
import { findConfig, saveConfig } from '../../lib/config-documents.ts'

const KEY = 'queues'

export const Messages = {
  saved: '队列设置已保存',
} as const

/**
 * The queues' settings: targets, when an unclaimed order joins the dispatch queue, and reason templates.
 * What was never saved, or no longer reads as valid settings, is the defaults.
 */
export async function queueSettingsOf(db: Executor): Promise<QueueSettings> {
  const saved = await findConfig(db, KEY)
  // Settings saved before a setting existed take its default for it.
  const stored = queueSettings.safeParse(
    saved && typeof saved === 'object'
      ? {
          ...DEFAULT_QUEUE_SETTINGS,
          ...saved,
          // A target or a dispute deadline added since is taken from the defaults, keeping the saved ones.
          targets: { ...DEFAULT_QUEUE_SETTINGS.targets, ...(saved as Partial<QueueSettings>).targets },
        }
      : saved,
  )
  return stored.success ? stored.data : DEFAULT_QUEUE_SETTINGS
}

export async function saveQueueSettings(
  db: Db,
  staffId: number,
  after: QueueSettings,
): Promise<QueueSettings> {
  await db.transaction(async (tx) => {
    const before = (await findConfig(tx, KEY, true)) ?? null
    await saveConfig(tx, KEY, after)
    await recordStaffAction(tx, {
      staffId,
      action: 'update',
      entity: 'queueSettings',
      entityId: KEY,
      before,
      after,
    })
  })
  return after
}
