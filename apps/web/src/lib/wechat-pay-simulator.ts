import type { WeixinJSBridge } from './wechat-pay.ts'

/**
 * The simulator's stand-in for WeChat's bridge: `getBrandWCPayRequest` opens the simulator's cashier
 * in a full-screen frame; the cashier posts `{type: 'wechat-sim-pay', err_msg}` to this window after
 * the customer's choice, and the frame goes away. Installed only in simulator mode (wechat-pay.ts).
 */
export const SIM_MESSAGE_TYPE = 'wechat-sim-pay'
const OVERLAY_ID = 'wechat-sim-cashier'

export function prepayIdOf(pkg: string): string {
  return pkg.startsWith('prepay_id=') ? pkg.slice('prepay_id='.length) : pkg
}

function openCashier(url: string): HTMLElement {
  document.getElementById(OVERLAY_ID)?.remove()
  const overlay = document.createElement('div')
  overlay.id = OVERLAY_ID
  overlay.setAttribute('role', 'dialog')
  overlay.setAttribute('aria-label', '微信支付')
  Object.assign(overlay.style, {
    position: 'fixed',
    inset: '0',
    zIndex: '10000',
    background: '#ededed',
  })
  const frame = document.createElement('iframe')
  frame.src = url
  frame.title = '微信支付'
  Object.assign(frame.style, { width: '100%', height: '100%', border: '0', display: 'block' })
  overlay.append(frame)
  document.body.append(overlay)
  return overlay
}

export function createSimulatorBridge(base: string): WeixinJSBridge {
  return {
    invoke(name, params, callback) {
      if (name !== 'getBrandWCPayRequest') {
        callback({ err_msg: `${name}:fail` })
        return
      }
      const pkg = String((params as { package?: unknown }).package ?? '')
      const overlay = openCashier(`${base}pay/cashier?prepay_id=${encodeURIComponent(prepayIdOf(pkg))}`)
      const frame = overlay.querySelector('iframe')
      const onMessage = (event: MessageEvent) => {
        const data = event.data as { type?: unknown; err_msg?: unknown } | null
        if (data?.type !== SIM_MESSAGE_TYPE || typeof data.err_msg !== 'string') return
        // Only our own cashier frame may answer (a message from anywhere else is ignored).
        if (frame && event.source && event.source !== frame.contentWindow) return
        window.removeEventListener('message', onMessage)
        overlay.remove()
        callback({ err_msg: data.err_msg })
      }
      window.addEventListener('message', onMessage)
    },
  }
}

export function installSimulatorBridge(base: string): void {
  if (window.WeixinJSBridge) return
  window.WeixinJSBridge = createSimulatorBridge(base)
  document.dispatchEvent(new Event('WeixinJSBridgeReady'))
}
