import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { launchBrowser } from './browser.ts'
import { callApi, uniquePhone } from './customers.ts'
import { applicant, paidOrder, readyWorker } from './workers.ts'

const baseUrl = inject('baseUrl')
const OWNER = { phone: '13800000000', password: 'e2e-owner-password' }
const SOON = { timeout: 15_000 }

let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser?.close()
})

async function signIn(phone: string, password: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' })
  const page = await context.newPage()
  await page.goto(`${baseUrl}/admin/login`)
  await page.getByPlaceholder('请输入手机号码').fill(phone)
  await page.getByPlaceholder('请输入密码').fill(password)
  await page.getByRole('button', { name: /登\s*录/ }).click()
  await page.waitForURL((url) => !url.pathname.endsWith('/login'), SOON)
  return page
}

async function staffMember(owner: string, role: 'operator' | 'support', name: string) {
  const phone = uniquePhone('135')
  const { password } = await callApi<{ password: string }>(baseUrl, '/admin/staff', {
    token: owner,
    body: { phone, name, role },
  })
  return signIn(phone, password)
}

describe('the console’s daily queues', () => {
  it('an operator approves two applications at once and dispatches a waiting order with a reason; support notes it; the timeline names each', async () => {
    const { token: owner } = await callApi<{ token: string }>(baseUrl, '/admin/auth/login', { body: OWNER })
    // Every waiting order in the dispatch queue at once, so the journey does not wait for the usual 30 minutes.
    const settings = await callApi<Record<string, unknown>>(baseUrl, '/admin/queue-settings', {
      token: owner,
    })
    const saved = await fetch(`${baseUrl}/boot/admin/queue-settings`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${owner}` },
      body: JSON.stringify({ ...settings, unclaimedAfterMinutes: 0 }),
    })
    expect(((await saved.json()) as { code: number }).code).toBe(0)

    const applicants = [await applicant(baseUrl, '批量甲'), await applicant(baseUrl, '批量乙')]
    const worker = await readyWorker(baseUrl, owner, '派单打手')
    const { order } = await paidOrder(baseUrl, owner)

    const operator = await staffMember(owner, 'operator', '运营小周')

    // 入驻审核: both chosen, approved in one go, each decided on its own.
    await operator.goto(`${baseUrl}/admin/applications`)
    for (const { phone } of applicants) {
      const row = operator.getByRole('row').filter({ hasText: phone })
      await expect.poll(() => row.isVisible(), SOON).toBe(true)
      await row.locator('.ant-checkbox-input').check()
    }
    await operator.getByRole('button', { name: /批量通过/ }).click()
    const confirm = operator.locator('.ant-modal-confirm')
    await confirm.getByRole('button', { name: /批量通过/ }).click()
    // The outcome's title, read as text: were one of them refused, the failure says which and why.
    const outcome = operator.locator('.ant-modal-confirm')
    await expect
      .poll(async () => ((await outcome.count()) > 0 ? await outcome.last().innerText() : ''), SOON)
      .toContain('成功 2 项')
    await operator.getByRole('button', { name: '知道了' }).click()
    const approved = await callApi<{ list: { userPhone: string; reviewerName: string }[] }>(
      baseUrl,
      '/admin/worker-applications?status=approved&pageSize=100',
      { token: owner },
    )
    for (const { phone } of applicants) {
      expect(approved.list.find((row) => row.userPhone === phone)?.reviewerName).toBe('运营小周')
    }

    // 待派单: the order is there; dispatched to the worker with a reason from the templates.
    await operator.goto(`${baseUrl}/admin/unclaimed-orders`)
    const row = operator.getByRole('row').filter({ hasText: order.orderNum })
    await expect.poll(() => row.isVisible(), SOON).toBe(true)
    await row.getByRole('button', { name: '派单' }).click()
    const dialog = operator.locator('.ant-modal').filter({ hasText: '派单后订单直接进入服务中' })
    await dialog.locator('.ant-select').first().click()
    await dialog.locator('.ant-select input').first().fill(worker.phone)
    const option = operator.locator('.ant-select-item-option').filter({ hasText: worker.phone })
    await expect.poll(() => option.isVisible(), SOON).toBe(true)
    await option.click()
    await dialog.getByText('订单长时间无人接单', { exact: true }).click()
    await dialog.getByRole('button', { name: /确认派单/ }).click()
    await expect.poll(() => operator.getByText('已改派').first().isVisible(), SOON).toBe(true)
    await expect.poll(() => row.count(), SOON).toBe(0)

    // Support opens the order and notes the call made; the timeline names both staff members.
    const support = await staffMember(owner, 'support', '客服小苏')
    await support.goto(`${baseUrl}/admin/orders/${order.id}`)
    const note = support.getByLabel('订单备注')
    await expect.poll(() => note.isVisible(), SOON).toBe(true)
    await note.fill('已电话告知客户订单已派给打手')
    await support.getByRole('button', { name: '添加备注' }).click()
    await expect.poll(() => support.getByText('备注已添加').isVisible(), SOON).toBe(true)
    const timeline = support.locator('.ant-timeline')
    await expect.poll(() => timeline.getByText('已电话告知客户订单已派给打手').isVisible(), SOON).toBe(true)
    expect(await timeline.innerText()).toMatch(/改派打手[\s\S]*运营小周[\s\S]*订单长时间无人接单/)
    expect(await timeline.innerText()).toContain('客服小苏')
  })
})
