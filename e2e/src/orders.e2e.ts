import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { launchBrowser, wechatPhone } from './browser.ts'
import { callApi, signInThroughWechat } from './customers.ts'

interface Product {
  id: number
  title: string
  status: string
  preferentialPrice: number
}

interface Order {
  id: number
  orderNum: string
  status: number
  refundStatus: number
}

const baseUrl = inject('baseUrl')
const OWNER = { phone: '13800000000', password: 'e2e-owner-password' }
/** How long a page may take to show what the journey waits for. */
const SOON = { timeout: 15_000 }
let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser?.close()
})

const visible = (page: Page, text: string) => () => page.getByText(text).first().isVisible()
const at = (page: Page, pathname: string) => () => new URL(page.url()).pathname === pathname

describe('a WeChat customer orders, pays and gets a refund', () => {
  it('pays in the cashier, applies for a refund, and sees it refunded after staff approve', async () => {
    const products = await callApi<Product[]>(baseUrl, '/v1/dEsports/public/productList')
    const product = products.find(
      (candidate) => candidate.status === '0' && !candidate.title.includes('转盘'),
    )!

    const context = await wechatPhone(browser)
    const page = await context.newPage()
    const failures: string[] = []
    page.on('pageerror', (error) => failures.push(error.message))
    const { phone, token } = await signInThroughWechat(page, baseUrl, 'e2e下单', '136')

    await page.goto(`${baseUrl}/product-detail?productId=${product.id}`)
    const buy = page.getByRole('button', { name: '立即购买' })
    await expect.poll(() => buy.isVisible(), SOON).toBe(true)
    const notice = page.getByRole('button', { name: '我知道了' })
    if (await notice.isVisible()) await notice.click()
    await buy.click()
    await expect.poll(at(page, '/order-pay'), SOON).toBe(true)
    await expect.poll(visible(page, product.title), SOON).toBe(true)

    // Paying before confirming the age is refused with the spec's message.
    await page.getByRole('button', { name: '立即支付' }).click()
    await expect.poll(visible(page, '请确认您已年满18周岁'), SOON).toBe(true)

    await page.getByLabel('游戏ID').fill('e2e-player-01')
    await page.getByLabel('手机号').fill(phone)
    await page.getByText('QQ区', { exact: true }).click()
    await page.getByText('我已年满18周岁', { exact: false }).click()
    await page.getByRole('button', { name: '立即支付' }).click()

    // The simulator's cashier stands in for WeChat's payment sheet.
    const pay = page.frameLocator('iframe').getByRole('button', { name: '确认支付' })
    await expect.poll(() => pay.isVisible(), SOON).toBe(true)
    await pay.click()

    await expect.poll(at(page, '/order-list'), SOON).toBe(true)
    expect(new URL(page.url()).searchParams.get('status')).toBe('1')
    const [order] = await callApi<Order[]>(baseUrl, '/v1/dEsports/wxOrder/myOrderList?status=1', { token })
    expect(order).toMatchObject({ status: 1 })
    const card = page.getByRole('article', { name: `订单 ${order!.orderNum}` })
    await expect.poll(() => card.getByText('待接单').isVisible(), SOON).toBe(true)

    await card.getByRole('button', { name: '申请退款' }).click()
    await page.getByLabel('退款理由').fill('临时有事，不需要了')
    await page.getByRole('button', { name: '提交申请' }).click()
    await expect.poll(visible(page, '退款申请提交成功'), SOON).toBe(true)
    await expect.poll(() => card.getByText('退款申请中：临时有事，不需要了').isVisible(), SOON).toBe(true)

    // Finance approves it in the console.
    const admin = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' })
    const console = await admin.newPage()
    await console.goto(`${baseUrl}/admin/login`)
    await console.getByPlaceholder('请输入手机号码').fill(OWNER.phone)
    await console.getByPlaceholder('请输入密码').fill(OWNER.password)
    await console.getByRole('button', { name: /登\s*录/ }).click()
    await console.waitForURL((url) => !url.pathname.endsWith('/login'), SOON)
    await console.getByRole('menuitem', { name: /退款审核/ }).click()
    const row = console.getByRole('row').filter({ hasText: order!.orderNum })
    await expect.poll(() => row.isVisible(), SOON).toBe(true)
    await row.getByRole('button', { name: /同意退款/ }).click()
    await console
      .locator('.ant-popover')
      .getByRole('button', { name: /同意退款/ })
      .click()
    await expect
      .poll(
        async () =>
          (await callApi<Order[]>(baseUrl, '/v1/dEsports/wxOrder/myOrderList?status=4', { token })).length,
        SOON,
      )
      .toBe(1)
    await admin.close()

    // Back on the phone: refunded, under the refunded tab, and the growth points are taken back.
    await page.reload()
    await page.getByRole('tab', { name: '已退款' }).click()
    await expect.poll(() => new URL(page.url()).searchParams.get('status'), SOON).toBe('4')
    await expect.poll(() => card.getByText('已退款').isVisible(), SOON).toBe(true)

    await page.goto(`${baseUrl}/mine`)
    await expect
      .poll(async () => /成长值\s*0(?!\d)/.test(await page.locator('body').innerText()), SOON)
      .toBe(true)

    expect(failures).toEqual([])
    await context.close()
  })
})
