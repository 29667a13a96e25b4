import { z } from 'zod'
import { APPLICATION_LIMITS, BALANCE_RECHARGE, DEPOSIT_MAX_PER_TOPUP, MEMBERSHIP_FEE } from '../constants.ts'
import { yuanToCents } from '../money.ts'
import { FundRecordType, WithdrawalStatus } from '../states.ts'
import { pageNumber, pageSize, phone, requiredText, wholeNumber } from './common.ts'

export const WorkerMessages = {
  applicationIncomplete: '请填写完整信息',
  imageTooLarge: '文件大小不能超过5MB',
  tooManyImages: `最多上传${APPLICATION_LIMITS.images}张图片`,
  depositInvalid: '请输入有效的保证金金额，最高20000元',
  membershipFixed: '会员费固定为100元',
  rechargeInvalid: '请输入有效的充值金额（1-10000元）',
  withdrawAmountRequired: '请输入提现金额',
  withdrawAmountInvalid: '请输入有效金额',
  withdrawOverBalance: '提现金额不能超过当前余额',
  withdrawZeroBalance: '当前余额为0，无法提现',
  zfbNameRequired: '请输入支付宝姓名',
  paymentCodeRequired: '请上传收款码图片',
} as const

const incomplete = WorkerMessages.applicationIncomplete

/** Worker application payload of spec §3: every field but the images is required. */
export const workerApplicationBody = z.object({
  name: requiredText(incomplete).max(APPLICATION_LIMITS.name, `姓名不能超过${APPLICATION_LIMITS.name}个字符`),
  sex: z.enum(['0', '1'], { error: incomplete }),
  districtServer: z.enum(['0', '1'], { error: incomplete }),
  briefIntroduction: requiredText(incomplete).max(
    APPLICATION_LIMITS.intro,
    `简介不能超过${APPLICATION_LIMITS.intro}个字符`,
  ),
  imgsUrl: z
    .string()
    .trim()
    .optional()
    .default('')
    .refine((value) => value.split(',').filter(Boolean).length <= APPLICATION_LIMITS.images, {
      error: WorkerMessages.tooManyImages,
    }),
})

export const PaymentOrderType = { deposit: 1, membership: 2, balance: 3 } as const
const paymentTypeInvalid = '支付类型有误'

function inRange(total: string, min: number, max: number): boolean {
  const cents = yuanToCents(total)
  return cents !== null && cents >= min && cents <= max
}

/** Create payment order: `total` is yuan text, parsed exactly; each type has its own bounds (spec §5). */
export const createPaymentOrderBody = z
  .object({
    orderType: wholeNumber(paymentTypeInvalid).pipe(
      z.literal(Object.values(PaymentOrderType), { error: paymentTypeInvalid }),
    ),
    /** Yuan as text ('250.50'); a JSON number is read through its text, so it stays exact or is refused. */
    total: z
      .union([z.string(), z.number()], {
        error: (issue) => (issue.input === undefined ? '请输入金额' : '请输入正确的金额'),
      })
      .transform(String),
  })
  .superRefine(({ orderType, total }, ctx) => {
    if (orderType === PaymentOrderType.deposit && !inRange(total, 1, DEPOSIT_MAX_PER_TOPUP)) {
      ctx.addIssue({ code: 'custom', path: ['total'], message: WorkerMessages.depositInvalid })
    }
    if (orderType === PaymentOrderType.membership && yuanToCents(total) !== MEMBERSHIP_FEE) {
      ctx.addIssue({ code: 'custom', path: ['total'], message: WorkerMessages.membershipFixed })
    }
    if (
      orderType === PaymentOrderType.balance &&
      !inRange(total, BALANCE_RECHARGE.min, BALANCE_RECHARGE.max)
    ) {
      ctx.addIssue({ code: 'custom', path: ['total'], message: WorkerMessages.rechargeInvalid })
    }
  })

export const withdrawalInfoBody = z.object({
  zfbName: requiredText(WorkerMessages.zfbNameRequired).max(20, '姓名不能超过20个字符'),
  zfbPhone: phone,
  zfbPaymentCode: requiredText(WorkerMessages.paymentCodeRequired),
})

/**
 * Withdrawal amount in cents (spec §7: cents in the worker flow): plain digits only, so "1e3", "1.5",
 * "-1", " 10" and "0x10" are refused rather than read as numbers.
 */
export const withdrawQuery = z.object({
  amount: wholeNumber(WorkerMessages.withdrawAmountInvalid, {
    min: 1,
    required: WorkerMessages.withdrawAmountRequired,
  }),
})

export type WorkerApplicationBody = z.infer<typeof workerApplicationBody>
export type CreatePaymentOrderBody = z.infer<typeof createPaymentOrderBody>
export type WithdrawalInfoBody = z.infer<typeof withdrawalInfoBody>

/** Worker-side toasts of spec §8, in the words the worker sees. */
export const WorkerToasts = {
  orderListFailed: '获取订单列表失败',
  rankingFailed: '加载排行榜失败',
  balanceFailed: '获取余额失败',
  recordsFailed: '获取记录失败',
  avatarFailed: '头像上传失败',
  saveFailed: '保存失败',
  withdrawalInfoLoadFailed: '提现信息加载失败，请手动填写',
  completeOrderFailed: '完成订单失败，请重试',
  paymentFailed: '支付失败，请重试',
  rechargeFailed: '充值失败',
  notImage: '只能上传图片',
  imageTooLarge: '图片不能超过5MB',
  selectImage: '请选择图片',
  uploadFormat: '上传返回格式错误',
  orderCompleted: '订单已完成，等待审核',
  withdrawalSubmitted: '提现申请已提交',
  infoSaved: '信息已保存',
  avatarUpdated: '头像已更新',
  saved: '保存成功',
  applicationImageFailed: '图片上传失败，请重试',
  applicationFailed: '提交失败，请重试',
  applicationSubmitted: '提交成功，请等待审核！',
} as const

/** The caller's latest worker application (GET /boot/v1/dEsports/bizRegistrationApplication/mine), or null. */
export const applicationView = z.object({
  id: z.number().int(),
  name: z.string(),
  sex: z.string(),
  districtServer: z.string(),
  briefIntroduction: z.string(),
  /** Uploaded image paths. */
  images: z.array(z.string()),
  status: z.number().int(),
  rejectReason: z.string(),
  createTime: z.string(),
  reviewTime: z.string(),
})

/** Order counts of the worker center (spec §3, worker center summary). */
export const workerOrderCounts = z.object({
  inService: z.number().int(),
  pendingSettlement: z.number().int(),
  settled: z.number().int(),
  all: z.number().int(),
  qq: z.number().int(),
  wechat: z.number().int(),
})

/** Spec §3, worker center summary: counts, money in cents, membership expiry. */
export const workerCenterSummary = z.object({
  userId: z.number().int(),
  nickName: z.string(),
  avatar: z.string(),
  /** Index into WORKER_LEVEL_THRESHOLDS, and its name. */
  level: z.number().int(),
  levelName: z.string(),
  region: z.string(),
  rating: z.string(),
  completedOrders: z.number().int(),
  /** YYYY-MM-DD (Shanghai), or '' when never paid. */
  membershipExpiresAt: z.string(),
  membershipValid: z.boolean(),
  deposit: z.number().int(),
  minDeposit: z.number().int(),
  availableBalance: z.number().int(),
  frozenBalance: z.number().int(),
  fineAmount: z.number().int(),
  /** On duty (接单中): told of new hall orders of the worker's region. */
  onDuty: z.boolean(),
  counts: workerOrderCounts,
})

/** The worker switches on or off duty (接单中 / 休息中). */
export const onDutyBody = z.object({
  onDuty: z.boolean({ error: '请选择接单状态' }),
})

/** The worker's balances in cents (GET /boot/v1/dEsports/worker/getBalance). */
export const workerBalance = z.object({
  availableBalance: z.number().int(),
  frozenBalance: z.number().int(),
  fineOwed: z.number().int(),
  /** What a withdrawal may ask for now: available minus any fine owed. */
  withdrawable: z.number().int(),
})

export const FUND_RECORD_TYPE_LABELS: Record<number, string> = {
  [FundRecordType.income]: '订单收入',
  [FundRecordType.withdrawal]: '提现',
  [FundRecordType.fine]: '罚款',
  [FundRecordType.deposit]: '保证金充值',
}
/** A withdrawal's state as finance reads it in the console. */
export const WITHDRAWAL_STATUS_LABELS: Record<number, string> = {
  [WithdrawalStatus.pending]: '待打款',
  [WithdrawalStatus.paid]: '已打款',
  [WithdrawalStatus.rejected]: '已驳回',
  [WithdrawalStatus.transferring]: '转账中',
  [WithdrawalStatus.failed]: '转账失败',
}

/** A withdrawal's state as the worker reads it: 处理中 until the money arrives (已到账) or fails. */
export const WORKER_WITHDRAWAL_LABELS: Record<number, string> = {
  [WithdrawalStatus.pending]: '处理中',
  [WithdrawalStatus.transferring]: '处理中',
  [WithdrawalStatus.paid]: '已到账',
  [WithdrawalStatus.rejected]: '已驳回',
  [WithdrawalStatus.failed]: '失败',
}

/** Spec §3, fund record. `amount` is positive; `sign` says whether it added (1) or took (-1). */
export const fundRecord = z.object({
  id: z.number().int(),
  type: z.number().int(),
  amount: z.number().int(),
  sign: z.union([z.literal(1), z.literal(-1)]),
  remarks: z.string(),
  orderNum: z.string(),
  createTime: z.string(),
  /** Withdrawals only: 0 pending, 1 paid, 2 rejected; null for other types. */
  status: z.number().int().nullable(),
  /** Withdrawals: the reason given when rejected. */
  rejectReason: z.string(),
})

export const fundRecordPage = z.object({ total: z.number().int(), list: z.array(fundRecord) })

export const fundRecordQuery = z.object({
  pageNum: pageNumber,
  pageSize: pageSize(50),
  /** Optional filter by type. */
  type: wholeNumber('记录类型不正确', { max: FundRecordType.deposit }).optional(),
})

/** Spec §3, payment info. */
export const withdrawalInfoView = z.object({
  zfbName: z.string(),
  zfbPhone: z.string(),
  zfbPaymentCode: z.string(),
})

export type ApplicationView = z.infer<typeof applicationView>
export type WorkerCenterSummary = z.infer<typeof workerCenterSummary>
export type WorkerBalance = z.infer<typeof workerBalance>
export type FundRecord = z.infer<typeof fundRecord>
export type FundRecordPage = z.infer<typeof fundRecordPage>
export type WithdrawalInfoView = z.infer<typeof withdrawalInfoView>
