import type { SendSmsCodeBody } from '@dianjing/shared'
import { http } from '@/lib/request.ts'

/**
 * Texts a one-time code to the phone, for binding WeChat to it or resetting its password (issue 18).
 * Sent without a token: neither flow has a session yet. Too soon after the last one answers a refusal.
 */
export function sendSmsCode(body: SendSmsCodeBody): Promise<null> {
  return http.post<null>('/v1/dEsports/public/sendSmsCode', body, { auth: false })
}
