import { afterEach, describe, expect, it, vi } from 'vitest'
import { invokeWechatPay, outcomeOf, resetSimulatorCheck, simulatorBase } from './wechat-pay.ts'
import { createSimulatorBridge, prepayIdOf } from './wechat-pay-simulator.ts'

const PARAMS = {
  appId: 'wxsim',
  timeStamp: '1700000000',
  nonceStr: 'n',
  package: 'prepay_id=wx123',
  signType: 'RSA',
  paySign: 's',
}

afterEach(() => {
  delete window.WeixinJSBridge
  resetSimulatorCheck()
  vi.unstubAllGlobals()
  document.body.innerHTML = ''
})

function authConfig(authorizeUrl: string) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json({ code: 0, msg: '', data: { appId: 'wxsim', authorizeUrl } })),
  )
}

describe('the bridge', () => {
  it.each([
    ['get_brand_wcpay_request:ok', 'ok'],
    ['get_brand_wcpay_request:cancel', 'cancel'],
    ['get_brand_wcpay_request:fail', 'fail'],
    [undefined, 'fail'],
  ])('%s → %s', (errMsg, outcome) => {
    expect(outcomeOf(errMsg)).toBe(outcome)
  })

  it('invokes getBrandWCPayRequest with the parameters and answers the outcome', async () => {
    const invoke = vi.fn((_name: string, _params: unknown, cb: (r: { err_msg: string }) => void) =>
      cb({ err_msg: 'get_brand_wcpay_request:cancel' }),
    )
    window.WeixinJSBridge = { invoke }
    await expect(invokeWechatPay(PARAMS)).resolves.toBe('cancel')
    expect(invoke).toHaveBeenCalledWith('getBrandWCPayRequest', PARAMS, expect.any(Function))
  })

  it('waits for WeixinJSBridgeReady when the bridge is not there yet', async () => {
    authConfig('https://open.weixin.qq.com/connect/oauth2/authorize')
    const paying = invokeWechatPay(PARAMS)
    await new Promise((resolve) => setTimeout(resolve, 10))
    window.WeixinJSBridge = { invoke: (_n, _p, cb) => cb({ err_msg: 'get_brand_wcpay_request:ok' }) }
    document.dispatchEvent(new Event('WeixinJSBridgeReady'))
    await expect(paying).resolves.toBe('ok')
  })

  it('installs no shim against real WeChat', async () => {
    authConfig('https://open.weixin.qq.com/connect/oauth2/authorize')
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    vi.useFakeTimers()
    const paying = invokeWechatPay(PARAMS)
    await vi.advanceTimersByTimeAsync(6000)
    await expect(paying).resolves.toBe('fail')
    expect(window.WeixinJSBridge).toBeUndefined()
    expect(warn).toHaveBeenCalledWith('[wechat-pay] WeixinJSBridge is not available')
    vi.useRealTimers()
    warn.mockRestore()
  })
})

describe('the simulator shim', () => {
  it('finds the simulator from its authorize URL', () => {
    expect(simulatorBase('http://localhost:8099/__wechat/connect/oauth2/authorize')).toBe(
      'http://localhost:8099/__wechat/',
    )
    expect(simulatorBase('https://open.weixin.qq.com/connect/oauth2/authorize')).toBeNull()
    expect(prepayIdOf('prepay_id=wx1')).toBe('wx1')
  })

  it.each(['ok', 'cancel', 'fail'])('opens the cashier and answers its %s message', async (answer) => {
    authConfig('/__wechat/connect/oauth2/authorize')
    const paying = invokeWechatPay(PARAMS)
    await vi.waitFor(() => expect(document.querySelector('iframe')).not.toBeNull())
    const frame = document.querySelector('iframe')!
    expect(frame.getAttribute('src')).toBe('/__wechat/pay/cashier?prepay_id=wx123')
    // A message from elsewhere is ignored.
    window.dispatchEvent(
      new MessageEvent('message', { data: { type: 'wechat-sim-pay', err_msg: 'x:ok' }, source: window }),
    )
    expect(document.querySelector('iframe')).not.toBeNull()
    window.dispatchEvent(
      new MessageEvent('message', {
        data: { type: 'wechat-sim-pay', err_msg: `get_brand_wcpay_request:${answer}` },
        source: frame.contentWindow,
      }),
    )
    await expect(paying).resolves.toBe(answer)
    expect(document.querySelector('iframe')).toBeNull()
  })

  it('refuses calls other than getBrandWCPayRequest', () => {
    const cb = vi.fn()
    createSimulatorBridge('/__wechat/').invoke('openLocation', {}, cb)
    expect(cb).toHaveBeenCalledWith({ err_msg: 'openLocation:fail' })
  })
})
