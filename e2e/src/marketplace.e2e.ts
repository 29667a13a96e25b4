import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { launchBrowser, wechatPhone } from './browser.ts'
import { callApi, signInThroughWechat } from './customers.ts'

const baseUrl = inject('baseUrl')
const OWNER = { phone: '13800000000', password: 'e2e-owner-password' }
const SOON = { timeout: 15_000 }
/** A new order reaches a first-level worker's hall after their level's 10-second delay. */
const HALL_DELAY = { timeout: 40_000, interval: 2_000 }
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
)

interface Product {
  id: number
  title: string
  status: string
  preferentialPrice: number
}
interface HallOrder {
  id: number
  orderNum: string
  outTradeNo: string
  workerAmount: number
}

let browser: Browser
const contexts: BrowserContext[] = []

beforeAll(async () => {
  browser = await launchBrowser()
})

afterAll(async () => {
  for (const context of contexts) await context.close()
  await browser?.close()
})

const visible = (page: Page, text: string) => () => page.getByText(text).first().isVisible()
const at = (page: Page, pathname: string) => () => new URL(page.url()).pathname === pathname

async function phone(name: string, prefix: string) {
  const context = await wechatPhone(browser)
  contexts.push(context)
  const page = await context.newPage()
  const failures: string[] = []
  page.on('pageerror', (error) => failures.push(error.message))
  const account = await signInThroughWechat(page, baseUrl, name, prefix)
  return { page, failures, ...account }
}

/** Pays a create-payment-order through the simulator's cashier, as WeChat's sheet would. */
async function payByApi(token: string, orderType: number, total: string) {
  const order = await callApi<{ package: string }>(baseUrl, '/v1/dEsports/wxPay/createPayOrder', {
    body: { orderType, total },
    token,
  })
  const response = await fetch(`${baseUrl}/__wechat/pay/cashier`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ prepay_id: order.package.replace('prepay_id=', ''), action: 'pay' }),
  })
  expect(response.ok).toBe(true)
}

async function ownerToken() {
  return (await callApi<{ token: string }>(baseUrl, '/admin/auth/login', { body: OWNER })).token
}

describe('the whole marketplace', () => {
  it('a paid order is accepted from the hall, delivered, confirmed, rated, settled and withdrawn', async () => {
    // A worker, ready to take orders (their onboarding has its own journey).
    const worker = await phone('e2e接单', '134')
    await callApi(baseUrl, '/dEsports/bizRegistrationApplication/save', {
      token: worker.token,
      body: { name: '接单员', sex: '0', districtServer: '0', briefIntroduction: '全能打手', imgsUrl: '' },
    })
    const owner = await ownerToken()
    const [application] = (
      await callApi<{ list: { id: number; userPhone: string }[] }>(
        baseUrl,
        '/admin/worker-applications?status=pending&pageSize=100',
        {
          token: owner,
        },
      )
    ).list.filter((row) => row.userPhone === worker.phone)
    await callApi(baseUrl, `/admin/worker-applications/${application!.id}/approve`, {
      token: owner,
      body: {},
    })
    await payByApi(worker.token, 2, '100')
    await payByApi(worker.token, 1, '200')
    await expect
      .poll(
        () => callApi<number>(baseUrl, '/v1/dEsports/worker/checkWorkerStatus', { token: worker.token }),
        SOON,
      )
      .toBe(0)

    // A customer pays an order in the cashier.
    const customer = await phone('e2e老板', '133')
    const products = await callApi<Product[]>(baseUrl, '/v1/dEsports/public/productList')
    const product = products.find(
      (candidate) => candidate.status === '0' && !candidate.title.includes('转盘'),
    )!
    await customer.page.goto(`${baseUrl}/order-pay?productId=${product.id}`)
    await expect.poll(visible(customer.page, product.title), SOON).toBe(true)
    await customer.page.getByLabel('游戏ID').fill('e2e-hall-01')
    await customer.page.getByLabel('手机号').fill(customer.phone)
    await customer.page.getByText('QQ区', { exact: true }).click()
    await customer.page.getByText('我已年满18周岁', { exact: false }).click()
    await customer.page.getByRole('button', { name: '立即支付' }).click()
    const pay = customer.page.frameLocator('iframe').getByRole('button', { name: '确认支付' })
    await expect.poll(() => pay.isVisible(), SOON).toBe(true)
    await pay.click()
    await expect.poll(at(customer.page, '/order-list'), SOON).toBe(true)
    const [paid] = await callApi<{ orderNum: string; outTradeNo: string }[]>(
      baseUrl,
      '/v1/dEsports/wxOrder/myOrderList?status=1',
      {
        token: customer.token,
      },
    )

    // The worker finds it in the hall (after their level's delay) and accepts it.
    const hall = worker.page
    await hall.goto(`${baseUrl}/reception-hall`)
    await expect
      .poll(async () => {
        const orders = await callApi<{ list: HallOrder[] }>(
          baseUrl,
          '/v1/dEsports/wxOrder/receivingOrderList?pageSize=50',
          { token: worker.token },
        )
        return orders.list.some((order) => order.outTradeNo === paid!.outTradeNo)
      }, HALL_DELAY)
      .toBe(true)
    await hall.goto(`${baseUrl}/worker-receiving-order-details?outTradeNo=${paid!.outTradeNo}`)
    await expect.poll(visible(hall, product.title), SOON).toBe(true)
    await hall.getByRole('button', { name: '接单' }).click()
    await hall.getByRole('button', { name: '确定接单' }).click()
    await expect.poll(visible(hall, '接单成功'), SOON).toBe(true)
    await expect.poll(at(hall, '/worker-order-details'), SOON).toBe(true)

    // Proof, then completion.
    await hall
      .locator('input[type="file"]')
      .setInputFiles({ name: 'done.png', mimeType: 'image/png', buffer: PNG })
    await expect.poll(visible(hall, '凭证已上传'), SOON).toBe(true)
    const complete = hall.getByRole('button', { name: '完成订单' })
    await expect.poll(() => complete.isEnabled(), SOON).toBe(true)
    await complete.click()
    await hall.getByRole('button', { name: '确认完成' }).click()
    await expect.poll(visible(hall, '订单已完成，等待审核'), SOON).toBe(true)

    // The customer confirms and rates.
    await customer.page.goto(`${baseUrl}/order-list?status=1`)
    const mine = customer.page.getByRole('article', { name: `订单 ${paid!.orderNum}` })
    await expect.poll(() => mine.getByRole('button', { name: '确认完成' }).isVisible(), SOON).toBe(true)
    await mine.getByRole('button', { name: '确认完成' }).click()
    await customer.page.locator('.adm-dialog').getByRole('button', { name: '确认完成' }).click()
    await expect.poll(visible(customer.page, '已确认完成'), SOON).toBe(true)
    await expect.poll(() => mine.getByRole('button', { name: '评价' }).isVisible(), SOON).toBe(true)
    await mine.getByRole('button', { name: '评价' }).click()
    // The popup slides up first; the stars take a tap once it has settled.
    await expect.poll(visible(customer.page, '评价本次服务'), SOON).toBe(true)
    await customer.page.waitForTimeout(500)
    await customer.page.locator('.adm-rate-star').nth(3).tap()
    await expect
      .poll(() => customer.page.locator('.adm-rate-star-active').count(), SOON)
      .toBeGreaterThanOrEqual(4)
    await customer.page.getByRole('textbox').last().fill('打得很好，很快就上分了')
    await customer.page.getByRole('button', { name: '提交评价' }).click()
    await expect.poll(visible(customer.page, '评价成功，感谢您的反馈'), SOON).toBe(true)

    // The fee is on the worker's balance; they withdraw it.
    const fee = Math.floor((product.preferentialPrice * 80) / 100)
    const feeText = (fee / 100).toFixed(2)
    await hall.goto(`${baseUrl}/balance-management`)
    await expect.poll(visible(hall, feeText), SOON).toBe(true)
    await callApi(baseUrl, '/v1/dEsports/worker/saveWithdrawalInformation', {
      token: worker.token,
      body: await withdrawalInfo(worker.token),
    })
    await hall.goto(`${baseUrl}/withdraw`)
    await hall.getByPlaceholder('请输入提现金额').fill(feeText)
    await hall.getByRole('button', { name: '确认提现' }).click()
    await hall.locator('.adm-dialog').getByRole('button', { name: '确认提现' }).click()
    await expect.poll(visible(hall, '提现申请已提交'), SOON).toBe(true)

    // Finance pays it in the console; the worker's record shows it paid.
    const console = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' })
    contexts.push(console)
    const desk = await console.newPage()
    await desk.goto(`${baseUrl}/admin/login`)
    await desk.getByPlaceholder('请输入手机号码').fill(OWNER.phone)
    await desk.getByPlaceholder('请输入密码').fill(OWNER.password)
    await desk.getByRole('button', { name: /登\s*录/ }).click()
    await desk.waitForURL((url) => !url.pathname.endsWith('/login'), SOON)
    await desk.goto(`${baseUrl}/admin/withdrawals`)
    const row = desk.getByRole('row').filter({ hasText: worker.phone })
    await expect.poll(() => row.isVisible(), SOON).toBe(true)
    // The manual path (an Alipay outage); the API payout is console.e2e.ts's journey.
    await row.getByRole('button', { name: '手动打款（故障时）' }).click()
    await desk.getByPlaceholder('请输入支付宝转账单号').fill('2026112200001')
    await desk.getByRole('button', { name: '确认已手动打款' }).click()
    await expect
      .poll(async () => {
        const records = await callApi<{ list: { type: number; status: number | null }[] }>(
          baseUrl,
          '/v1/dEsports/worker/availableBalanceServiceList?type=1',
          { token: worker.token },
        )
        return records.list[0]?.status
      }, SOON)
      .toBe(1)
    await hall.goto(`${baseUrl}/balance-management?type=1`)
    await expect.poll(visible(hall, '已到账'), SOON).toBe(true)

    // After the daily job the worker is on the rankings.
    await callApi(baseUrl, '/admin/rankings/recompute', { token: owner, body: {} })
    await hall.goto(`${baseUrl}/worker-ranking?type=1`)
    await expect.poll(visible(hall, '第'), SOON).toBe(true)
    const ranking = await callApi<{ my: { sort: number; count: number } }>(
      baseUrl,
      '/v1/dEsports/worker/workerRanking?type=1',
      {
        token: worker.token,
      },
    )
    expect(ranking.my.sort).toBeGreaterThan(0)
    expect(ranking.my.count).toBe(fee)

    expect([...worker.failures, ...customer.failures]).toEqual([])
  })
})

/** Alipay details with a payment code the worker uploaded. */
async function withdrawalInfo(token: string) {
  const form = new FormData()
  form.append('file', new Blob([PNG], { type: 'image/png' }), 'code.png')
  const response = await fetch(`${baseUrl}/boot/system/fileInfo/upload`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    body: form,
  })
  const { data } = (await response.json()) as { data: string }
  return { zfbName: '接单员', zfbPhone: '13912345678', zfbPaymentCode: data }
}
