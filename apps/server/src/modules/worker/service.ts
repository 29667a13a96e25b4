import {
  ApplicationStatus,
  type ApplicationView,
  type FundRecordPage,
  FundRecordType,
  formatDate,
  formatDateTime,
  formatDateTimeOrEmpty,
  ratingText,
  type StateOf,
  type WithdrawalInfoBody,
  type WithdrawalInfoView,
  WithdrawalStatus,
  WORKER_MIN_DEPOSIT,
  type WorkerApplicationBody,
  type WorkerBalance,
  type WorkerCenterSummary,
  WorkerCheckStatus,
  WorkerMessages,
  WorkerStanding,
  workerLevelName,
} from '@dianjing/shared'
import type { Db, Executor } from '../../db/database.ts'
import { clock } from '../../lib/clock.ts'
import { AppError, business } from '../../lib/errors.ts'
import { markKeyApplied } from '../../lib/idempotency.ts'
import { isUniqueViolation } from '../../lib/pg-errors.ts'
import { ownsUploads } from '../files/service.ts'
import { applyLedger } from './ledger.ts'
import * as repo from './repo.ts'

export const Messages = {
  notWorker: '您还不是打手',
  alreadyWorker: '您已是打手，无需重复申请',
  applicationPending: '您的申请正在审核中，请耐心等待',
  imagesNotYours: '图片无效，请重新上传',
  noWithdrawalInfo: '请先设置提现信息',
  fineOwed: '您有未缴清的罚款，缴清后才能提现',
  withdrawSubmitted: '提现申请已提交',
  infoSaved: '信息已保存',
  applicationSubmitted: '提交成功，请等待审核！',
} as const

const membershipValid = (worker: repo.WorkerRow, now = clock.now()) =>
  worker.membershipExpiresAt !== null && worker.membershipExpiresAt > now

/** What keeps a worker from taking an order now, whether from the hall or given by staff. */
export type TakeOrdersBlock = 'notActive' | 'membershipDue' | 'depositShort'

/**
 * docs/domain.md, Fulfilment: only an active worker with a valid membership and the minimum deposit takes
 * orders. Null when nothing keeps `worker` from it.
 */
export function takeOrdersBlock(worker: repo.WorkerRow, now = clock.now()): TakeOrdersBlock | null {
  if (worker.status !== WorkerStanding.active) return 'notActive'
  if (!membershipValid(worker, now)) return 'membershipDue'
  if (worker.deposit < WORKER_MIN_DEPOSIT) return 'depositShort'
  return null
}

/** A worker who left is a customer again until a new application is approved (decision 010). */
const isWorkerNow = (worker: repo.WorkerRow | undefined): worker is repo.WorkerRow =>
  worker !== undefined && worker.status !== WorkerStanding.left

/**
 * docs/domain.md, Worker money: application first, then membership, then deposit. A worker who left is
 * judged by their applications only: the approved one that made them a worker answers 1 (apply again).
 */
export async function checkStatus(db: Db, userId: number): Promise<StateOf<typeof WorkerCheckStatus>> {
  const worker = await repo.findWorker(db, userId)
  if (isWorkerNow(worker)) {
    if (!membershipValid(worker)) return WorkerCheckStatus.membershipDue
    if (worker.deposit < WORKER_MIN_DEPOSIT) return WorkerCheckStatus.depositUnpaid
    return WorkerCheckStatus.approved
  }
  const application = await repo.latestApplication(db, userId)
  if (!application) return WorkerCheckStatus.notApplied
  if (application.status === ApplicationStatus.pending) return WorkerCheckStatus.pending
  if (application.status === ApplicationStatus.rejected) return WorkerCheckStatus.rejected
  return WorkerCheckStatus.notApplied
}

/** A customer applies; one pending application at a time (the database holds that under races too). */
export async function apply(db: Db, userId: number, body: WorkerApplicationBody): Promise<void> {
  if (isWorkerNow(await repo.findWorker(db, userId))) throw business(Messages.alreadyWorker)
  const images = body.imgsUrl.split(',').filter(Boolean)
  if (!(await ownsUploads(db, userId, images))) throw new AppError('validation', Messages.imagesNotYours)
  try {
    await repo.insertApplication(db, {
      userId,
      name: body.name,
      sex: body.sex,
      region: body.districtServer,
      briefIntroduction: body.briefIntroduction,
      images,
    })
  } catch (error) {
    if (isUniqueViolation(error)) throw business(Messages.applicationPending)
    throw error
  }
}

export async function myApplication(db: Db, userId: number): Promise<ApplicationView | null> {
  const row = await repo.latestApplication(db, userId)
  if (!row) return null
  return {
    id: row.id,
    name: row.name,
    sex: row.sex,
    districtServer: row.region,
    briefIntroduction: row.briefIntroduction,
    images: row.images,
    status: row.status,
    rejectReason: row.rejectReason ?? '',
    createTime: formatDateTime(row.createdAt),
    reviewTime: formatDateTimeOrEmpty(row.reviewedAt),
  }
}

/** The caller's worker row, or 你还不是打手 for a customer who is not one. */
export async function requireWorker(db: Db, userId: number) {
  const worker = await repo.findWorker(db, userId)
  if (!worker) throw business(Messages.notWorker)
  return worker
}

/**
 * The worker center's profile, money and membership; orders adds the counts (`orders/hall/fulfilment.ts`).
 */
export async function centerSummary(db: Db, userId: number): Promise<Omit<WorkerCenterSummary, 'counts'>> {
  const row = await repo.findWorkerWithUser(db, userId)
  if (!row) throw business(Messages.notWorker)
  const { worker } = row
  return {
    userId,
    nickName: row.nickName,
    avatar: row.avatar,
    level: worker.level,
    levelName: workerLevelName(worker.level),
    region: worker.region,
    rating: ratingText(worker.rating),
    completedOrders: worker.completedOrders,
    membershipExpiresAt: worker.membershipExpiresAt ? formatDate(worker.membershipExpiresAt) : '',
    membershipValid: membershipValid(worker),
    deposit: worker.deposit,
    minDeposit: WORKER_MIN_DEPOSIT,
    availableBalance: worker.availableBalance,
    frozenBalance: worker.frozenBalance,
    fineAmount: worker.fineOwed,
    onDuty: worker.onDuty,
  }
}

/** The worker goes on or off duty: only on-duty workers are told of new hall orders. */
export async function setOnDuty(db: Db, userId: number, onDuty: boolean): Promise<{ onDuty: boolean }> {
  await requireWorker(db, userId)
  await repo.setOnDuty(db, userId, onDuty)
  return { onDuty }
}

/**
 * Workers to tell of a new hall order of `region`: on duty, and able to take it now (active, membership,
 * deposit), not its buyer; the most recently active first, at most `limit`. A query of their user ids,
 * for the statement that tells them.
 */
export function onDutyWorkersOf(db: Executor, region: string, buyerId: number, limit = 200) {
  return repo.onDutyWorkers(db, region, buyerId, WORKER_MIN_DEPOSIT, clock.now(), limit)
}

const withdrawable = (money: { available: number; owed: number }) => Math.max(0, money.available - money.owed)

export async function balance(db: Db, userId: number): Promise<WorkerBalance> {
  const worker = await requireWorker(db, userId)
  return {
    availableBalance: worker.availableBalance,
    frozenBalance: worker.frozenBalance,
    fineOwed: worker.fineOwed,
    withdrawable: withdrawable({ available: worker.availableBalance, owed: worker.fineOwed }),
  }
}

export async function fundRecords(
  db: Db,
  userId: number,
  page: { pageNum: number; pageSize: number; type?: number },
): Promise<FundRecordPage> {
  await requireWorker(db, userId)
  const { rows, total } = await repo.fundRecords(db, userId, page)
  return {
    total,
    list: rows.map(({ entry, withdrawalStatus, rejectReason, failReason }) => ({
      id: entry.id,
      type: entry.type,
      amount: entry.amount,
      // A revoked fine is money given back, even when all it does is cancel what was owed.
      sign: entry.event === 'fine_revoke' || entry.availableChange + entry.depositChange > 0 ? 1 : -1,
      remarks: entry.event === 'fine_revoke' ? `罚款已撤销：${entry.remarks}` : entry.remarks,
      orderNum: entry.orderNum ?? '',
      createTime: formatDateTime(entry.createdAt),
      status: entry.event === 'withdraw' ? (withdrawalStatus ?? WithdrawalStatus.pending) : null,
      rejectReason: (withdrawalStatus === WithdrawalStatus.failed ? failReason : rejectReason) ?? '',
    })),
  }
}

export async function withdrawalInfo(db: Db, userId: number): Promise<WithdrawalInfoView | null> {
  const worker = await requireWorker(db, userId)
  if (!worker.alipayName || !worker.alipayPhone || !worker.alipayPaymentCode) return null
  return {
    zfbName: worker.alipayName,
    zfbPhone: worker.alipayPhone,
    zfbPaymentCode: worker.alipayPaymentCode,
  }
}

export async function saveWithdrawalInfo(db: Db, userId: number, body: WithdrawalInfoBody): Promise<void> {
  await requireWorker(db, userId)
  if (!(await ownsUploads(db, userId, [body.zfbPaymentCode]))) {
    throw new AppError('validation', Messages.imagesNotYours)
  }
  await repo.saveWithdrawalInfo(db, userId, {
    alipayName: body.zfbName,
    alipayPhone: body.zfbPhone,
    alipayPaymentCode: body.zfbPaymentCode,
  })
}

/**
 * A withdrawal request (docs/domain.md): Alipay info needed; at most the available balance minus any fine
 * owed. Recorded from the worker's Alipay details, then its amount frozen by one conditional update of
 * the worker's row (the ledger's), so requests racing each other are judged one after another and their
 * total never exceeds what may be withdrawn. Refused, it says why.
 */
export async function requestWithdrawal(db: Db, userId: number, amount: number): Promise<void> {
  await db.transaction(async (tx) => {
    const withdrawalId = await repo.insertWithdrawalOf(tx, userId, amount)
    const after =
      withdrawalId !== undefined &&
      (await applyLedger(tx, userId, {
        type: FundRecordType.withdrawal,
        event: 'withdraw',
        amount,
        available: -amount,
        frozen: amount,
        withdrawalId,
        remarks: '提现至支付宝',
        keepsFineCovered: true,
      }))
    if (!after) throw business(await whyNoWithdrawal(tx, userId, amount))
    await markKeyApplied(tx)
  })
}

/** Why a withdrawal of `amount` was refused, in the order the worker should hear it. */
async function whyNoWithdrawal(tx: Executor, userId: number, amount: number): Promise<string> {
  const worker = await repo.findWorker(tx, userId)
  if (!worker) return Messages.notWorker
  if (!worker.alipayName || !worker.alipayPhone || !worker.alipayPaymentCode) return Messages.noWithdrawalInfo
  const money = { available: worker.availableBalance, owed: worker.fineOwed }
  if (money.available === 0) return WorkerMessages.withdrawZeroBalance
  if (money.owed > 0 && amount > withdrawable(money)) return Messages.fineOwed
  return WorkerMessages.withdrawOverBalance
}

/** The worker reads other domains may make: the row, the row locked, and the row with the user's name. */
export {
  findWorker,
  findWorkerWithUser,
  lockWorker,
  refreshRating,
  workerStandingWith,
} from './repo.ts'

/**
 * A settled order counts for its worker: one completed order more and a growth point per whole yuan
 * earned (`-1`: taken back again).
 */
export async function countCompletedOrder(
  tx: Executor,
  workerId: number,
  workerAmount: number,
  by: 1 | -1 = 1,
) {
  await repo.countCompletedOrder(tx, workerId, by, Math.floor(workerAmount / 100))
}
