import {
  type AdminApplicationList,
  type AdminLedgerList,
  type AdminWithdrawalList,
  type AdminWorkerDetail,
  type AdminWorkerList,
  ApplicationStatus,
  FundRecordType,
  formatDate,
  formatDateTime,
  formatDateTimeOrEmpty,
  type QueueSort,
  ratingText,
  staffOrderStateLabel,
  WithdrawalStatus,
  WORKER_STANDING_LABELS,
  WorkerStanding,
  workerLevelName,
} from '@dianjing/shared'
import { and, desc, eq } from 'drizzle-orm'
import type { Db } from '../../db/database.ts'
import { orderReviews, orders, staff, users, workerApplications } from '../../db/schema/index.ts'
import { recordStaffAction } from '../../lib/audit.ts'
import { business, notFound } from '../../lib/errors.ts'
import * as repo from './admin-repo.ts'
import { latestReturn } from './deposit-return-repo.ts'
import { applyLedger, payOwedFine } from './ledger.ts'
import { tell } from './notices.ts'
import * as workerRepo from './repo.ts'
import { takeOrdersBlock } from './service.ts'

export { applicationQueue, withdrawalQueue } from './admin-repo.ts'

export const Messages = {
  applicationDecided: '该申请已处理',
  applicationApproved: '已通过，该用户现在是打手',
  applicationRejected: '已驳回申请',
  workerNotFound: '打手不存在',
  workerLeft: '该打手已离职',
  withdrawalHandled: '该提现申请已处理',
  withdrawalPaid: '已标记为已打款',
  withdrawalRejected: '已驳回，金额已退回打手可用余额',
} as const

export async function listApplications(
  db: Db,
  filter: { status: repo.ApplicationFilter; keyword?: string; sort?: QueueSort },
  page: repo.Page,
): Promise<AdminApplicationList> {
  const { rows, total } = await repo.listApplications(db, filter, page)
  return {
    total,
    list: rows.map(({ application, userPhone, userNickName, reviewerName }) => ({
      id: application.id,
      userId: application.userId,
      userPhone,
      userNickName,
      name: application.name,
      sex: application.sex,
      region: application.region,
      briefIntroduction: application.briefIntroduction,
      images: application.images,
      status: application.status,
      rejectReason: application.rejectReason ?? '',
      reviewerName: reviewerName ?? '',
      createTime: formatDateTime(application.createdAt),
      reviewTime: formatDateTimeOrEmpty(application.reviewedAt),
    })),
  }
}

/** Approval makes the applicant a worker: no membership and no deposit yet (status check membershipDue, then depositUnpaid). */
export async function approveApplication(db: Db, staffId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const application = await repo.decideApplication(tx, id, { status: ApplicationStatus.approved, staffId })
    if (!application) throw business(Messages.applicationDecided)
    await repo.insertWorker(tx, {
      userId: application.userId,
      realName: application.name,
      sex: application.sex,
      region: application.region,
      briefIntroduction: application.briefIntroduction,
    })
    await tell.application(tx, application, { approved: true })
    await recordStaffAction(tx, {
      staffId,
      action: 'approveApplication',
      entity: 'workerApplication',
      entityId: id,
      before: { status: ApplicationStatus.pending },
      after: { status: ApplicationStatus.approved, workerId: application.userId },
    })
  })
}

export async function rejectApplication(db: Db, staffId: number, id: number, reason: string): Promise<void> {
  await db.transaction(async (tx) => {
    const application = await repo.decideApplication(tx, id, {
      status: ApplicationStatus.rejected,
      staffId,
      rejectReason: reason,
    })
    if (!application) throw business(Messages.applicationDecided)
    await tell.application(tx, application, { approved: false, reason })
    await recordStaffAction(tx, {
      staffId,
      action: 'rejectApplication',
      entity: 'workerApplication',
      entityId: id,
      before: { status: ApplicationStatus.pending },
      after: { status: ApplicationStatus.rejected, rejectReason: reason },
    })
  })
}

export async function listWorkers(
  db: Db,
  filter: { keyword?: string; status: repo.WorkerFilter },
  page: repo.Page,
): Promise<AdminWorkerList> {
  const { rows, total } = await repo.listWorkers(db, filter, page)
  return {
    total,
    list: rows.map(({ worker, nickName, phone }) => ({
      userId: worker.userId,
      nickName,
      phone,
      realName: worker.realName,
      region: worker.region,
      level: worker.level,
      levelName: workerLevelName(worker.level),
      rating: ratingText(worker.rating),
      completedOrders: worker.completedOrders,
      membershipExpiresAt: worker.membershipExpiresAt ? formatDate(worker.membershipExpiresAt) : '',
      deposit: worker.deposit,
      availableBalance: worker.availableBalance,
      frozenBalance: worker.frozenBalance,
      fineOwed: worker.fineOwed,
      status: worker.status,
      orderBlock: orderBlockText(worker),
      onDuty: worker.onDuty,
      createTime: formatDateTime(worker.createdAt),
    })),
  }
}

/** Why staff cannot give `worker` an order now, in the console's words; '' when they can. */
function orderBlockText(worker: workerRepo.WorkerRow): string {
  const block = takeOrdersBlock(worker)
  if (block === 'notActive') return WORKER_STANDING_LABELS[worker.status] ?? '不可接单'
  if (block === 'membershipDue') return worker.membershipExpiresAt ? '会员已过期' : '未开通会员'
  if (block === 'depositShort') return '保证金不足'
  return ''
}

export async function listLedger(
  db: Db,
  filter: { workerId?: number; event?: string; keyword?: string },
  page: repo.Page,
): Promise<AdminLedgerList> {
  const { rows, total } = await repo.listLedger(db, filter, page)
  return {
    total,
    list: rows.map(({ entry, workerName, staffName, revocation, revokerName }) => ({
      id: entry.id,
      workerId: entry.workerId,
      workerName,
      type: entry.type,
      event: entry.event,
      amount: entry.amount,
      availableChange: entry.availableChange,
      frozenChange: entry.frozenChange,
      owedChange: entry.owedChange,
      depositChange: entry.depositChange,
      availableAfter: entry.availableAfter,
      frozenAfter: entry.frozenAfter,
      owedAfter: entry.owedAfter,
      depositAfter: entry.depositAfter,
      orderNum: entry.orderNum ?? '',
      orderId: entry.orderId,
      remarks: entry.remarks,
      staffName: staffName ?? '',
      createTime: formatDateTime(entry.createdAt),
      revocation: revocation
        ? {
            staffName: revokerName ?? '',
            createTime: formatDateTime(revocation.createdAt),
            reason: revocation.reason,
          }
        : null,
    })),
  }
}

export async function listWithdrawals(
  db: Db,
  status: repo.WithdrawalFilter,
  page: repo.Page & { sort?: QueueSort },
): Promise<AdminWithdrawalList> {
  const { rows, total } = await repo.listWithdrawals(db, status, page)
  return {
    total,
    list: rows.map(({ withdrawal, workerName, workerPhone, workerRealName, staffName }) => ({
      id: withdrawal.id,
      workerId: withdrawal.workerId,
      workerName,
      workerPhone,
      workerRealName,
      amount: withdrawal.amount,
      status: withdrawal.status,
      alipayName: withdrawal.alipayName,
      alipayPhone: withdrawal.alipayPhone,
      alipayPaymentCode: withdrawal.alipayPaymentCode,
      alipayReference: withdrawal.alipayReference ?? '',
      rejectReason: withdrawal.rejectReason ?? '',
      payoutMethod: withdrawal.payoutMethod,
      outBizNo: withdrawal.outBizNo ?? '',
      failReason: withdrawal.failReason ?? '',
      staffName: staffName ?? '',
      createTime: formatDateTime(withdrawal.createdAt),
      handledTime: formatDateTimeOrEmpty(withdrawal.handledAt),
    })),
  }
}

/** Finance has paid it by Alipay: the frozen amount leaves the platform. Once, whatever is retried. */
export async function payWithdrawal(db: Db, staffId: number, id: number, alipayReference: string) {
  await db.transaction(async (tx) => {
    const withdrawal = await workerRepo.closeWithdrawal(tx, id, {
      status: WithdrawalStatus.paid,
      staffId,
      alipayReference,
    })
    if (!withdrawal) throw business(Messages.withdrawalHandled)
    const after = await applyLedger(tx, withdrawal.workerId, {
      type: FundRecordType.withdrawal,
      event: 'withdraw_paid',
      amount: withdrawal.amount,
      frozen: -withdrawal.amount,
      withdrawalId: id,
      remarks: `支付宝打款 ${alipayReference}`,
      staffId,
    })
    if (!after) throw new Error(`withdrawal ${id}: frozen balance does not cover it`)
    await tell.withdrawalPaid(tx, withdrawal)
    await recordStaffAction(tx, {
      staffId,
      action: 'payWithdrawal',
      entity: 'withdrawal',
      entityId: id,
      before: { status: WithdrawalStatus.pending },
      after: { status: WithdrawalStatus.paid, alipayReference, amount: withdrawal.amount },
    })
  })
}

/** Rejected: the amount goes back to the available balance (paying off any fine owed first). */
export async function rejectWithdrawal(db: Db, staffId: number, id: number, reason: string) {
  await db.transaction(async (tx) => {
    const withdrawal = await workerRepo.closeWithdrawal(tx, id, {
      status: WithdrawalStatus.rejected,
      staffId,
      rejectReason: reason,
    })
    if (!withdrawal) throw business(Messages.withdrawalHandled)
    const after = await applyLedger(tx, withdrawal.workerId, {
      type: FundRecordType.withdrawal,
      event: 'withdraw_rejected',
      amount: withdrawal.amount,
      frozen: -withdrawal.amount,
      available: withdrawal.amount,
      withdrawalId: id,
      remarks: reason,
      staffId,
    })
    if (!after) throw new Error(`withdrawal ${id}: frozen balance does not cover it`)
    await payOwedFine(tx, withdrawal.workerId, after)
    await tell.withdrawalFailed(tx, withdrawal, reason)
    await recordStaffAction(tx, {
      staffId,
      action: 'rejectWithdrawal',
      entity: 'withdrawal',
      entityId: id,
      before: { status: WithdrawalStatus.pending },
      after: { status: WithdrawalStatus.rejected, rejectReason: reason, amount: withdrawal.amount },
    })
  })
}

/** A worker's whole page: profile, money, application, latest orders and reviews. */
export async function workerDetail(db: Db, userId: number): Promise<AdminWorkerDetail> {
  const row = await workerRepo.findWorkerWithUser(db, userId)
  if (!row) throw notFound(Messages.workerNotFound)
  const { worker } = row
  const [[user], [application], assigned, reviews, payback] = await Promise.all([
    db.select({ phone: users.phone, createdAt: users.createdAt }).from(users).where(eq(users.id, userId)),
    db
      .select({ application: workerApplications, reviewerName: staff.name })
      .from(workerApplications)
      .leftJoin(staff, eq(staff.id, workerApplications.reviewedBy))
      .where(
        and(eq(workerApplications.userId, userId), eq(workerApplications.status, ApplicationStatus.approved)),
      )
      .orderBy(desc(workerApplications.id))
      .limit(1),
    db
      .select()
      .from(orders)
      .where(eq(orders.workerId, userId))
      .orderBy(desc(orders.acceptedAt), desc(orders.id))
      .limit(50),
    db
      .select()
      .from(orderReviews)
      .where(eq(orderReviews.workerId, userId))
      .orderBy(desc(orderReviews.createdAt))
      .limit(50),
    latestReturn(db, userId),
  ])
  return {
    userId,
    nickName: row.nickName,
    phone: user?.phone ?? '',
    avatar: row.avatar,
    realName: worker.realName,
    sex: worker.sex,
    region: worker.region,
    briefIntroduction: worker.briefIntroduction,
    level: worker.level,
    levelName: workerLevelName(worker.level),
    rating: ratingText(worker.rating),
    ratingCount: worker.ratingCount,
    completedOrders: worker.completedOrders,
    points: worker.points,
    membershipExpiresAt: worker.membershipExpiresAt ? formatDate(worker.membershipExpiresAt) : '',
    deposit: worker.deposit,
    availableBalance: worker.availableBalance,
    frozenBalance: worker.frozenBalance,
    fineOwed: worker.fineOwed,
    alipayName: worker.alipayName ?? '',
    alipayPhone: worker.alipayPhone ?? '',
    alipayPaymentCode: worker.alipayPaymentCode ?? '',
    status: worker.status,
    orderBlock: orderBlockText(worker),
    onDuty: worker.onDuty,
    createTime: formatDateTime(worker.createdAt),
    application: application
      ? {
          images: application.application.images,
          createTime: formatDateTime(application.application.createdAt),
          reviewTime: formatDateTimeOrEmpty(application.application.reviewedAt),
          reviewerName: application.reviewerName ?? '',
        }
      : null,
    orders: assigned.map((order) => ({
      id: order.id,
      orderNum: order.orderNum,
      title: (JSON.parse(order.productJson) as { title?: string }).title ?? '',
      workerAmount: order.workerAmount,
      stateLabel: staffOrderStateLabel(order),
      acceptTime: formatDateTimeOrEmpty(order.acceptedAt),
    })),
    reviews: reviews.map((review) => ({
      orderId: review.orderId,
      stars: review.stars,
      comment: review.comment,
      createTime: formatDateTime(review.createdAt),
    })),
    depositReturn: payback
      ? {
          status: payback.status,
          payoutMethod: payback.payoutMethod,
          amount: payback.amount,
          outBizNo: payback.outBizNo ?? '',
          alipayName: payback.alipayName,
          alipayPhone: payback.alipayPhone,
          alipayReference: payback.alipayReference ?? '',
          failReason: payback.failReason ?? '',
          createTime: formatDateTime(payback.createdAt),
        }
      : null,
  }
}

/** A suspended worker cannot see the hall or accept; reinstating gives it back. A worker who left is neither. */
export async function setSuspended(
  db: Db,
  staffId: number,
  userId: number,
  suspended: boolean,
  reason: string,
) {
  await db.transaction(async (tx) => {
    const [before, after] = suspended
      ? [WorkerStanding.active, WorkerStanding.suspended]
      : [WorkerStanding.suspended, WorkerStanding.active]
    const changed = await repo.setWorkerStatus(tx, userId, after)
    if (!changed) {
      const worker = await workerRepo.findWorker(tx, userId)
      if (!worker) throw notFound(Messages.workerNotFound)
      if (worker.status === WorkerStanding.left) throw business(Messages.workerLeft)
      throw business(suspended ? '该打手已被暂停' : '该打手未被暂停')
    }
    await recordStaffAction(tx, {
      staffId,
      action: suspended ? 'suspendWorker' : 'reinstateWorker',
      entity: 'worker',
      entityId: userId,
      before: { status: before },
      after: { status: after, reason },
    })
  })
}
