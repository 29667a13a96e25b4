import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'

export interface PageScore {
  performance: number
  lcpMs: number
  fcpMs: number
  tbtMs: number
  cls: number
  speedIndexMs: number
  /** What Lighthouse took for the largest paint, and how long it waited after the first byte for it. */
  lcpElement: string
  lcpRenderDelayMs: number
}

interface LcpElementDetails {
  items?: { items?: { node?: { snippet?: string; selector?: string }; phase?: string; timing?: number }[] }[]
}

/** The largest-contentful-paint-element audit: a table naming the element, then a table of its phases. */
function lcpElement(details: unknown): Pick<PageScore, 'lcpElement' | 'lcpRenderDelayMs'> {
  const [element, phases] = (details as LcpElementDetails | undefined)?.items ?? []
  const node = element?.items?.[0]?.node
  const renderDelay = phases?.items?.find((phase) => phase.phase === 'Render Delay')?.timing
  return {
    lcpElement: node ? `${node.selector ?? ''} ${node.snippet ?? ''}`.trim().slice(0, 160) : 'none',
    lcpRenderDelayMs: renderDelay ?? Number.NaN,
  }
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
    ...lcpElement(lhr.audits['largest-contentful-paint-element']?.details),
  }
}
