import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'

export interface PageScore {
  performance: number
  lcpMs: number
  fcpMs: number
  tbtMs: number
  cls: number
  speedIndexMs: number
}

export const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium'

/** One headless Chromium for the whole run; Lighthouse clears storage before each page. */
export async function withChrome<T>(use: (port: number) => Promise<T>): Promise<T> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
    logLevel: 'silent',
  })
  try {
    return await use(chrome.port)
  } finally {
    chrome.kill()
  }
}

/** Lighthouse's default configuration is the mobile preset (Moto G Power, simulated slow 4G). */
export async function audit(port: number, url: string): Promise<PageScore> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    maxWaitForLoad: 30_000,
  })
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`)
  const { lhr } = result
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`)
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN
  return {
    performance: lhr.categories.performance?.score ?? 0,
    lcpMs: numeric('largest-contentful-paint'),
    fcpMs: numeric('first-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    speedIndexMs: numeric('speed-index'),
  }
}
