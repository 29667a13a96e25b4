import { z } from 'zod'
import { appEnv, Messages, phone, requiredText } from './common.ts'

export const wxCustomerLoginBody = z.object({
  phone,
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

export const wxOpenIdQuery = z.object({ code: requiredText('微信授权失败，请重新进入') })
export const tokenByOpenIdQuery = z.object({ openId: requiredText('微信授权已失效，请重新进入') })

/** What every sign-in answers: the session token (spec §7). */
export const tokenResult = z.object({ token: z.string() })
export const openIdResult = z.object({ openId: z.string() })

/** What the web app needs to send the browser to WeChat's authorize page (spec §4). */
export const wxAuthConfig = z.object({ appId: z.string(), authorizeUrl: z.string() })

export type TokenResult = z.infer<typeof tokenResult>
export type WxAuthConfig = z.infer<typeof wxAuthConfig>
