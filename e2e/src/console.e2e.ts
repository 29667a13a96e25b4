import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { launchBrowser, plainPhone } from './browser.ts'
import { callApi, payPrepay, uniquePhone, wechatCustomerByApi, withSession } from './customers.ts'
import { readyWorker } from './workers.ts'

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

async function upload(token: string) {
  const form = new FormData()
  form.append('file', new Blob([PNG], { type: 'image/png' }), 'proof.png')
  const response = await fetch(`${baseUrl}/boot/system/fileInfo/upload`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    body: form,
  })
  return ((await response.json()) as { data: string }).data
}

/**
 * A worker who earned an order's fee and asked to withdraw it in two requests: what finance will pay,
 * and a smaller one to an Alipay name the simulated Alipay refuses (测试姓名不符).
 */
async function workerWithPendingWithdrawal(owner: string) {
  const worker = await readyWorker(baseUrl, owner, '提现打手')

  const customer = await wechatCustomerByApi(baseUrl, '130')
  const products = await callApi<{ id: number; title: string; status: string; preferentialPrice: number }[]>(
    baseUrl,
    '/v1/dEsports/public/productList',
  )
  const product = products.find((candidate) => candidate.status === '0' && !candidate.title.includes('转盘'))!
  const paid = await callApi<{ package: string; outTradeNo: string }>(
    baseUrl,
    '/v1/dEsports/wxOrder/payOrder',
    {
      token: customer.token,
      body: {
        productId: product.id,
        gameId: 'console-e2e',
        phone: customer.phone,
        gameRegion: '1',
        orderQuantity: 1,
        totalAmount: product.preferentialPrice,
      },
    },
  )
  await payPrepay(baseUrl, paid.package)
  // The order reaches a first-level worker's hall after 10 seconds.
  let orderId = 0
  await expect
    .poll(
      async () => {
        const hall = await callApi<{ list: { id: number; outTradeNo: string }[] }>(
          baseUrl,
          '/v1/dEsports/wxOrder/receivingOrderList?pageSize=50',
          { token: worker.token },
        )
        orderId = hall.list.find((order) => order.outTradeNo === paid.outTradeNo)?.id ?? 0
        return orderId
      },
      { timeout: 40_000, interval: 2_000 },
    )
    .toBeGreaterThan(0)
  await callApi(baseUrl, `/v1/dEsports/wxOrder/acceptOrder?orderId=${orderId}`, { token: worker.token })
  await callApi(baseUrl, '/v1/dEsports/wxOrder/updateOrderAttachment', {
    token: worker.token,
    body: { orderId, attachment: await upload(worker.token) },
  })
  await callApi(baseUrl, `/v1/dEsports/wxOrder/workerCompleteOrder?orderId=${orderId}`, {
    token: worker.token,
  })
  await callApi(baseUrl, '/v1/dEsports/wxOrder/confirmComplete', { token: customer.token, body: { orderId } })
  const fee = Math.floor((product.preferentialPrice * 80) / 100)
  const refused = Math.min(100, Math.floor(fee / 2))
  for (const [zfbName, amount] of [
    ['提现打手', fee - refused],
    ['测试姓名不符', refused],
  ] as const) {
    await callApi(baseUrl, '/v1/dEsports/worker/saveWithdrawalInformation', {
      token: worker.token,
      body: { zfbName, zfbPhone: '13912345678', zfbPaymentCode: await upload(worker.token) },
    })
    await callApi(baseUrl, `/v1/dEsports/worker/withdrawalApply?amount=${amount}`, { token: worker.token })
  }
  return { ...worker, fee, paid: fee - refused, refused }
}

async function signIn(page: Page, phone: string, password: string) {
  await page.goto(`${baseUrl}/admin/login`)
  await page.getByPlaceholder('请输入手机号码').fill(phone)
  await page.getByPlaceholder('请输入密码').fill(password)
  await page.getByRole('button', { name: /登\s*录/ }).click()
  await page.waitForURL((url) => !url.pathname.endsWith('/login'), SOON)
}

describe('the console, run by its staff', () => {
  // Two payouts and two browsers on top of an order's journey: it may take longer than the default minute.
  it('the owner makes a finance account; finance sees the withdrawal queue, not staff, pays one by Alipay’s API and sees one refused; the worker reads 已到账 and the reason; the audit log shows it', async () => {
    const { token: owner } = await callApi<{ token: string }>(baseUrl, '/admin/auth/login', { body: OWNER })
    const worker = await workerWithPendingWithdrawal(owner)

    // The owner creates the finance account; its password is shown once.
    const ownerContext = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' })
    const desk = await ownerContext.newPage()
    await signIn(desk, OWNER.phone, OWNER.password)
    await desk.goto(`${baseUrl}/admin/staff`)
    await desk.getByRole('button', { name: /新增员工/ }).click()
    const financePhone = uniquePhone('137')
    await desk.getByPlaceholder('请输入 11 位手机号码').fill(financePhone)
    await desk.getByPlaceholder('员工的真实姓名，会显示在操作日志中').fill('财务小周')
    await desk.getByLabel('角色').click()
    await desk.locator('.ant-select-item-option').filter({ hasText: '财务' }).first().click()
    await desk.getByRole('button', { name: '创建账号' }).click()
    const revealed = desk.getByTestId('revealed-password')
    await expect.poll(() => revealed.isVisible(), SOON).toBe(true)
    const password = (await revealed.innerText()).trim()
    expect(password.length).toBeGreaterThanOrEqual(8)
    await desk.getByRole('button', { name: '我已保存密码' }).click()

    // Finance signs in: the withdrawal queue is there, staff management is not.
    const financeContext = await browser.newContext({
      viewport: { width: 1440, height: 900 },
      locale: 'zh-CN',
    })
    const finance = await financeContext.newPage()
    await signIn(finance, financePhone, password)
    const menu = finance.locator('.ant-layout-sider')
    await expect.poll(() => menu.getByText('资金', { exact: true }).isVisible(), SOON).toBe(true)
    await menu.getByText('资金', { exact: true }).click()
    await expect.poll(() => menu.getByText('提现审核').isVisible(), SOON).toBe(true)
    expect(await menu.getByText('员工与权限').count()).toBe(0)
    expect(await menu.getByText('操作日志').count()).toBe(0)
    await finance.goto(`${baseUrl}/admin/staff`)
    await expect.poll(() => finance.getByText('没有权限访问此页面').isVisible(), SOON).toBe(true)

    // Finance approves by Alipay's API: the dialog shows the payee's name beside the application's.
    await finance.goto(`${baseUrl}/admin/withdrawals`)
    const mine = finance.getByRole('row').filter({ hasText: worker.phone })
    const row = mine.filter({ hasNotText: '测试姓名不符' })
    await expect.poll(() => row.isVisible(), SOON).toBe(true)
    await row.getByRole('button', { name: '支付宝打款' }).click()
    const dialog = finance.locator('.ant-modal').filter({ hasText: '支付宝打款' })
    await expect.poll(() => dialog.getByText('支付宝姓名与入驻实名一致').isVisible(), SOON).toBe(true)
    await dialog.getByRole('button', { name: /确认打款/ }).click()
    await expect.poll(() => finance.getByText('支付宝转账成功，已到账').isVisible(), SOON).toBe(true)

    // The worker's app reads 已到账, with no reference typed by anyone.
    const phone = await plainPhone(browser)
    await withSession(phone, worker.token)
    const app = await phone.newPage()
    await app.goto(`${baseUrl}/balance-management?type=1`)
    const records = app.locator('li').filter({ hasText: '提现' })
    await expect.poll(() => records.filter({ hasText: '已到账' }).count(), SOON).toBe(1)

    // The one to a name that is not the worker's: the dialog warns, finance pays anyway, Alipay refuses.
    await finance.getByRole('tab', { name: /全部/ }).click()
    const wrong = mine.filter({ hasText: '测试姓名不符' })
    await expect.poll(() => wrong.getByText('与实名不符').isVisible(), SOON).toBe(true)
    await wrong.getByRole('button', { name: '支付宝打款' }).click()
    await expect.poll(() => dialog.getByText('姓名不一致，款项可能打给他人').isVisible(), SOON).toBe(true)
    const pay = dialog.getByRole('button', { name: /确认打款/ })
    expect(await pay.isDisabled()).toBe(true)
    await dialog.getByText('我已与打手核实，确认向该支付宝账户打款').click()
    await pay.click()
    await expect
      .poll(
        () =>
          finance
            .getByText(/支付宝转账失败：收款支付宝账号与姓名不匹配/)
            .first()
            .isVisible(),
        SOON,
      )
      .toBe(true)
    await expect.poll(() => wrong.getByText('转账失败').isVisible(), SOON).toBe(true)
    await expect
      .poll(() => wrong.getByText(/支付宝失败原因：收款支付宝账号与姓名不匹配/).isVisible(), SOON)
      .toBe(true)

    // The worker reads the failure with Alipay's reason, and the money is available again.
    await app.reload()
    const failed = records.filter({
      hasText: '支付宝转账失败（收款支付宝账号与姓名不匹配），金额已退回可用余额',
    })
    await expect.poll(() => failed.count(), SOON).toBe(1)
    expect(await failed.innerText()).toContain('失败')
    const balance = await callApi<{ availableBalance: number; frozenBalance: number }>(
      baseUrl,
      '/v1/dEsports/worker/getBalance',
      { token: worker.token },
    )
    expect(balance).toMatchObject({ availableBalance: worker.refused, frozenBalance: 0 })
    await phone.close()

    // The owner's audit log says who paid it.
    await desk.goto(`${baseUrl}/admin/audit-log`)
    const entry = desk.getByRole('row').filter({ hasText: '提现支付宝打款' }).filter({ hasText: '财务小周' })
    await expect.poll(() => entry.first().isVisible(), SOON).toBe(true)

    await financeContext.close()
    await ownerContext.close()
  }, 120_000)
})
