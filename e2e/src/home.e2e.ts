import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { launchBrowser, wechatPhone } from './browser.ts'

interface Envelope<T> {
  code: number
  data: T
}

const baseUrl = inject('baseUrl')
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
    const tabBar = page.getByRole('tablist').or(page.locator('.adm-tab-bar')).first()
    for (const label of ['首页', '排行榜', '我的']) {
      await expect.poll(() => tabBar.getByText(label, { exact: true }).count()).toBeGreaterThan(0)
    }

    const card = page.getByText(onSale.title, { exact: true }).first()
    await card.scrollIntoViewIfNeeded()
    await expect.poll(() => card.isVisible()).toBe(true)
    await card.click()

    await page.waitForURL((url) => url.pathname === '/product-detail')
    expect(new URL(page.url()).searchParams.get('productId')).toBe(String(onSale.id))
    await expect.poll(() => page.getByText(onSale.title).first().isVisible()).toBe(true)
    await expect.poll(() => page.getByText(details.briefIntroduction).first().isVisible()).toBe(true)
    await expect.poll(() => page.getByText('服务内容').first().isVisible()).toBe(true)

    expect(failures).toEqual([])
    await context.close()
  })
})
