import { z } from 'zod'
import { formatCents } from '../money.ts'
import { WorkerStanding } from '../states.ts'
import { idParam, listOf, Messages, pageNumber, pageSize, phone, requiredText } from './common.ts'

export const StaffRole = {
  owner: 'owner',
  operator: 'operator',
  finance: 'finance',
  support: 'support',
} as const
export type StaffRoleValue = (typeof StaffRole)[keyof typeof StaffRole]

export const STAFF_ROLE_LABELS: Record<StaffRoleValue, string> = {
  owner: '所有者',
  operator: '运营',
  finance: '财务',
  support: '客服',
}

export const staffLoginBody = z.object({
  phone,
  password: requiredText(Messages.passwordRequired),
})

export const staffProfile = z.object({
  id: z.number().int(),
  phone: z.string(),
  name: z.string(),
  role: z.enum(['owner', 'operator', 'finance', 'support']),
})

export const staffLoginResult = z.object({ token: z.string(), staff: staffProfile })

export type StaffLoginBody = z.infer<typeof staffLoginBody>
export type StaffProfile = z.infer<typeof staffProfile>
export type StaffLoginResult = z.infer<typeof staffLoginResult>

/**
 * A lottery order's draws, as staff see them before refunding it (its prizes are already the
 * customer's); null for any other order.
 */
export const adminLotteryDraws = z
  .object({
    drawsTotal: z.number().int(),
    drawsUsed: z.number().int(),
    /** The prizes won, in the order drawn. */
    prizes: z.array(z.string()),
  })
  .nullable()

export type AdminLotteryDraws = z.infer<typeof adminLotteryDraws>

/** A refund application as the console lists it (GET /boot/admin/refunds). */
export const adminRefundRow = z.object({
  orderId: z.number().int(),
  orderNum: z.string(),
  outTradeNo: z.string(),
  title: z.string(),
  amount: z.number().int(),
  status: z.number().int(),
  refundStatus: z.number().int(),
  refundReason: z.string(),
  refuseRefundReason: z.string(),
  customerName: z.string(),
  customerPhone: z.string(),
  /** Approved and sent to WeChat, not yet confirmed. */
  refundInProgress: z.boolean(),
  /**
   * Requests WeChat did not record (a network error, 429, 5xx or a refusal): how many, WeChat's last answer,
   * and whether the retries are over (退款异常: finance retries it); null when none failed.
   */
  refundTrouble: z
    .object({ tries: z.number().int(), answer: z.string(), waitsForFinance: z.boolean() })
    .nullable(),
  lottery: adminLotteryDraws,
  createTime: z.string(),
  /** When the application was made, refused or refunded, whichever came last. */
  updateTime: z.string(),
})

export const adminRefundList = z.object({ total: z.number().int(), list: z.array(adminRefundRow) })

export type AdminRefundRow = z.infer<typeof adminRefundRow>
export type AdminRefundList = z.infer<typeof adminRefundList>

/** A worker application as the console lists it (GET /boot/admin/worker-applications). */
export const adminApplicationRow = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  userPhone: z.string(),
  userNickName: z.string(),
  name: z.string(),
  /** '0' male, '1' female. */
  sex: z.string(),
  /** '0' QQ zone, '1' WeChat zone. */
  region: z.string(),
  briefIntroduction: z.string(),
  images: z.array(z.string()),
  /** ApplicationStatus. */
  status: z.number().int(),
  rejectReason: z.string(),
  reviewerName: z.string(),
  createTime: z.string(),
  reviewTime: z.string(),
})
export const adminApplicationList = listOf(adminApplicationRow)

/** A withdrawal request as finance sees it (GET /boot/admin/withdrawals). */
export const adminWithdrawalRow = z.object({
  id: z.number().int(),
  workerId: z.number().int(),
  workerName: z.string(),
  workerPhone: z.string(),
  /** The real name of the worker's approved application, to check against the payee's name. */
  workerRealName: z.string(),
  amount: z.number().int(),
  /** WithdrawalStatus: 0 pending, 1 paid, 2 rejected, 3 transferring (Alipay API), 4 failed at Alipay. */
  status: z.number().int(),
  alipayName: z.string(),
  alipayPhone: z.string(),
  alipayPaymentCode: z.string(),
  alipayReference: z.string(),
  rejectReason: z.string(),
  /** PayoutMethod: 1 Alipay's API, 0 by hand (typed reference); null until paid. */
  payoutMethod: z.number().int().nullable(),
  /** The API transfer's out_biz_no, '' for one paid by hand. */
  outBizNo: z.string(),
  /** Alipay's reason when its transfer failed. */
  failReason: z.string(),
  staffName: z.string(),
  createTime: z.string(),
  handledTime: z.string(),
})

/** What an API payout did (POST /boot/admin/withdrawals/:id/transfer): its status now. */
export const adminTransferResult = z.object({ status: z.number().int() })
export const adminWithdrawalList = listOf(adminWithdrawalRow)
/** What a deposit return by API did: DepositReturnStatus now, null when there was nothing to return. */
export const adminDepositReturnResult = z.object({ status: z.number().int().nullable() })

/** A worker as the console lists it (GET /boot/admin/workers). */
export const adminWorkerRow = z.object({
  userId: z.number().int(),
  nickName: z.string(),
  phone: z.string(),
  realName: z.string(),
  region: z.string(),
  level: z.number().int(),
  levelName: z.string(),
  rating: z.string(),
  completedOrders: z.number().int(),
  /** YYYY-MM-DD or ''. */
  membershipExpiresAt: z.string(),
  deposit: z.number().int(),
  availableBalance: z.number().int(),
  frozenBalance: z.number().int(),
  fineOwed: z.number().int(),
  /** WorkerStanding: 0 active, 1 suspended, 2 left. */
  status: z.number().int(),
  /** Why the worker cannot take an order now (已暂停, 会员未开通或已过期, 保证金不足), '' when they can. */
  orderBlock: z.string(),
  /** On duty (接单中) as the worker set it in the app. */
  onDuty: z.boolean(),
  createTime: z.string(),
})
export const adminWorkerList = listOf(adminWorkerRow)

/** One ledger entry of a worker, with the balances after it (GET /boot/admin/workers/:userId/ledger, /fines). */
export const adminLedgerRow = z.object({
  id: z.number().int(),
  workerId: z.number().int(),
  workerName: z.string(),
  type: z.number().int(),
  event: z.string(),
  amount: z.number().int(),
  availableChange: z.number().int(),
  frozenChange: z.number().int(),
  owedChange: z.number().int(),
  depositChange: z.number().int(),
  availableAfter: z.number().int(),
  frozenAfter: z.number().int(),
  owedAfter: z.number().int(),
  depositAfter: z.number().int(),
  orderNum: z.string(),
  /** The order the entry is about (a settlement, a fine linked to one), for a link to it; null when none. */
  orderId: z.number().int().nullable(),
  remarks: z.string(),
  staffName: z.string(),
  createTime: z.string(),
  /** A fine that was revoked: who revoked it, when and why; null for any other entry. */
  revocation: z.object({ staffName: z.string(), createTime: z.string(), reason: z.string() }).nullable(),
})
export const adminLedgerList = listOf(adminLedgerRow)

/**
 * The longest reason staff give for what they do to an order, a worker or a customer (a refusal, a
 * ban, a fine, a dispatch…): kept with it and in the audit log, and shown to whom it concerns.
 */
export const STAFF_REASON_MAX = 200

export const adminReasonBody = z.object({
  reason: z
    .string({ error: '请填写原因' })
    .trim()
    .min(1, '请填写原因')
    .max(STAFF_REASON_MAX, `原因不能超过${STAFF_REASON_MAX}个字符`),
})

export const adminPayWithdrawalBody = z.object({
  alipayReference: z
    .string({ error: '请填写支付宝转账单号' })
    .trim()
    .min(1, '请填写支付宝转账单号')
    .max(64, '转账单号不能超过64个字符'),
})

/**
 * A worker leaves and staff return the deposit (POST /boot/admin/workers/:userId/leave). The Alipay
 * reference is needed only when something is returned; the server checks that against the deposit.
 */
export const adminWorkerLeaveBody = z.object({
  reason: z
    .string({ error: '请填写离职原因' })
    .trim()
    .min(1, '请填写离职原因')
    .max(STAFF_REASON_MAX, `原因不能超过${STAFF_REASON_MAX}个字符`),
  payoutReference: z.string().trim().max(64, '转账单号不能超过64个字符').optional(),
})
export type AdminWorkerLeaveBody = z.infer<typeof adminWorkerLeaveBody>
/** Leaving with the deposit paid back by Alipay's API: the reason only, no reference to type. */
export const adminWorkerLeaveByAlipayBody = adminWorkerLeaveBody.pick({ reason: true })

export const WORKER_STANDING_LABELS: Record<number, string> = {
  [WorkerStanding.active]: '正常',
  [WorkerStanding.suspended]: '已暂停接单',
  [WorkerStanding.left]: '已离职',
}

/** The largest fine staff may impose at once, in cents (1,000,000 yuan). */
export const FINE_MAX_CENTS = 100_000_000

/** A fine: cents, positive, with the reason the worker will read. */
export const adminFineBody = z.object({
  amount: z
    .number({ error: '请输入罚款金额' })
    .int('罚款金额最多两位小数')
    .positive('罚款金额必须大于0')
    // The limit is said, so staff know what to type instead.
    .max(FINE_MAX_CENTS, `罚款金额不能超过${formatCents(FINE_MAX_CENTS)}元`),
  reason: z
    .string({ error: '请填写罚款原因' })
    .trim()
    .min(1, '请填写罚款原因')
    .max(STAFF_REASON_MAX, `原因不能超过${STAFF_REASON_MAX}个字符`),
  /** The worker's order the fine is about, by its number; optional. */
  orderNum: z
    .string({ error: '订单号格式不正确' })
    .trim()
    .max(32, '订单号格式不正确')
    .optional()
    .transform((value) => value || undefined),
})

/** Revoking a fine: the reason is kept with it and shown to the worker with the money returned. */
export const adminRevokeFineBody = z.object({
  reason: z
    .string({ error: '请填写撤销原因' })
    .trim()
    .min(1, '请填写撤销原因')
    .max(STAFF_REASON_MAX, `撤销原因不能超过${STAFF_REASON_MAX}个字符`),
})

export type AdminApplicationRow = z.infer<typeof adminApplicationRow>
export type AdminApplicationList = z.infer<typeof adminApplicationList>
export type AdminWithdrawalRow = z.infer<typeof adminWithdrawalRow>
export type AdminWithdrawalList = z.infer<typeof adminWithdrawalList>
export type AdminTransferResult = z.infer<typeof adminTransferResult>
export type AdminWorkerRow = z.infer<typeof adminWorkerRow>
export type AdminWorkerList = z.infer<typeof adminWorkerList>
export type AdminLedgerRow = z.infer<typeof adminLedgerRow>
export type AdminLedgerList = z.infer<typeof adminLedgerList>
export type AdminFineBody = z.infer<typeof adminFineBody>
export type AdminRevokeFineBody = z.infer<typeof adminRevokeFineBody>

/** An order in the console's list (GET /boot/admin/orders). */
export const adminOrderRow = z.object({
  id: z.number().int(),
  orderNum: z.string(),
  outTradeNo: z.string(),
  title: z.string(),
  gameName: z.string(),
  /** '0' QQ zone, '1' WeChat zone. */
  gameRegion: z.string(),
  amount: z.number().int(),
  workerAmount: z.number().int(),
  quantity: z.number().int(),
  status: z.number().int(),
  bizStatus: z.number().int(),
  refundStatus: z.number().int(),
  /** The customer-facing state label (spec §4 table). */
  stateLabel: z.string(),
  orderType: z.number().int(),
  customerId: z.number().int(),
  customerName: z.string(),
  customerPhone: z.string(),
  workerId: z.number().int().nullable(),
  workerName: z.string(),
  createTime: z.string(),
  paidTime: z.string(),
  /** When the worker said it was done, and when it was settled, or ''. */
  completeTime: z.string(),
  settleTime: z.string(),
  /** customer | auto | staff, or '' before settlement. */
  settledBy: z.string(),
})
export const adminOrderList = listOf(adminOrderRow)

export const adminOrderQuery = z.object({
  /** all | unpaid | waiting | inService | toConfirm | completed | refunding | refunded | split | closed */
  state: z
    .enum([
      'all',
      'unpaid',
      'waiting',
      'inService',
      'toConfirm',
      'completed',
      'refunding',
      'refunded',
      'split',
      'closed',
    ])
    .catch('all'),
  /** Order number, customer phone or nickname. */
  keyword: z.string().trim().max(50).optional().catch(undefined),
  /** Worker phone or nickname. */
  worker: z.string().trim().max(50).optional().catch(undefined),
  gameId: idParam('游戏分类不存在').optional(),
  /** YYYY-MM-DD, Shanghai days, inclusive. */
  from: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional()
    .catch(undefined),
  to: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional()
    .catch(undefined),
  page: pageNumber,
  pageSize: pageSize(100),
})

export const adminOrderEvent = z.object({
  kind: z.string(),
  /** What happened, in words. */
  label: z.string(),
  actor: z.string(),
  note: z.string(),
  time: z.string(),
})

/** One order with everything that happened to it (GET /boot/admin/orders/:id). */
export const adminOrderDetail = adminOrderRow.extend({
  gameAccount: z.string(),
  textId: z.string(),
  contactPhone: z.string(),
  orderRemarks: z.string(),
  refundReason: z.string(),
  refuseRefundReason: z.string(),
  attachment: z.array(z.string()),
  designatedWorkerName: z.string(),
  acceptTime: z.string(),
  /** DisputeStatus (issue 23): an open cancel proposal or arbitration holds the order. */
  disputeStatus: z.number().int(),
  /** Once it ended 协商完成: cents back to the customer, and the worker's part of the rest (else 0). */
  splitRefund: z.number().int(),
  splitWorkerAmount: z.number().int(),
  /** How the split was decided: 'agreed', 'deadline' or 'ruling' (平台裁决); '' when none. */
  splitBy: z.string(),
  lottery: adminLotteryDraws,
  review: z.object({ stars: z.number().int(), comment: z.string(), time: z.string() }).nullable(),
  timeline: z.array(adminOrderEvent),
  payments: z.array(
    z.object({
      outTradeNo: z.string(),
      method: z.string(),
      amount: z.number().int(),
      status: z.number().int(),
      paidTime: z.string(),
    }),
  ),
  refunds: z.array(
    z.object({
      outRefundNo: z.string(),
      amount: z.number().int(),
      status: z.number().int(),
      reason: z.string(),
      time: z.string(),
    }),
  ),
})

export const adminReassignBody = z.object({
  workerId: z.number({ error: '请选择打手' }).int('请选择打手').positive('请选择打手'),
  /** Why staff give the order to this worker: kept on the order's timeline and in the audit log. */
  reason: z
    .string({ error: '请填写派单理由' })
    .trim()
    .min(1, '请填写派单理由')
    .max(STAFF_REASON_MAX, `派单理由不能超过${STAFF_REASON_MAX}个字符`),
})

/** How many orders each tab of the order list holds under the list's other filters. */
export const adminOrderCounts = z.record(z.string(), z.number().int())
export type AdminOrderCounts = z.infer<typeof adminOrderCounts>

export type AdminOrderRow = z.infer<typeof adminOrderRow>
export type AdminOrderList = z.infer<typeof adminOrderList>
export type AdminOrderQuery = z.infer<typeof adminOrderQuery>
export type AdminOrderDetail = z.infer<typeof adminOrderDetail>
