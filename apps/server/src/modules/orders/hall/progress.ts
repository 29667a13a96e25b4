import {
  canDo,
  formatDateTime,
  ProgressMessages as Messages,
  type OrderProgressView,
  type ProgressBody,
  whyNot,
} from '@dianjing/shared'
import type { Db, Executor } from '../../../db/database.ts'
import { clock } from '../../../lib/clock.ts'
import { AppError, business, notFound } from '../../../lib/errors.ts'
import { ownsUploads } from '../../files/service.ts'
import { queueSettingsOf } from '../../queues/settings.ts'
import { tell } from '../notices.ts'
import * as ordersRepo from '../repo.ts'
import * as progressRepo from './progress-repo.ts'

type Order = ordersRepo.OrderRow

/** When the worker's first update is due: the configured minutes after accepting. Null before then. */
export function firstProgressDue(order: Order, minutes: number): Date | null {
  return order.acceptedAt ? new Date(order.acceptedAt.getTime() + minutes * 60_000) : null
}

/** In service (the rule `updateProgress`), accepted, no update yet, and past the first update's deadline. */
export function progressOverdue(order: Order, updates: number, minutes: number, now = clock.now()): boolean {
  const due = firstProgressDue(order, minutes)
  return canDo(order, 'updateProgress') && updates === 0 && due !== null && now.getTime() > due.getTime()
}

/** The worker serving an order in service posts how far it is, with a note and screenshots. */
export async function postProgress(db: Db, workerId: number, body: ProgressBody): Promise<void> {
  if (!(await ownsUploads(db, workerId, body.images))) throw business(Messages.imagesNotYours)
  await db.transaction(async (tx) => {
    const order = await ordersRepo.lockOrder(tx, body.orderId)
    if (!order || order.workerId !== workerId) throw notFound(Messages.notYours)
    const refused = whyNot(order, 'updateProgress', workerId)
    if (refused) throw business(refused)
    await progressRepo.insertProgress(tx, {
      orderId: order.id,
      workerId,
      percent: body.percent,
      note: body.note,
      images: body.images,
    })
    await tell.progress(tx, order, body.percent, body.note)
    await ordersRepo.recordOrderEvent(tx, {
      orderId: order.id,
      kind: 'progress',
      actor: 'worker',
      actorId: workerId,
      note: `${body.percent}%${body.note ? ` ${body.note}` : ''}`.slice(0, 200),
    })
  })
}

/** An order's progress as its customer, its worker or staff see it. */
export async function progressView(db: Executor, order: Order): Promise<OrderProgressView> {
  const [updates, settings] = await Promise.all([
    progressRepo.listProgress(db, order.id),
    queueSettingsOf(db),
  ])
  const due = firstProgressDue(order, settings.firstProgressMinutes)
  return {
    orderId: order.id,
    percent: updates[0]?.percent ?? 0,
    updates: updates.map((update) => ({
      id: update.id,
      percent: update.percent,
      note: update.note,
      images: update.images,
      time: formatDateTime(update.createdAt),
    })),
    firstDueTime: due && updates.length === 0 ? formatDateTime(due) : '',
    overdue: progressOverdue(order, updates.length, settings.firstProgressMinutes),
  }
}

/** The order's progress for its customer or the worker serving it (or who served it). */
export async function progressFor(db: Db, userId: number, orderId: number): Promise<OrderProgressView> {
  const order = await ordersRepo.findOrder(db, orderId)
  if (!order) throw notFound(Messages.notYours)
  if (order.userId !== userId && order.workerId !== userId) {
    throw new AppError('forbidden', '只有订单的客户和接单打手可以查看进度')
  }
  return progressView(db, order)
}
