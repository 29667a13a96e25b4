import { type StateOf, TemplateMessageStatus } from '@dianjing/shared'
import { and, desc, eq, gt, isNull, lt, lte, type SQLWrapper, sql } from 'drizzle-orm'
import type { Executor } from '../../db/database.ts'
import { notifications, users, wechatAccessTokens, wechatTemplateSends } from '../../db/schema/index.ts'
import { executePrepared, preparedStatement } from '../../lib/prepared.ts'

export type NotificationRow = typeof notifications.$inferSelect
export type SendRow = typeof wechatTemplateSends.$inferSelect

/** After a `stored` CTE of new notifications (id, user_id): queues the template message of each whose user has an openid. */
const queueSendsOfStored = sql`
    insert into ${wechatTemplateSends} (notification_id, openid)
    select stored.id, ${users.openid} from stored join ${users} on ${users.id} = stored.user_id
    where ${users.openid} is not null
    on conflict do nothing`

const storeGiven = preparedStatement<'given'>(
  (value) => sql`
    with stored as (
      insert into ${notifications} (user_id, kind, title, body, order_id, link, dedupe_key, extra)
      select user_id, kind, title, body, order_id, link, dedupe_key, extra
      from jsonb_to_recordset(${value('given')}::jsonb)
        as given(user_id int, kind text, title text, body text, order_id int, link text, dedupe_key text, extra jsonb)
      on conflict do nothing
      returning id, user_id
    )
    ${queueSendsOfStored}`,
)

/**
 * Stores notifications, each once per user and dedupe key, and queues the template message of each one
 * stored whose user has a WeChat openid: one statement however many.
 */
export async function storeAndQueue(db: Executor, rows: (typeof notifications.$inferInsert)[]) {
  if (rows.length === 0) return
  const given = rows.map((row) => ({
    user_id: row.userId,
    kind: row.kind,
    title: row.title,
    body: row.body,
    order_id: row.orderId ?? null,
    link: row.link ?? '',
    dedupe_key: row.dedupeKey ?? null,
    extra: row.extra ?? { orderNum: '', amount: null },
  }))
  await storeGiven(db, { given: JSON.stringify(given) })
}

/**
 * `storeAndQueue` for one notice to each user `recipients` (a query of user ids) selects. Those told under its
 * dedupe key already (committed) are left out before inserting: inserting their key again would wait
 * on every other transaction telling the same users right now, and most calls find everyone told.
 */
export async function storeAndQueueFor(
  db: Executor,
  recipients: SQLWrapper,
  row: Omit<typeof notifications.$inferInsert, 'userId'>,
) {
  await executePrepared(
    db,
    sql`
    with stored as (
      insert into ${notifications} (user_id, kind, title, body, order_id, link, dedupe_key, extra)
      select told.user_id, ${row.kind}, ${row.title}, ${row.body}, ${row.orderId ?? null}::int, ${row.link ?? ''},
        ${row.dedupeKey ?? null}::varchar, ${JSON.stringify(row.extra ?? { orderNum: '', amount: null })}::jsonb
      from (${recipients}) as told(user_id)
      -- One probe of the (user, key) index per recipient: a NOT EXISTS is planned as a hash of every
      -- notice ever stored under the key (all on-duty workers, for the hall's), read on every call.
      where (
        select 1 from ${notifications} as earlier
        where earlier.user_id = told.user_id and earlier.dedupe_key = ${row.dedupeKey ?? null}::varchar
      ) is null
      on conflict do nothing
      returning id, user_id
    )
    ${queueSendsOfStored}`,
  )
}

export async function listFor(db: Executor, userId: number, limit: number, beforeId?: number) {
  const rows = await db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), beforeId ? lt(notifications.id, beforeId) : undefined))
    .orderBy(desc(notifications.id))
    .limit(limit + 1)
  return { rows: rows.slice(0, limit), hasMore: rows.length > limit }
}

export async function unreadCount(db: Executor, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
  return row?.n ?? 0
}

export async function ownsNotification(db: Executor, userId: number, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: notifications.id })
    .from(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
  return row !== undefined
}

export async function markRead(db: Executor, userId: number, id?: number) {
  await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(
      and(
        eq(notifications.userId, userId),
        isNull(notifications.readAt),
        id ? eq(notifications.id, id) : undefined,
      ),
    )
}

/**
 * Claims up to `limit` sends that are due: marked sending and counted as an attempt in one
 * statement over rows locked with SKIP LOCKED, so of several processes each claims different ones, and a
 * send is handed to WeChat only by the process that claimed it.
 */
export async function claimDue(db: Executor, now: Date, limit: number) {
  const due = db
    .select({ id: wechatTemplateSends.id })
    .from(wechatTemplateSends)
    .where(
      and(
        eq(wechatTemplateSends.status, TemplateMessageStatus.waiting),
        lte(wechatTemplateSends.nextAttemptAt, now),
      ),
    )
    .orderBy(wechatTemplateSends.id)
    .limit(limit)
    .for('update', { skipLocked: true })
  return db
    .update(wechatTemplateSends)
    .set({
      status: TemplateMessageStatus.sending,
      attempts: sql`${wechatTemplateSends.attempts} + 1`,
      claimedAt: now,
    })
    .where(sql`${wechatTemplateSends.id} in (${due})`)
    .returning()
}

export async function findNotification(db: Executor, id: number) {
  const [row] = await db.select().from(notifications).where(eq(notifications.id, id))
  return row
}

/** How a claimed send ended: sent, waiting again (with when), failed, skipped or unknown. */
export type SendOutcome = {
  status: Exclude<StateOf<typeof TemplateMessageStatus>, typeof TemplateMessageStatus.sending>
  error?: string
  msgid?: string
  nextAttemptAt?: Date
}

/** Records a claimed send's outcome. */
export async function settleSend(db: Executor, id: number, outcome: SendOutcome) {
  await db
    .update(wechatTemplateSends)
    .set({
      status: outcome.status,
      lastError: outcome.error?.slice(0, 200) ?? null,
      msgid: outcome.msgid ?? null,
      sentAt: outcome.status === TemplateMessageStatus.sent ? sql`now()` : null,
      ...(outcome.nextAttemptAt ? { nextAttemptAt: outcome.nextAttemptAt } : {}),
    })
    .where(and(eq(wechatTemplateSends.id, id), eq(wechatTemplateSends.status, TemplateMessageStatus.sending)))
}

/** Sends a process claimed and never finished (it stopped mid-call): their outcome is unknown. */
export async function giveUpStale(db: Executor, claimedBefore: Date) {
  await db
    .update(wechatTemplateSends)
    .set({ status: TemplateMessageStatus.unknown, lastError: '发送中断，结果未知，不再重发' })
    .where(
      and(
        eq(wechatTemplateSends.status, TemplateMessageStatus.sending),
        lt(wechatTemplateSends.claimedAt, claimedBefore),
      ),
    )
}

export async function findToken(db: Executor, appId: string, validAfter: Date) {
  const [row] = await db
    .select()
    .from(wechatAccessTokens)
    .where(and(eq(wechatAccessTokens.appId, appId), gt(wechatAccessTokens.expiresAt, validAfter)))
  return row?.token
}

export async function saveToken(db: Executor, appId: string, token: string, expiresAt: Date) {
  await db
    .insert(wechatAccessTokens)
    .values({ appId, token, expiresAt })
    .onConflictDoUpdate({
      target: wechatAccessTokens.appId,
      set: { token, expiresAt, updatedAt: sql`now()` },
    })
}

/** Forgets a token WeChat refused (expired early, or replaced by a refresh elsewhere). */
export async function dropToken(db: Executor, appId: string, token: string) {
  await db
    .delete(wechatAccessTokens)
    .where(and(eq(wechatAccessTokens.appId, appId), eq(wechatAccessTokens.token, token)))
}

export async function lockTokenRefresh(db: Executor) {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('wechat_access_token'))`)
}
