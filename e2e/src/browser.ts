import { type Browser, chromium, devices } from 'playwright-core'

export const WECHAT_USER_AGENT =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.50(0x1800323b) NetType/WIFI Language/zh_CN'

/** Debian's Chromium: browsers cannot be downloaded here, and CI installs this one with apt. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  })
}

/** A phone in WeChat's in-app browser: 390×844, touch, the MicroMessenger user agent. */
export function wechatPhone(browser: Browser) {
  return browser.newContext({
    ...devices['iPhone 13'],
    viewport: { width: 390, height: 844 },
    userAgent: WECHAT_USER_AGENT,
    locale: 'zh-CN',
  })
}

export const PLAIN_MOBILE_USER_AGENT =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1'

/** A phone in a plain mobile browser (the "h5" environment): 390×844, touch, Safari's user agent. */
export function plainPhone(browser: Browser) {
  return browser.newContext({
    ...devices['iPhone 13'],
    viewport: { width: 390, height: 844 },
    userAgent: PLAIN_MOBILE_USER_AGENT,
    locale: 'zh-CN',
  })
}
