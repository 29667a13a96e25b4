import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { launchBrowser, wechatPhone } from './browser.ts'

interface Envelope<T> {
  code: number
  data: T
}

const baseUrl = inject('baseUrl')
/** How long a page may take to show what the journey waits for. */
const SOON = { timeout: 10_000 }
let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser?.close()
})

async function api<T>(path: string): Promise<T> {
  const response = await fetch(`${baseUrl}/boot${path}`)
  const body = (await response.json()) as Envelope<T>
  expect(body.code).toBe(0)
  return body.data
}

describe('a customer in WeChat opens the shop', () => {
  it('sees the seeded products and the tab bar on /home, taps one and reads its detail', async () => {
    const products = await api<{ id: number; title: string; status: string }[]>(
      '/v1/dEsports/public/productList',
    )
    const onSale = products.find((product) => product.status === '0')!
    const details = await api<{ briefIntroduction: string }>(
      `/v1/dEsports/public/productDetails?productId=${onSale.id}`,
    )

    const context = await wechatPhone(browser)
    const page = await context.newPage()
    const failures: string[] = []
    page.on('pageerror', (error) => failures.push(error.message))

    await page.goto(`${baseUrl}/home`)
    const tabBar = page.getByRole('navigation', { name: '底部导航' })
    for (const label of ['首页', '陪玩', '排行榜', '我的']) {
      await expect.poll(() => tabBar.getByText(label, { exact: true }).isVisible(), SOON).toBe(true)
    }

    // The home notice greets a first visit (at most once per 5 minutes); the customer reads and closes it.
    const noticeOk = page.getByRole('button', { name: '我知道了' })
    await expect.poll(() => noticeOk.isVisible(), SOON).toBe(true)
    await noticeOk.click()
    await page.reload()
    await expect.poll(() => tabBar.isVisible(), SOON).toBe(true)
    expect(await noticeOk.isVisible()).toBe(false)

    const card = page.getByText(onSale.title, { exact: true }).first()
    await card.scrollIntoViewIfNeeded()
    await expect.poll(() => card.isVisible(), SOON).toBe(true)
    await card.click()

    await page.waitForURL((url) => url.pathname === '/product-detail')
    expect(new URL(page.url()).searchParams.get('productId')).toBe(String(onSale.id))
    await expect.poll(() => page.getByText(onSale.title).first().isVisible(), SOON).toBe(true)
    await expect.poll(() => page.getByText(details.briefIntroduction).first().isVisible(), SOON).toBe(true)
    await expect.poll(() => page.getByText('服务内容').first().isVisible(), SOON).toBe(true)

    expect(failures).toEqual([])
    await context.close()
  })
})
