import { fetchWxConfig } from './wechat.ts'

/**
 * WeChat's payment sheet (WECHAT.md, bridge parameters): the page waits for `WeixinJSBridge`, then
 * invokes `getBrandWCPayRequest`. The outcome is a hint only: 'ok' must be confirmed with the server.
 */
export interface BridgeParams {
  appId: string
  timeStamp: string
  nonceStr: string
  package: string
  signType: string
  paySign: string
}

export type PayOutcome = 'ok' | 'cancel' | 'fail'

interface BridgeResult {
  err_msg?: string
}

export interface WeixinJSBridge {
  invoke(name: string, params: unknown, callback: (result: BridgeResult) => void): void
}

declare global {
  interface Window {
    WeixinJSBridge?: WeixinJSBridge
  }
}

/** How long to wait for WeChat to inject its bridge before treating the payment as failed. */
export const BRIDGE_READY_TIMEOUT_MS = 5000

export function outcomeOf(errMsg: string | undefined): PayOutcome {
  if (errMsg === 'get_brand_wcpay_request:ok') return 'ok'
  if (errMsg === 'get_brand_wcpay_request:cancel') return 'cancel'
  return 'fail'
}

/** The bridge, as soon as WeChat has injected it; null when it never comes (not WeChat, or too slow). */
export function waitForBridge(timeoutMs = BRIDGE_READY_TIMEOUT_MS): Promise<WeixinJSBridge | null> {
  if (window.WeixinJSBridge) return Promise.resolve(window.WeixinJSBridge)
  return new Promise((resolve) => {
    const ready = () => {
      clearTimeout(timer)
      resolve(window.WeixinJSBridge ?? null)
    }
    const timer = setTimeout(() => {
      document.removeEventListener('WeixinJSBridgeReady', ready)
      resolve(window.WeixinJSBridge ?? null)
    }, timeoutMs)
    document.addEventListener('WeixinJSBridgeReady', ready, { once: true })
  })
}

/** Shows WeChat's payment sheet for these parameters and answers what the customer did there. */
export async function invokeWechatPay(params: BridgeParams): Promise<PayOutcome> {
  await prepareSimulatorBridge()
  const bridge = await waitForBridge()
  if (!bridge) {
    console.warn('[wechat-pay] WeixinJSBridge is not available')
    return 'fail'
  }
  const { appId, timeStamp, nonceStr, signType, paySign } = params
  return new Promise((resolve) => {
    bridge.invoke(
      'getBrandWCPayRequest',
      { appId, timeStamp, nonceStr, package: params.package, signType, paySign },
      (result) => resolve(outcomeOf(result?.err_msg)),
    )
  })
}

let simulatorCheck: Promise<void> | null = null

/**
 * In simulator mode (the server's authorize page is its own `/__wechat/`) there is no real WeChat to
 * inject a bridge, so the simulator's cashier stands in for it. Asked once per page load; a real
 * WeChat configuration never installs anything.
 */
function prepareSimulatorBridge(): Promise<void> {
  if (window.WeixinJSBridge) return Promise.resolve()
  simulatorCheck ??= fetchWxConfig().then(async (config) => {
    const base = config ? simulatorBase(config.authorizeUrl) : null
    if (!base) return
    const { installSimulatorBridge } = await import('./wechat-pay-simulator.ts')
    installSimulatorBridge(base)
  })
  return simulatorCheck.catch(() => {
    simulatorCheck = null
  })
}

const SIMULATOR_MARK = '/__wechat/'

/** `…/__wechat/connect/oauth2/authorize` → `…/__wechat/`; null for WeChat's real authorize page. */
export function simulatorBase(authorizeUrl: string): string | null {
  const at = authorizeUrl.indexOf(SIMULATOR_MARK)
  return at < 0 ? null : authorizeUrl.slice(0, at + SIMULATOR_MARK.length)
}

/** For tests: forget the simulator check, so the next payment asks the server again. */
export function resetSimulatorCheck(): void {
  simulatorCheck = null
}
