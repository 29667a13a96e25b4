import { z } from 'zod'
import { Messages, phone, requiredText } from './common.ts'

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
  createTime: z.string(),
  /** When the application was made, refused or refunded, whichever came last. */
  updateTime: z.string(),
})

export const adminRefundList = z.object({ total: z.number().int(), list: z.array(adminRefundRow) })

export type AdminRefundRow = z.infer<typeof adminRefundRow>
export type AdminRefundList = z.infer<typeof adminRefundList>
