import type {
  PasswordLoginBody,
  RegisterBody,
  ResetPasswordBody,
  TokenResult,
  WxCustomerLoginBody,
} from '@dianjing/shared'
import { http } from '@/lib/request.ts'

/**
 * WeChat: binds the authorised WeChat account to a phone and signs in; sent without a token (spec §6).
 * A phone that already has an account is refused with `SmsMessages.phoneNeedsCode` until its SMS code comes too.
 */
export function wxCustomerLogin(body: WxCustomerLoginBody): Promise<TokenResult> {
  return http.post<TokenResult>('/system/public/wxCustomerLogin', body, { auth: false })
}

/** h5: phone and password. */
export function passwordLogin(body: PasswordLoginBody): Promise<TokenResult> {
  return http.post<TokenResult>('/system/login', body, { auth: false })
}

/** h5: a new account with a password; answers a session like a login. */
export function register(body: RegisterBody): Promise<TokenResult> {
  return http.post<TokenResult>('/v1/dEsports/public/register', body, { auth: false })
}

/** h5: a new password for the phone, proven by its SMS code; answers a session like a login. */
export function resetPassword(body: ResetPasswordBody): Promise<TokenResult> {
  return http.post<TokenResult>('/v1/dEsports/public/resetPassword', body, { auth: false })
}
