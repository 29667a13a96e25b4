import { z } from 'zod'
import { appEnv, Messages, phone, phoneByLength, requiredText } from './common.ts'

export const wxCustomerLoginBody = z.object({
  phone: phoneByLength,
  promotionCode: z.string().trim().max(16, '邀请码格式不正确').optional().default(''),
  openId: requiredText('微信授权已失效，请重新进入'),
  env: appEnv.optional(),
})

export const passwordLoginBody = z.object({
  phone,
  password: requiredText(Messages.passwordRequired),
  env: appEnv.optional(),
})

export const registerBody = z.object({
  phone,
  password: requiredText(Messages.passwordRequired).min(6, '密码至少6位').max(64, '密码不能超过64位'),
  promotionCode: z.string().trim().max(16, '邀请码格式不正确').optional().default(''),
})

export type WxCustomerLoginBody = z.infer<typeof wxCustomerLoginBody>
export type PasswordLoginBody = z.infer<typeof passwordLoginBody>
export type RegisterBody = z.infer<typeof registerBody>
