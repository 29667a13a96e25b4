import { z } from 'zod'
import { APPLICATION_LIMITS, BALANCE_RECHARGE, DEPOSIT_MAX_PER_TOPUP, MEMBERSHIP_FEE } from '../constants.ts'
import { yuanToCents } from '../money.ts'
import { phone, requiredText } from './common.ts'

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

function inRange(total: string, min: number, max: number): boolean {
  const cents = yuanToCents(total)
  return cents !== null && cents >= min && cents <= max
}

/** Create payment order: `total` is yuan text, parsed exactly; each type has its own bounds (spec §5). */
export const createPaymentOrderBody = z
  .object({
    orderType: z.coerce
      .number()
      .pipe(z.union([z.literal(1), z.literal(2), z.literal(3)], { error: '支付类型有误' })),
    total: z.coerce.string({ error: '请输入金额' }).trim(),
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

/** Withdrawal amount in cents (spec §7: cents in the worker flow). */
export const withdrawQuery = z.object({
  amount: z.coerce
    .number({ error: WorkerMessages.withdrawAmountRequired })
    .int(WorkerMessages.withdrawAmountInvalid)
    .positive(WorkerMessages.withdrawAmountInvalid),
})

export type WorkerApplicationBody = z.infer<typeof workerApplicationBody>
export type CreatePaymentOrderBody = z.infer<typeof createPaymentOrderBody>
export type WithdrawalInfoBody = z.infer<typeof withdrawalInfoBody>
