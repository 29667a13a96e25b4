import { SpecCallError } from './http.ts'

/**
 * WeChat's side of the journey, spoken over HTTP the way a browser does it (WECHAT.md): the silent
 * authorization page followed to its redirect, and the payment sheet confirmed. Against the bundled
 * simulator the authorize page lets the visitor pick who they are, and the payment sheet is its cashier.
 */

export interface WxAuthConfig {
  appId: string
  authorizeUrl: string
}

/** The bridge parameters payOrder and create payment order answer (spec §3, WECHAT.md). */
export interface BridgeParams {
  appId: string
  timeStamp: string
  nonceStr: string
  package: string
  signType: string
  paySign: string
}

type Log = (line: string) => void

const SIMULATOR_MARK = '/__wechat/'

/** WeChat checks the parameter order: appid, redirect_uri, response_type, scope, state. */
function authorizeUrl(config: WxAuthConfig, baseUrl: string, redirectUri: string, state: string): string {
  const page = new URL(config.authorizeUrl, baseUrl).toString()
  return (
    `${page}?appid=${encodeURIComponent(config.appId)}&redirect_uri=${encodeURIComponent(redirectUri)}` +
    `&response_type=code&scope=snsapi_base&state=${encodeURIComponent(state)}#wechat_redirect`
  )
}

const decodeHtml = (text: string) =>
  text
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')

/** The form a new WeChat user submits: the one with the nickname field. */
function newUserForm(html: string): { action: string; fields: Record<string, string> } | null {
  for (const [, attributes, inner] of html.matchAll(/<form([^>]*)>([\s\S]*?)<\/form>/g)) {
    if (!inner?.includes('name="nickname"')) continue
    const action = /action="([^"]*)"/.exec(attributes ?? '')?.[1] ?? ''
    const fields: Record<string, string> = {}
    for (const [, name, value] of inner.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)) {
      fields[name!] = decodeHtml(value!)
    }
    return { action: decodeHtml(action), fields }
  }
  return null
}

/**
 * Silent authorization as a new WeChat user: open the authorize page, submit it, and read the code
 * from the redirect back to `redirectUri` (single use, five minutes).
 */
export async function authorizeAsNewUser(
  config: WxAuthConfig,
  baseUrl: string,
  redirectUri: string,
  nickname: string,
  log: Log,
): Promise<string> {
  const state = `S${Date.now()}`
  const pageUrl = authorizeUrl(config, baseUrl, redirectUri, state)
  const call = `wechat GET ${pageUrl}`
  const page = await fetch(pageUrl, { signal: AbortSignal.timeout(5000) })
  const html = await page.text()
  log(`  ${call} → HTTP ${page.status}`)
  const form = page.ok ? newUserForm(html) : null
  if (!form) {
    throw new SpecCallError(
      call,
      null,
      { status: page.status, envelope: null, text: html },
      'no authorize form',
    )
  }
  const submit = new URL(form.action, page.url).toString()
  const body = new URLSearchParams({ ...form.fields, nickname })
  const answer = await fetch(submit, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body,
    redirect: 'manual',
    signal: AbortSignal.timeout(5000),
  })
  const location = answer.headers.get('location') ?? ''
  log(`  wechat POST ${submit} → HTTP ${answer.status} ${location.replace(/code=[^&]+/, 'code=…')}`)
  const back = location ? new URL(location, submit) : null
  const code = back?.searchParams.get('code')
  if (answer.status !== 302 || !back || !code || back.searchParams.get('state') !== state) {
    const text = await answer.text()
    throw new SpecCallError(
      `wechat POST ${submit}`,
      Object.fromEntries(body),
      { status: answer.status, envelope: null, text: `${location} ${text}` },
      'no redirect back with a code and our state',
    )
  }
  return code
}

/**
 * `getBrandWCPayRequest` with the bridge parameters, answered 'ok': the simulator's cashier opened for
 * the prepay id in `package` and its pay button pressed, as the cashier page's script does.
 */
export async function confirmPayment(
  config: WxAuthConfig,
  baseUrl: string,
  bridge: BridgeParams,
  log: Log,
): Promise<void> {
  const authorizePage = new URL(config.authorizeUrl, baseUrl).toString()
  const at = authorizePage.indexOf(SIMULATOR_MARK)
  if (at < 0) throw new Error('WeChat Pay is real here (no simulator): a payment needs a person in WeChat')
  const prepayId = bridge.package.replace(/^prepay_id=/, '')
  const cashierUrl = `${authorizePage.slice(0, at + SIMULATOR_MARK.length)}pay/cashier`
  const page = await fetch(`${cashierUrl}?prepay_id=${encodeURIComponent(prepayId)}`, {
    signal: AbortSignal.timeout(5000),
  })
  const html = await page.text()
  log(`  wechat GET ${cashierUrl}?prepay_id=${prepayId} → HTTP ${page.status}`)
  if (!page.ok || !html.includes('data-action="pay"')) {
    throw new SpecCallError(
      `wechat GET ${cashierUrl}`,
      { prepay_id: prepayId },
      { status: page.status, envelope: null, text: html.replace(/<style>[\s\S]*?<\/style>/g, '') },
      'the cashier offers no payment',
    )
  }
  const payload = { prepay_id: prepayId, action: 'pay' }
  const answer = await fetch(cashierUrl, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(payload),
    signal: AbortSignal.timeout(5000),
  })
  const text = await answer.text()
  log(`  wechat POST ${cashierUrl} → HTTP ${answer.status} ${text}`)
  const result = (() => {
    try {
      return JSON.parse(text) as { err_msg?: string }
    } catch {
      return {}
    }
  })()
  if (result.err_msg !== 'get_brand_wcpay_request:ok') {
    throw new SpecCallError(
      `wechat POST ${cashierUrl}`,
      payload,
      { status: answer.status, envelope: null, text },
      'the payment was not ok',
    )
  }
}
