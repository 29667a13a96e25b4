import {
  AUTO_CONFIRM_HOURS,
  canDo,
  DESIGNATED_RELEASE_MINUTES,
  formatDateTime,
  formatDateTimeOrEmpty,
  type HallPage,
  IN_SERVICE_CAP,
  FulfilmentMessages as Messages,
  type ReviewView,
  WORKER_LEVEL_THRESHOLDS,
  type WorkerCenterSummary,
  type WorkerOrderView,
  WorkerStanding,
  whyNot,
} from '@dianjing/shared'
import { and, eq } from 'drizzle-orm'
import type { Db, Executor } from '../../../db/database.ts'
import { orders } from '../../../db/schema/index.ts'
import { clock } from '../../../lib/clock.ts'
import { okJsonAnswer, type SerialisedAnswer } from '../../../lib/envelope.ts'
import { AppError, business, notFound } from '../../../lib/errors.ts'
import { ownsUploads } from '../../files/service.ts'
import { creditSettlement } from '../../worker/ledger.ts'
import * as workers from '../../worker/service.ts'
import { refusal } from '../order-rules.ts'
import { toView } from '../order-view.ts'
import * as ordersRepo from '../repo.ts'
import * as transitions from '../transitions.ts'
import * as repo from './fulfilment-repo.ts'
import { hallPageAnswer, keptHallPage } from './hall-head.ts'

const LIST_LIMIT = 200

const at = formatDateTimeOrEmpty

/**
 * The worker serving the order: it is theirs, and in service or awaiting the customer's confirmation
 * (the rule `seeCustomer`). Once settled, refunded or handed to another worker, it is not.
 */
export function isServing(order: repo.OrderRow, workerId: number): boolean {
  return order.workerId !== null && canDo(order, 'seeCustomer', workerId)
}

/** An order as `workerId` sees it: what the customer gave for the service only while they serve it. */
export function toWorkerView(order: repo.OrderRow, gameName: string, workerId: number): WorkerOrderView {
  const { phone, gameId, textId, orderRemarks, ...view } = toView(order)
  return {
    ...view,
    workerAmount: order.workerAmount,
    splitWorkerAmount: order.splitWorkerAmount,
    gameName,
    paidTime: at(order.paidAt),
    acceptTime: at(order.acceptedAt),
    completeTime: at(order.completedAt),
    settleTime: at(order.settledAt),
    customer: isServing(order, workerId) ? { phone, gameId, textId, orderRemarks } : undefined,
  }
}

/** The level's hall delay in seconds (spec §9: 10 for the first level). */
export const delayOf = (level: number) =>
  (WORKER_LEVEL_THRESHOLDS[level] ?? WORKER_LEVEL_THRESHOLDS[0]).delayAccept

/** Orders a worker may hold in service at once: 3, plus one per 500 yuan of deposit. */
export const inServiceCap = (deposit: number) =>
  IN_SERVICE_CAP.base + Math.floor(deposit / IN_SERVICE_CAP.perDeposit)

/** The worker behind a hall call: approved and not suspended; `lock` holds their row (accepting). */
async function hallWorker(db: Executor, userId: number, lock = false) {
  return inGoodStanding(await (lock ? workers.lockWorker : workers.findWorker)(db, userId))
}

/** The worker, when they may use the hall. */
function inGoodStanding<T extends { status: number }>(worker: T | undefined): T {
  // A worker who left is no worker until approved again (decision 010).
  if (!worker || worker.status === WorkerStanding.left) throw business(Messages.notApproved)
  if (worker.status !== WorkerStanding.active) throw new AppError('forbidden', Messages.suspended)
  return worker
}

export async function hall(
  db: Db,
  userId: number,
  query: { gameRegion?: string; keyword?: string; pageNum: number; pageSize: number },
): Promise<HallPage> {
  const worker = await hallWorker(db, userId)
  const { rows, total, nextCursor } = await repo.hallPage(db, userId, delayOf(worker.level), query, query)
  return { total, nextCursor, list: rows.map(({ order, gameName }) => toWorkerView(order, gameName, userId)) }
}

/** A worker's visit to the hall: their standing and level, and whether their hall is personal. */
const hallVisit = {
  all: workers.workerStandingWith<boolean, never>((value) => repo.personalHall(value('userId'))),
  region: workers.workerStandingWith<boolean, 'gameRegion'>((value) =>
    repo.personalHall(value('userId'), value('gameRegion')),
  ),
}

/**
 * The hall's first page, or a later one by its cursor, from the kept copy every worker of the same level
 * and region shares (`hall-head.ts`), or null when this call is not such a page: a search, a page by
 * number past the first, or a worker whose hall is personal (orders offered to them, or their own orders
 * waiting). A later page says the first page's count: both are of the same hall, at most `ttlMs` apart.
 * `ttlMs` 0 keeps nothing.
 */
export async function keptHall(
  db: Db,
  userId: number,
  query: { gameRegion?: string; keyword?: string; cursor?: string; pageNum: number; pageSize: number },
  ttlMs: number,
): Promise<SerialisedAnswer | null> {
  if (ttlMs <= 0 || query.keyword) return null
  if (query.cursor ? !repo.followsHallOrder(query.cursor) : query.pageNum !== 1) return null
  // The worker and whether their hall is personal, in one statement: this is every hall visit.
  const found = await (query.gameRegion === undefined
    ? hallVisit.all(db, { userId })
    : hallVisit.region(db, { userId, gameRegion: query.gameRegion }))
  const worker = inGoodStanding(found)
  if (found?.also) return null
  const delaySeconds = delayOf(worker.level)
  const key = { gameRegion: query.gameRegion, delaySeconds, pageSize: query.pageSize }
  // Read as nobody in particular: no order is offered to user 0, and none is theirs. A later page that
  // is kept asks nothing of the first: it is read (or renewed) only when needed.
  const head = () =>
    keptHallPage(db, key, ttlMs, async () => {
      const { rows, total, nextCursor } = await repo.hallPage(db, 0, delaySeconds, query, {
        pageNum: 1,
        pageSize: query.pageSize,
      })
      const list = rows.map(({ order, gameName }) => toWorkerView(order, gameName, 0))
      return hallPageAnswer({ total, nextCursor, list })
    })
  const { cursor } = query
  if (!cursor) return (await head()).answer
  const page = keptHallPage(db, { ...key, cursor }, ttlMs, async () => {
    const [{ total }, { json, nextCursor }] = await Promise.all([
      head(),
      repo.hallAfterJson(db, 0, delaySeconds, query, { pageSize: query.pageSize, cursor }),
    ])
    return {
      answer: okJsonAnswer(`{"total":${total},"list":${json},"nextCursor":${JSON.stringify(nextCursor)}}`),
      total,
    }
  })
  return (await page).answer
}

export async function hallOrderDetails(db: Db, userId: number, outTradeNo: string): Promise<WorkerOrderView> {
  const worker = await hallWorker(db, userId)
  const row = await repo.findOrderWithGame(
    db,
    and(eq(orders.outTradeNo, outTradeNo), repo.visibleTo(userId, delayOf(worker.level)))!,
  )
  if (!row) throw notFound(Messages.notInHall)
  return toWorkerView(row.order, row.gameName, userId)
}

/** An order a worker takes: one visible to them, while they are under their in-service cap. */
const takeOrder = transitions.takeOrderStatement(
  (value) =>
    and(
      repo.visibleTo(value('workerId'), value('delaySeconds'), value('now')),
      repo.underInServiceCap(value('workerId'), value('cap')),
    )!,
)

/**
 * acceptOrder (docs/domain.md, Fulfilment): an approved worker with a valid membership and the minimum
 * deposit, under their cap of orders in service, takes an order they can see. The worker row is locked
 * so one worker's parallel accepts respect the cap; the order is taken by one conditional update so
 * of any number of workers exactly one wins.
 */
export async function accept(
  db: Db,
  userId: number,
  nickName: string,
  orderId: number,
): Promise<WorkerOrderView> {
  return db.transaction(async (tx) => {
    const worker = await hallWorker(tx, userId, true)
    const block = workers.takeOrdersBlock(worker)
    if (block === 'membershipDue') throw business(Messages.membershipDue)
    if (block === 'depositShort') throw business(Messages.depositShort)
    const cap = inServiceCap(worker.deposit)
    const taken = await takeOrder(tx, {
      orderId,
      workerId: userId,
      workerName: nickName.slice(0, 20),
      delaySeconds: delayOf(worker.level),
      cap,
      now: clock.now().toISOString(),
    })
    if (!taken) {
      if ((await repo.countInService(tx, userId)) >= cap) throw business(Messages.tooMany)
      // Not in this worker's hall: the rule's reason, or (it is in the hall) not for them yet.
      throw refusal(
        await ordersRepo.findOrder(tx, orderId),
        'accept',
        userId,
        Messages.notInHall,
        Messages.notInHall,
      )
    }
    return toWorkerView(taken.order, taken.gameName, userId)
  })
}

export async function myOrders(db: Db, userId: number, bizStatus: number): Promise<WorkerOrderView[]> {
  await hallWorker(db, userId)
  const rows = await repo.workerOrders(db, userId, bizStatus, LIST_LIMIT)
  return rows.map(({ order, gameName }) => toWorkerView(order, gameName, userId))
}

export async function myOrderDetails(db: Db, userId: number, outTradeNo: string): Promise<WorkerOrderView> {
  const row = await repo.findOrderWithGame(
    db,
    and(eq(orders.outTradeNo, outTradeNo), eq(orders.workerId, userId))!,
  )
  if (!row) throw notFound(Messages.notYours)
  return toWorkerView(row.order, row.gameName, userId)
}

/** Proof of delivery: the worker's own uploaded images, while the order is in service. */
export async function updateAttachment(db: Db, userId: number, orderId: number, attachment: string) {
  const images = attachment.split(',').filter(Boolean)
  if (!(await ownsUploads(db, userId, images))) throw new AppError('validation', '图片无效，请重新上传')
  await db.transaction(async (tx) => {
    const row = await transitions.setAttachment(tx, orderId, userId, images.join(','))
    if (!row) {
      const current = await ordersRepo.findOrder(tx, orderId)
      throw refusal(current, 'uploadProof', userId, Messages.notInService, Messages.notYours)
    }
    await ordersRepo.recordOrderEvent(tx, {
      orderId,
      kind: 'proof',
      actor: 'worker',
      actorId: userId,
      note: `${images.length} 张`,
    })
  })
}

export async function complete(db: Db, userId: number, orderId: number) {
  await db.transaction(async (tx) => {
    const row = await transitions.markCompleted(tx, orderId, { workerId: userId })
    if (!row) {
      const current = await ordersRepo.findOrder(tx, orderId)
      throw refusal(current, 'complete', userId, Messages.notInService, Messages.notYours)
    }
    await ordersRepo.recordOrderEvent(tx, { orderId, kind: 'completed', actor: 'worker', actorId: userId })
  })
}

/**
 * Settlement (docs/domain.md): awaiting close → completed and the worker's fee to their available balance, once per
 * order. The conditional update decides who settles; the ledger's unique index backs it up.
 */
export async function settle(
  tx: Executor,
  orderId: number,
  by: { kind: 'customer'; userId: number } | { kind: 'auto' } | { kind: 'staff'; staffId: number },
) {
  const order = await transitions.markSettled(
    tx,
    orderId,
    by.kind,
    by.kind === 'customer' ? by.userId : undefined,
  )
  if (!order?.workerId) return undefined
  await creditSettlement(tx, order.workerId, order, by.kind === 'staff' ? by.staffId : undefined)
  // An order the worker bought themselves counts for nothing.
  if (order.workerId !== order.userId)
    await workers.countCompletedOrder(tx, order.workerId, order.workerAmount)
  await ordersRepo.recordOrderEvent(tx, {
    orderId,
    kind: 'settled',
    actor: by.kind === 'auto' ? 'system' : by.kind,
    actorId: by.kind === 'customer' ? by.userId : by.kind === 'staff' ? by.staffId : null,
    note: { customer: '客户确认完成', auto: `${AUTO_CONFIRM_HOURS}小时未确认，自动完成`, staff: '客服结算' }[
      by.kind
    ],
  })
  return order
}

export async function confirmByCustomer(db: Db, userId: number, orderId: number) {
  await db.transaction(async (tx) => {
    const settled = await settle(tx, orderId, { kind: 'customer', userId })
    if (!settled) {
      const current = await ordersRepo.findOrder(tx, orderId)
      throw refusal(current, 'confirm', userId, Messages.notCompleted, Messages.notYours)
    }
  })
}

/** The job: every completed order the customer left unconfirmed for 24 hours settles by itself. */
export async function autoConfirm(db: Db): Promise<number> {
  let settled = 0
  for (;;) {
    const outcome = await db.transaction(async (tx) => {
      const [id] = await repo.dueForAutoConfirm(tx, AUTO_CONFIRM_HOURS, 1)
      if (id === undefined) return 'none'
      return (await settle(tx, id, { kind: 'auto' })) ? 'settled' : 'skipped'
    })
    // 'skipped' cannot repeat forever: an order the claim finds but settlement refuses ends the run.
    if (outcome !== 'settled') return settled
    settled += 1
  }
}

/** The job: designated orders not accepted within 30 minutes go to the hall. */
export async function releaseDesignated(db: Db): Promise<number> {
  return db.transaction(async (tx) => {
    const released = await transitions.releaseDesignated(tx, DESIGNATED_RELEASE_MINUTES)
    for (const { id } of released) {
      await ordersRepo.recordOrderEvent(tx, {
        orderId: id,
        kind: 'released',
        actor: 'system',
        note: '指定打手未接单，转入接单大厅',
      })
    }
    return released.length
  })
}

/** The customer rates the worker once per completed order; the worker's rating is the mean. */
export async function review(
  db: Db,
  userId: number,
  body: { orderId: number; stars: number; comment: string },
) {
  await db.transaction(async (tx) => {
    const [order] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.id, body.orderId), eq(orders.userId, userId)))
    if (!order) throw notFound(Messages.notYours)
    const why = whyNot(order, 'review', userId)
    if (why || !order.workerId) throw business(why ?? Messages.notReviewable)
    const inserted = await repo.insertReview(tx, {
      orderId: order.id,
      workerId: order.workerId,
      userId,
      stars: body.stars,
      comment: body.comment,
    })
    if (!inserted) throw business(Messages.reviewed)
    await workers.refreshRating(tx, order.workerId)
  })
}

export async function latestReviews(db: Executor, workerId: number, limit = 10): Promise<ReviewView[]> {
  const rows = await repo.latestReviews(db, workerId, limit)
  return rows.map(({ review, nickName }) => ({
    stars: review.stars,
    comment: review.comment,
    nickName: maskNickName(nickName),
    createTime: formatDateTime(review.createdAt),
  }))
}

/** 张三丰 → 张*丰, ab → a*: a name others see without showing whose it is. */
export function maskNickName(name: string): string {
  const chars = [...name]
  if (chars.length <= 1) return `${chars[0] ?? ''}*`
  if (chars.length === 2) return `${chars[0]}*`
  return `${chars[0]}${'*'.repeat(Math.min(chars.length - 2, 3))}${chars.at(-1)}`
}

/** The worker center: the worker's profile and money, with their order counts. */
export async function workerCenterSummary(db: Db, userId: number): Promise<WorkerCenterSummary> {
  const summary = await workers.centerSummary(db, userId)
  return {
    ...summary,
    counts: await repo.workerOrderCounts(db, userId, repo.visibleTo(userId, delayOf(summary.level))),
  }
}

/** The worker's own orders by stage and the hall they can see by region. */
export async function workerOrderCounts(db: Db, userId: number) {
  const { level } = await workers.requireWorker(db, userId)
  return repo.workerOrderCounts(db, userId, repo.visibleTo(userId, delayOf(level)))
}

/**
 * The daily job's repair: orders settled to the worker who bought them still counted in that worker's
 * completed orders and points; each is taken back once, marked by its `uncounted` event in the same
 * transaction. Answers how many.
 */
export async function takeBackOwnSettled(tx: Executor): Promise<number> {
  const rows = await repo.ownSettledStillCounted(tx)
  for (const row of rows) {
    if (!row.workerId) continue
    await workers.countCompletedOrder(tx, row.workerId, row.workerAmount, -1)
    await ordersRepo.recordOrderEvent(tx, {
      orderId: row.id,
      kind: repo.UNCOUNTED,
      actor: 'system',
      note: '打手自购订单，不计入完成单数与成长值',
    })
  }
  return rows.length
}

/** Workers who once rated themselves have their rating worked out again, without those reviews. */
export async function rerateSelfRated(tx: Executor): Promise<void> {
  for (const workerId of await repo.selfRatedWorkers(tx)) await workers.refreshRating(tx, workerId)
}
