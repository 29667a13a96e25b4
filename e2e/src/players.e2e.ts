import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { launchBrowser, wechatPhone } from './browser.ts'
import { callApi, registerCustomer, withSession } from './customers.ts'

const baseUrl = inject('baseUrl')
/** How long a page may take to show what the journey waits for. */
const SOON = { timeout: 10_000 }
const DEMO_WORKERS = ['夜雨', '北辰', '小鹿', '阿凯', '清风', '星河']
let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser?.close()
})

/** The home notice may greet the visit (at most once per 5 minutes); the customer closes it. */
async function closeNoticeIfShown(page: Page) {
  const ok = page.getByRole('button', { name: '我知道了' })
  if (await ok.isVisible()) await ok.click()
}

const workerNames = (page: Page) => page.locator('main a h3').allTextContents()

describe('a customer in WeChat picks a player', () => {
  it('finds 小鹿 by name, reads her page and orders one of her games’ products with her', async () => {
    // Signed in before (sign-in has journeys of its own), so the order page lets the customer in.
    const { token } = await registerCustomer(baseUrl)
    const context = await wechatPhone(browser)
    await withSession(context, token)
    const page = await context.newPage()
    const failures: string[] = []
    page.on('pageerror', (error) => failures.push(error.message))

    await page.goto(`${baseUrl}/worker-list`)
    const tabBar = page.getByRole('navigation', { name: '底部导航' })
    await expect.poll(() => tabBar.getByText('陪玩', { exact: true }).isVisible(), SOON).toBe(true)
    await closeNoticeIfShown(page)

    // The six demo workers lead, best rated first (all at 5.00, so by orders done); workers other
    // journeys approved follow them.
    await expect
      .poll(async () => (await workerNames(page)).slice(0, DEMO_WORKERS.length), SOON)
      .toEqual(DEMO_WORKERS)

    await page.getByPlaceholder('搜索打手昵称').fill('小鹿')
    await expect.poll(() => workerNames(page), SOON).toEqual(['小鹿'])
    expect(new URL(page.url()).searchParams.get('q')).toBe('小鹿')

    await page.getByRole('link', { name: /小鹿/ }).click()
    await page.waitForURL((url) => url.pathname === '/worker-detail')
    const userId = new URL(page.url()).searchParams.get('userId')
    expect(userId).toMatch(/^\d+$/)
    await expect.poll(() => page.getByRole('heading', { name: '小鹿' }).isVisible(), SOON).toBe(true)
    await expect.poll(() => page.getByText('5.00').first().isVisible(), SOON).toBe(true)
    const details = await callApi<{ games: { name: string }[] }>(
      baseUrl,
      `/v1/dEsports/public/workerDetails?userId=${userId}`,
    )
    expect(details.games.length).toBeGreaterThan(0)
    for (const game of details.games) {
      await expect.poll(() => page.getByText(game.name, { exact: true }).first().isVisible(), SOON).toBe(true)
    }

    await page.getByRole('button', { name: '立即下单' }).click()
    const popup = page.locator('.adm-popup-body')
    await expect.poll(() => popup.getByText('选择服务').isVisible(), SOON).toBe(true)
    const onSale = popup.locator('button:not([disabled])', { hasText: '下单' }).first()
    await expect.poll(() => onSale.isVisible(), SOON).toBe(true)
    await onSale.click()

    await page.waitForURL((url) => url.pathname === '/order-pay', SOON)
    const orderUrl = new URL(page.url())
    expect(orderUrl.searchParams.get('productId')).toMatch(/^\d+$/)
    expect(orderUrl.searchParams.get('workerId')).toBe(userId)
    expect(orderUrl.searchParams.get('workerName')).toBe('小鹿')

    expect(failures).toEqual([])
    await context.close()
  })
})
