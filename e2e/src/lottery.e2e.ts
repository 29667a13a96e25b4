import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { launchBrowser, wechatPhone } from './browser.ts'
import { callApi, signInThroughWechat } from './customers.ts'

interface Product {
  id: number
  title: string
  status: string
}

interface OrderDetails {
  type: number
  status: number
  lotteryNum: number
  lotteryNumAlready: number
}

interface LotteryCount {
  lotteryNum: number
  lotteryNumAlready: number
  lotteryResults: Record<string, string>
}

const baseUrl = inject('baseUrl')
const SOON = { timeout: 15_000 }
/** One draw: the answer, about 2 s of spinning up, then 2.5 s of slowing down (spec §9), with room. */
const ONE_SPIN = { timeout: 20_000 }
let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser?.close()
})

const visible = (page: Page, text: string) => () => page.getByText(text).first().isVisible()
const at = (page: Page, pathname: string) => () => new URL(page.url()).pathname === pathname

describe('a WeChat customer buys a lottery product and spins the wheel', () => {
  it('pays, lands on the wheel, draws until used up and sees the wins', async () => {
    const products = await callApi<Product[]>(baseUrl, '/v1/dEsports/public/productList')
    const product = products.find((candidate) => candidate.title.includes('转盘') && candidate.status === '0')
    expect(product, 'the demo data has an on-sale lottery product').toBeDefined()

    const context = await wechatPhone(browser)
    const page = await context.newPage()
    const failures: string[] = []
    page.on('pageerror', (error) => failures.push(error.message))
    const { phone, token } = await signInThroughWechat(page, baseUrl, 'e2e抽奖', '135')

    await page.goto(`${baseUrl}/product-detail?productId=${product!.id}`)
    const buy = page.getByRole('button', { name: '立即购买' })
    await expect.poll(() => buy.isVisible(), SOON).toBe(true)
    const notice = page.getByRole('button', { name: '我知道了' })
    if (await notice.isVisible()) await notice.click()
    await buy.click()
    await expect.poll(at(page, '/order-pay'), SOON).toBe(true)
    await expect.poll(visible(page, product!.title), SOON).toBe(true)
    await page.getByLabel('游戏ID').fill('e2e-lucky-01')
    await page.getByLabel('手机号').fill(phone)
    await page.getByText('QQ区', { exact: true }).click()
    await page.getByText('我已年满18周岁', { exact: false }).click()
    await page.getByRole('button', { name: '立即支付' }).click()

    const pay = page.frameLocator('iframe').getByRole('button', { name: '确认支付' })
    await expect.poll(() => pay.isVisible(), SOON).toBe(true)
    await pay.click()

    // A lottery order opens the wheel straight after payment (spec §4, Payment).
    await expect.poll(at(page, '/lottery-wheel'), SOON).toBe(true)
    const outTradeNo = new URL(page.url()).searchParams.get('outTradeNo')!
    expect(outTradeNo).toBeTruthy()
    const order = await callApi<OrderDetails>(
      baseUrl,
      `/v1/dEsports/wxOrder/orderDetails?outTradeNo=${encodeURIComponent(outTradeNo)}`,
      { token },
    )
    expect(order).toMatchObject({ type: 1, status: 1, lotteryNumAlready: 0 })
    const total = order.lotteryNum
    expect(total).toBeGreaterThan(0)

    await expect.poll(visible(page, '幸运转盘'), SOON).toBe(true)
    await expect.poll(visible(page, '暂无抽奖记录'), SOON).toBe(true)
    const drawButton = page.getByRole('button', { name: /开始抽奖|抽奖中|抽奖次数已用完/ })
    const wheel = page.locator('[data-phase]')

    for (let round = 1; round <= total; round += 1) {
      await expect.poll(() => drawButton.innerText(), SOON).toBe(`开始抽奖（剩余${total - round + 1}次）`)
      await drawButton.click()
      await expect.poll(() => drawButton.innerText(), SOON).toBe('抽奖中…')
      expect(await drawButton.isDisabled()).toBe(true)
      await expect.poll(() => wheel.getAttribute('data-phase'), SOON).not.toBe('idle')
      // The spin ends on the prize: the wheel stands still and the customer is congratulated.
      await expect.poll(() => wheel.getAttribute('data-phase'), ONE_SPIN).toBe('idle')
      await expect.poll(visible(page, '恭喜获得'), SOON).toBe(true)
      await expect.poll(() => page.getByText(`第${round}次`).isVisible(), SOON).toBe(true)
    }

    await expect.poll(() => drawButton.innerText(), SOON).toBe('抽奖次数已用完')
    expect(await drawButton.isDisabled()).toBe(true)

    // What the screen shows is what the server recorded, newest first.
    const count = await callApi<LotteryCount>(
      baseUrl,
      `/v1/dEsports/private/updateLotteryCount?outTradeNo=${encodeURIComponent(outTradeNo)}`,
      { token },
    )
    expect(count.lotteryNumAlready).toBe(total)
    const wins = page.getByRole('region', { name: '最近中奖' }).getByRole('listitem')
    const shown = Math.min(total, 5)
    await expect.poll(() => wins.count(), SOON).toBe(shown)
    for (let row = 0; row < shown; row += 1) {
      const round = total - row
      const prize = JSON.parse(count.lotteryResults[String(round)]!) as { name: string }
      const text = await wins.nth(row).innerText()
      expect(text).toContain(prize.name)
      expect(text).toContain(`第${round}次`)
    }

    // Coming back later: still used up, the wins still there.
    await page.reload()
    await expect.poll(() => drawButton.innerText(), SOON).toBe('抽奖次数已用完')
    await expect.poll(() => wins.count(), SOON).toBe(shown)

    expect(failures).toEqual([])
    await context.close()
  }, 120_000)
})
