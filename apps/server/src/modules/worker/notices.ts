import { FundRecordType, formatDate, formatYuan, WorkerStanding } from '@dianjing/shared'
import { and, eq, gt, lte } from 'drizzle-orm'
import type { Db, Executor } from '../../db/database.ts'
import { workers } from '../../db/schema/index.ts'
import { clock } from '../../lib/clock.ts'
import { notify } from '../notifications/service.ts'

const MEMBERSHIP_NOTICE_DAYS = 7
/** The worker's 提现记录: /balance-management on its withdrawals tab. */
const WITHDRAWAL_RECORDS_LINK = `/balance-management?type=${FundRecordType.withdrawal}`

/** What a worker is told of their money and their standing (issue 22), in the change's transaction. */
export const tell = {
  withdrawalPaid: (tx: Executor, withdrawal: { id: number; workerId: number; amount: number }) =>
    notify(tx, {
      userId: withdrawal.workerId,
      kind: 'withdrawalPaid',
      title: '提现已到账',
      body: `提现${formatYuan(withdrawal.amount)}已转入您的支付宝，请查收`,
      link: WITHDRAWAL_RECORDS_LINK,
      dedupeKey: `withdrawal:${withdrawal.id}:done`,
      amount: withdrawal.amount,
    }),

  withdrawalFailed: (
    tx: Executor,
    withdrawal: { id: number; workerId: number; amount: number },
    reason: string,
  ) =>
    notify(tx, {
      userId: withdrawal.workerId,
      kind: 'withdrawalFailed',
      title: '提现未成功',
      body: `提现${formatYuan(withdrawal.amount)}未成功，已退回可用余额：${reason}`,
      link: WITHDRAWAL_RECORDS_LINK,
      dedupeKey: `withdrawal:${withdrawal.id}:done`,
      amount: withdrawal.amount,
    }),

  application: (
    tx: Executor,
    application: { id: number; userId: number },
    outcome: { approved: true } | { approved: false; reason: string },
  ) =>
    notify(tx, {
      userId: application.userId,
      kind: outcome.approved ? 'applicationApproved' : 'applicationRejected',
      title: outcome.approved ? '入驻审核已通过' : '入驻审核未通过',
      body: outcome.approved
        ? '恭喜成为平台打手，开通会员并缴纳保证金后即可接单'
        : `原因：${outcome.reason}，修改后可重新申请`,
      link: outcome.approved ? '/pay-membership' : '/audit-rejected',
      dedupeKey: `application:${application.id}`,
    }),
}

/**
 * Workers whose membership ends within seven days are told once per expiry date (the job runs every
 * minute; the dedupe key keeps it to one notice).
 */
export async function tellMembershipExpiring(db: Db): Promise<number> {
  const now = clock.now()
  const soon = new Date(now.getTime() + MEMBERSHIP_NOTICE_DAYS * 86_400_000)
  const ending = await db
    .select({ userId: workers.userId, expiresAt: workers.membershipExpiresAt })
    .from(workers)
    .where(
      and(
        eq(workers.status, WorkerStanding.active),
        gt(workers.membershipExpiresAt, now),
        lte(workers.membershipExpiresAt, soon),
      ),
    )
  for (const worker of ending) {
    const date = formatDate(worker.expiresAt!)
    await notify(db, {
      userId: worker.userId,
      kind: 'membershipExpiring',
      title: '会员即将到期',
      body: `您的打手会员将于${date}到期，到期后将不能接单，请及时续费`,
      link: '/pay-membership',
      dedupeKey: `membership:${date}`,
    })
  }
  return ending.length
}
