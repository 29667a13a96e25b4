import { z } from 'zod'
import { appEnv, Messages, phone, requiredText } from './common.ts'

/** What the phone-proof flow says (issue 18; decision 013). */
export const SmsMessages = {
  codeRequired: '请输入验证码',
  codeWrong: '验证码错误或已过期',
  tooFrequent: '验证码发送过于频繁，请稍后再试',
  /** wxCustomerLogin for a phone that has an account, sent without a code: the web app then asks for one. */
  phoneNeedsCode: '该手机号已注册，请输入短信验证码',
  sent: '验证码已发送',
  passwordReset: '密码已重置',
  unavailable: '短信服务暂不可用，请稍后重试',
} as const

/** Seconds a phone waits between two codes; the web app's countdown ("60s后重新获取") counts them. */
export const SMS_RESEND_SECONDS = 60

/** Why a code is sent: to bind a WeChat account to a phone that has an account, or to reset its password. */
export const smsScene = z.enum(['bind', 'resetPassword'], { error: '验证码用途不正确' })
export type SmsScene = z.infer<typeof smsScene>

/** Six digits; a code of any other shape cannot be right, so it is refused as a wrong one. */
const smsCode = requiredText(SmsMessages.codeRequired).regex(/^\d{6}$/, SmsMessages.codeWrong)

/** spec §7's fields, plus the SMS code a phone that already has an account must show (decision 013). */
export const wxCustomerLoginBody = z.object({
  phone,
  promotionCode: z.string().trim().max(16, '邀请码格式不正确').optional().default(''),
  openId: requiredText('微信授权已失效，请重新进入'),
  env: appEnv.optional(),
  smsCode: z
    .string({ error: SmsMessages.codeWrong })
    .trim()
    .optional()
    .transform((value) => value || undefined)
    .pipe(smsCode.optional()),
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

export const sendSmsCodeBody = z.object({ phone, scene: smsScene })
export type SendSmsCodeBody = z.infer<typeof sendSmsCodeBody>

export const resetPasswordBody = z.object({
  phone,
  smsCode,
  password: requiredText(Messages.passwordRequired).min(6, '密码至少6位').max(64, '密码不能超过64位'),
})
export type ResetPasswordBody = z.infer<typeof resetPasswordBody>
