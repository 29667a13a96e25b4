import {
  formatDateTime,
  type NotificationKind,
  type NotificationPage,
  type WechatTemplateSettings,
  wechatTemplateSettings,
} from '@dianjing/shared'
import type { SQLWrapper } from 'drizzle-orm'
import type { Db, Executor } from '../../db/database.ts'
import { recordStaffAction } from '../../lib/audit.ts'
import { findConfig, saveConfig } from '../../lib/config-documents.ts'
import { notFound } from '../../lib/errors.ts'
import * as repo from './repo.ts'

const PAGE_SIZE = 20
const TEMPLATES_KEY = 'wechatTemplates'

export interface Notice {
  userId: number
  kind: NotificationKind
  /** Up to 40 characters: what happened. */
  title: string
  /** Up to 200 characters: the details. */
  body: string
  orderId?: number | null
  /** Where a tap goes in the app. */
  link?: string
  /** The same event is told once: a second notice with this key for the user is dropped. */
  dedupeKey?: string
  /** For the template message: the order number and an amount in cents, when the event has them. */
  orderNum?: string
  amount?: number
}

/**
 * Tells `notice.userId` about an event, in the transaction that made it: it is stored for the app's
 * notification centre and, when the user has a WeChat openid, queued to be sent as a template message
 * by the sending job. Rolled back with the change; told at most once per dedupe key.
 */
export function notify(tx: Executor, notice: Notice): Promise<void> {
  return notifyEach(tx, [notice])
}

/** Tells each notice's user of their event (as `notify`), all of them in one statement. */
export async function notifyEach(tx: Executor, notices: Notice[]): Promise<void> {
  await repo.storeAndQueue(
    tx,
    notices.map((notice) => rowOf(notice.userId, notice)),
  )
}

/**
 * Tells many users of one event in one statement, however many they are (a new hall order to the
 * region's workers on duty): `recipients` is a query of their ids; each is told once per dedupe key, and the
 * template messages of those with an openid are queued with it.
 */
export async function notifyMany(
  tx: Executor,
  recipients: SQLWrapper,
  notice: Omit<Notice, 'userId'>,
): Promise<void> {
  const { userId: _none, ...row } = rowOf(0, notice)
  await repo.storeAndQueueFor(tx, recipients, row)
}

function rowOf(userId: number, notice: Omit<Notice, 'userId'>) {
  return {
    userId,
    kind: notice.kind,
    title: notice.title.slice(0, 40),
    body: notice.body.slice(0, 200),
    orderId: notice.orderId ?? null,
    link: notice.link ?? '',
    dedupeKey: notice.dedupeKey ?? null,
    extra: { orderNum: notice.orderNum ?? '', amount: notice.amount ?? null },
  }
}

export async function page(db: Db, userId: number, beforeId?: number): Promise<NotificationPage> {
  const [{ rows, hasMore }, unread] = await Promise.all([
    repo.listFor(db, userId, PAGE_SIZE, beforeId),
    repo.unreadCount(db, userId),
  ])
  return {
    hasMore,
    unread,
    list: rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      title: row.title,
      body: row.body,
      link: row.link,
      read: row.readAt !== null,
      time: formatDateTime(row.createdAt),
    })),
  }
}

export const unread = (db: Db, userId: number) => repo.unreadCount(db, userId)

/** Marks one of the user's notifications read (someone else's is not found), or all of them. */
export async function markRead(db: Db, userId: number, id?: number) {
  if (id !== undefined && !(await repo.ownsNotification(db, userId, id))) throw notFound('通知不存在')
  await repo.markRead(db, userId, id)
}

/** The templates staff configured per kind; a kind without one is not sent to WeChat. */
export async function templateSettings(db: Executor): Promise<WechatTemplateSettings> {
  const parsed = wechatTemplateSettings.safeParse((await findConfig(db, TEMPLATES_KEY)) ?? {})
  return parsed.success ? parsed.data : {}
}

export async function saveTemplateSettings(db: Db, staffId: number, after: WechatTemplateSettings) {
  await db.transaction(async (tx) => {
    const before = (await findConfig(tx, TEMPLATES_KEY, true)) ?? null
    await saveConfig(tx, TEMPLATES_KEY, after)
    await recordStaffAction(tx, {
      staffId,
      action: 'update',
      entity: 'wechatTemplates',
      entityId: TEMPLATES_KEY,
      before,
      after,
    })
  })
  return after
}
