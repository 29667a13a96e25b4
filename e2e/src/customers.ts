import type { BrowserContext, Page } from 'playwright-core'
import { expect } from 'vitest'

interface Envelope<T> {
  code: number
  msg: string
  data: T
}

let issued = 0

/** A phone number no other journey of this run uses: 13x, then time and a counter. */
export function uniquePhone(prefix = '137'): string {
  issued += 1
  const tail = `${Date.now() % 1_000_000}`.padStart(6, '0') + `${issued % 100}`.padStart(2, '0')
  return `${prefix}${tail}`
}

/** Calls the server as the app does; fails the journey on anything but code 0. */
export async function callApi<T>(
  baseUrl: string,
  path: string,
  { body, token }: { body?: unknown; token?: string } = {},
): Promise<T> {
  const headers: Record<string, string> = {}
  if (body !== undefined) headers['Content-Type'] = 'application/json'
  if (token) headers.Authorization = `Bearer ${token}`
  const response = await fetch(`${baseUrl}/boot${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const envelope = (await response.json()) as Envelope<T>
  if (envelope.code !== 0) throw new Error(`${path} answered ${envelope.code}: ${envelope.msg}`)
  return envelope.data
}

/** A customer registered with a password (the h5 way), with a session. */
export async function registerCustomer(baseUrl: string, promotionCode = '') {
  const phone = uniquePhone()
  const password = 'e2e-secret'
  const { token } = await callApi<{ token: string }>(baseUrl, '/v1/dEsports/public/register', {
    body: { phone, password, promotionCode },
  })
  return { phone, password, token }
}

/**
 * A customer who signed in before: their session is in the browser's storage, so WeChat's silent
 * authorization is skipped (spec §4) and pages that need login open.
 */
export async function withSession(context: BrowserContext, token: string): Promise<void> {
  await context.addInitScript((value) => window.localStorage.setItem('dj_token', value), token)
}

/**
 * A real WeChat customer: WeChat (its simulator) authorises the visit to /home, and the phone login on
 * /wxRegister binds the openid to a new account. WeChat Pay needs that openid; a password account
 * would not do. Answers the phone and the session token the page stored.
 */
export async function signInThroughWechat(
  page: Page,
  baseUrl: string,
  nickname: string,
  phonePrefix = '136',
) {
  const soon = { timeout: 15_000 }
  const at = (pathname: string) => () => new URL(page.url()).pathname === pathname
  await page.goto(`${baseUrl}/home`)
  const asNewUser = page.getByRole('button', { name: '以新微信用户身份继续' })
  await expect.poll(() => asNewUser.isVisible(), soon).toBe(true)
  await page.getByRole('textbox', { name: '昵称' }).fill(`${nickname}${Date.now() % 10_000}`)
  await asNewUser.click()
  await expect.poll(at('/wxRegister'), soon).toBe(true)
  const phone = uniquePhone(phonePrefix)
  await page.getByRole('textbox', { name: '手机号' }).fill(phone)
  await page.locator('form button[type="submit"]').click()
  await expect.poll(at('/home'), soon).toBe(true)
  const token = await page.evaluate(() => window.localStorage.getItem('dj_token'))
  expect(token).toBeTruthy()
  return { phone, token: token! }
}

/**
 * A WeChat customer made without a browser: the simulator's authorize form, the code exchanged for an
 * openId handle, the phone bound. For journeys whose subject is elsewhere (the console).
 */
export async function wechatCustomerByApi(baseUrl: string, phonePrefix = '132') {
  const { appId } = await callApi<{ appId: string }>(baseUrl, '/system/public/wxAuthConfig')
  const form = new URLSearchParams({
    appid: appId,
    redirect_uri: `${baseUrl}/home`,
    response_type: 'code',
    scope: 'snsapi_base',
  })
  const authorized = await fetch(`${baseUrl}/__wechat/connect/oauth2/authorize`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: form.toString(),
    redirect: 'manual',
  })
  const code = new URL(authorized.headers.get('location')!).searchParams.get('code')!
  const { openId } = await callApi<{ openId: string }>(baseUrl, `/system/public/wxOpenId?code=${code}`)
  const phone = uniquePhone(phonePrefix)
  const { token } = await callApi<{ token: string }>(baseUrl, '/system/public/wxCustomerLogin', {
    body: { phone, openId },
  })
  return { phone, token }
}

/** Pays a WeChat prepay in the simulator's cashier, as the payment sheet would. */
export async function payPrepay(baseUrl: string, pack: string) {
  const response = await fetch(`${baseUrl}/__wechat/pay/cashier`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ prepay_id: pack.replace('prepay_id=', ''), action: 'pay' }),
  })
  expect(response.ok).toBe(true)
}

/**
 * The newest code texted to a phone, read off the SMS simulator's inbox (`/__sms`, newest first) in a
 * tab of its own, as a person glances at their messages.
 */
export async function readSmsCode(context: BrowserContext, baseUrl: string, phone: string): Promise<string> {
  const inbox = await context.newPage()
  try {
    let code: string | undefined
    await expect
      .poll(
        async () => {
          await inbox.goto(`${baseUrl}/__sms?phone=${phone}`)
          const newest = await inbox
            .locator(`li[data-phone="${phone}"] .text`)
            .first()
            .textContent({ timeout: 1000 })
          code = /验证码为(\d{6})/.exec(newest ?? '')?.[1]
          return code
        },
        { timeout: 10_000 },
      )
      .toMatch(/^\d{6}$/)
    return code!
  } finally {
    await inbox.close()
  }
}
