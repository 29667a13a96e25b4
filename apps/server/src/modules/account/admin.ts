import {
  type AdminUserDetail,
  type AdminUserList,
  formatDateTime,
  staffOrderStateLabel,
  UserStatus,
} from '@dianjing/shared'
import type { Db } from '../../db/database.ts'
import { recordStaffAction } from '../../lib/audit.ts'
import { business, notFound } from '../../lib/errors.ts'
import * as repo from './admin-repo.ts'
import { userLevel } from './service.ts'

export const Messages = {
  userNotFound: '用户不存在',
  alreadyBanned: '该用户已被封禁',
  notBanned: '该用户未被封禁',
} as const

type UserRow = NonNullable<Awaited<ReturnType<typeof repo.findUser>>>

function toUserRow({ user, isWorker, orderCount, paidTotal, inviterName }: UserRow) {
  return {
    id: user.id,
    phone: user.phone,
    nickName: user.nickName,
    avatar: user.avatar,
    status: user.status,
    isWorker: Boolean(isWorker),
    growthPoints: user.growthPoints,
    balance: user.balance,
    orderCount: Number(orderCount),
    paidTotal: Number(paidTotal),
    inviterName: inviterName ?? '',
    createTime: formatDateTime(user.createdAt),
  }
}

export async function listUsers(
  db: Db,
  keyword: string | undefined,
  page: { page: number; pageSize: number },
): Promise<AdminUserList> {
  const { rows, total } = await repo.listUsers(db, keyword, page)
  return { total, list: rows.map(toUserRow) }
}

const DETAIL_LIMIT = 50

export async function userDetail(db: Db, id: number): Promise<AdminUserDetail> {
  const row = await repo.findUser(db, id)
  if (!row) throw notFound(Messages.userNotFound)
  const [orders, records, invited, level] = await Promise.all([
    repo.userOrders(db, id, DETAIL_LIMIT),
    repo.userBalanceRecords(db, id, DETAIL_LIMIT),
    repo.invitees(db, id, DETAIL_LIMIT),
    userLevel(db, id),
  ])
  return {
    ...toUserRow(row),
    briefIntroduction: row.user.briefIntroduction,
    promotionCode: row.user.promotionCode,
    hasWechat: row.user.openid !== null,
    levelName: level.currentLevel,
    orders: orders.map((order) => ({
      id: order.id,
      orderNum: order.orderNum,
      title: (JSON.parse(order.productJson) as { title?: string }).title ?? '',
      amount: order.amount,
      stateLabel: staffOrderStateLabel(order),
      createTime: formatDateTime(order.createdAt),
    })),
    balanceRecords: records.map((record) => ({
      amount: record.amount,
      kind: record.kind,
      outTradeNo: record.outTradeNo,
      balanceAfter: record.balanceAfter,
      createTime: formatDateTime(record.createdAt),
    })),
    invitations: invited.map((user) => ({
      id: user.id,
      nickName: user.nickName,
      phone: user.phone,
      createTime: formatDateTime(user.createdAt),
    })),
  }
}

/**
 * A ban stops every session of the user at once (the guard refuses them with words saying why) and
 * sign-ins are refused while it lasts.
 */
export async function setBanned(db: Db, staffId: number, id: number, banned: boolean, reason: string) {
  await db.transaction(async (tx) => {
    const [before, after] = banned
      ? [UserStatus.active, UserStatus.banned]
      : [UserStatus.banned, UserStatus.active]
    const changed = await repo.setUserStatus(tx, id, after)
    if (!changed) {
      if (!(await repo.findUser(tx, id))) throw notFound(Messages.userNotFound)
      throw business(banned ? Messages.alreadyBanned : Messages.notBanned)
    }
    await recordStaffAction(tx, {
      staffId,
      action: banned ? 'banUser' : 'unbanUser',
      entity: 'user',
      entityId: id,
      before: { status: before },
      after: { status: after, reason },
    })
  })
}
