import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { launchBrowser, wechatPhone } from './browser.ts'
import { callApi, signInThroughWechat } from './customers.ts'

const baseUrl = inject('baseUrl')
const OWNER = { phone: '13800000000', password: 'e2e-owner-password' }
const SOON = { timeout: 15_000 }
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
)
let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser?.close()
})

const visible = (page: Page, text: string) => () => page.getByText(text).first().isVisible()
const at = (page: Page, pathname: string) => () => new URL(page.url()).pathname === pathname

/** Pays whatever the page just asked WeChat for, in the simulator's cashier. */
async function payInCashier(page: Page) {
  const pay = page.frameLocator('iframe').getByRole('button', { name: '确认支付' })
  await expect.poll(() => pay.isVisible(), SOON).toBe(true)
  await pay.click()
}

describe('a customer becomes a worker', () => {
  it('applies with images, is approved in the console, pays membership and deposit, and sets up withdrawals', async () => {
    const context = await wechatPhone(browser)
    const page = await context.newPage()
    const failures: string[] = []
    page.on('pageerror', (error) => failures.push(error.message))
    const { token } = await signInThroughWechat(page, baseUrl, 'e2e打手', '135')

    // The worker-center entry of /mine sends a customer who never applied to /apply.
    await page.goto(`${baseUrl}/mine`)
    await page.getByText('打手中心', { exact: false }).first().click()
    await expect.poll(at(page, '/apply'), SOON).toBe(true)

    await page.getByRole('button', { name: '提交申请' }).click()
    await expect.poll(visible(page, '请填写完整信息'), SOON).toBe(true)

    await page.getByPlaceholder('请输入姓名').fill('李申请')
    await page.getByLabel('性别').getByText('女').click()
    await page.getByLabel('服务区服').getByText('微信区').click()
    await page.getByPlaceholder('擅长的游戏、位置与段位，可接单的时间段等').fill('王者荣耀国服辅助，晚上有空')
    await page.locator('input[type="file"]').setInputFiles([
      { name: 'rank.png', mimeType: 'image/png', buffer: PNG },
      { name: 'record.png', mimeType: 'image/png', buffer: PNG },
    ])
    await page.getByRole('button', { name: '提交申请' }).click()
    await expect.poll(visible(page, '提交成功，请等待审核！'), SOON).toBe(true)
    await expect.poll(at(page, '/mine'), SOON).toBe(true)
    expect(await callApi<number>(baseUrl, '/v1/dEsports/worker/checkWorkerStatus', { token })).toBe(2)

    // Staff see the application with its two images and approve it.
    const admin = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' })
    const console = await admin.newPage()
    await console.goto(`${baseUrl}/admin/login`)
    await console.getByPlaceholder('请输入手机号码').fill(OWNER.phone)
    await console.getByPlaceholder('请输入密码').fill(OWNER.password)
    await console.getByRole('button', { name: /登\s*录/ }).click()
    await console.waitForURL((url) => !url.pathname.endsWith('/login'), SOON)
    await console.goto(`${baseUrl}/admin/applications`)
    const row = console.getByRole('row').filter({ hasText: '李申请' })
    await expect.poll(() => row.isVisible(), SOON).toBe(true)
    expect(await row.locator('img').count()).toBe(2)
    await row.getByRole('button', { name: /通\s*过/ }).click()
    await console
      .locator('.ant-popover')
      .getByRole('button', { name: /通\s*过/ })
      .click()
    await expect
      .poll(() => callApi<number>(baseUrl, '/v1/dEsports/worker/checkWorkerStatus', { token }), SOON)
      .toBe(4)
    await admin.close()

    // Membership due: the entry leads to /pay-membership; paying it in the cashier opens the deposit.
    await page.goto(`${baseUrl}/mine`)
    await page.getByText('打手中心', { exact: false }).first().click()
    await expect.poll(at(page, '/pay-membership'), SOON).toBe(true)
    await page.getByRole('button', { name: '立即开通' }).click()
    await page.getByRole('button', { name: '确认支付' }).click()
    await payInCashier(page)
    await expect
      .poll(() => callApi<number>(baseUrl, '/v1/dEsports/worker/checkWorkerStatus', { token }), SOON)
      .toBe(5)

    await page.goto(`${baseUrl}/recharge`)
    await page.getByPlaceholder(/单次最高/).fill('0')
    await page.getByRole('button', { name: '充值保证金' }).click()
    await expect.poll(visible(page, '请输入有效的保证金金额，最高20000元'), SOON).toBe(true)
    await page.getByText('500元', { exact: true }).click()
    await page.getByRole('button', { name: '充值保证金' }).click()
    await page.getByRole('button', { name: '确认支付' }).click()
    await payInCashier(page)
    await expect
      .poll(() => callApi<number>(baseUrl, '/v1/dEsports/worker/checkWorkerStatus', { token }), SOON)
      .toBe(0)

    // The worker center shows both.
    await page.goto(`${baseUrl}/mine`)
    await page.getByText('打手中心', { exact: false }).first().click()
    await expect.poll(at(page, '/dashou-center'), SOON).toBe(true)
    await expect.poll(visible(page, '500.00'), SOON).toBe(true)
    await expect.poll(visible(page, '会员到期'), SOON).toBe(true)

    // Withdrawal details with a payment code image.
    await page.goto(`${baseUrl}/withdraw-info-setting`)
    await page.locator('#zfb-name').fill('李申请')
    await page.locator('#zfb-phone').fill('13912345678')
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'code.png', mimeType: 'image/png', buffer: PNG })
    const save = page.getByRole('button', { name: '保存' })
    await expect.poll(() => save.isEnabled(), SOON).toBe(true)
    await save.click()
    await expect.poll(visible(page, '信息已保存'), SOON).toBe(true)
    const info = await callApi<{ zfbName: string; zfbPaymentCode: string }>(
      baseUrl,
      '/v1/dEsports/worker/getWithdrawalInformation',
      {
        token,
      },
    )
    expect(info).toMatchObject({ zfbName: '李申请' })
    expect(info.zfbPaymentCode).toMatch(/^\/boot\/files\//)

    expect(failures).toEqual([])
    await context.close()
  })
})
