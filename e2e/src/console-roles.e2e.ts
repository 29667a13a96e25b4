import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { launchBrowser } from './browser.ts'
import { callApi, uniquePhone } from './customers.ts'

const baseUrl = inject('baseUrl')
const OWNER = { phone: '13800000000', password: 'e2e-owner-password' }
const SOON = { timeout: 15_000 }
const ROLES = [
  ['operator', '运营小周'],
  ['finance', '财务小钱'],
  ['support', '客服小苏'],
] as const

let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser?.close()
})

async function signIn(page: Page, phone: string, password: string) {
  await page.goto(`${baseUrl}/admin/login`)
  await page.getByPlaceholder('请输入手机号码').fill(phone)
  await page.getByPlaceholder('请输入密码').fill(password)
  await page.getByRole('button', { name: /登\s*录/ }).click()
  await page.waitForURL((url) => !url.pathname.endsWith('/login'), SOON)
}

/** Every page in the signed-in member's menu, each group opened: the pages their role may open. */
async function menuPages(page: Page): Promise<string[]> {
  const menu = page.locator('.ant-layout-sider .ant-menu-root')
  // The menu is drawn once the member's role is known.
  await menu.locator('.ant-menu-item').first().waitFor(SOON)
  const groups = menu.locator('.ant-menu-submenu')
  const count = await groups.count()
  for (let index = 0; index < count; index += 1) {
    const group = groups.nth(index)
    if (!((await group.getAttribute('class')) ?? '').includes('ant-menu-submenu-open')) {
      await group.locator('> .ant-menu-submenu-title').click()
    }
  }
  await expect.poll(() => menu.locator('.ant-menu-submenu-open').count(), SOON).toBe(count)
  const ids = await menu
    .locator('.ant-menu-item')
    .evaluateAll((items) => items.map((item) => item.getAttribute('data-menu-id') ?? ''))
  return ids.map((id) => id.slice(id.indexOf('-/') + 1)).filter((path) => path.startsWith('/'))
}

/**
 * Opens the console page at `path` as a member sees it, and answers what went wrong there: a call the
 * server refused or failed, a script error, or an error shown to the member.
 */
async function problemsOn(page: Page, path: string): Promise<string[]> {
  const problems: string[] = []
  const onResponse = (response: { url(): string; status(): number }) => {
    if (response.url().includes('/boot/') && response.status() >= 400) {
      problems.push(`${response.status()} ${new URL(response.url()).pathname}`)
    }
  }
  const onError = (error: Error) => problems.push(`script error: ${error.message}`)
  page.on('response', onResponse)
  page.on('pageerror', onError)
  await page.goto(`${baseUrl}/admin${path}`)
  await page.waitForLoadState('networkidle')
  const shown = await page
    .locator('.ant-message-error, .ant-notification-notice-error, .ant-alert-error, .ant-result-error')
    .allTextContents()
  problems.push(...shown.map((text) => `shown: ${text}`))
  page.off('response', onResponse)
  page.off('pageerror', onError)
  return problems.map((problem) => `${path}: ${problem}`)
}

describe('the console, page by page and role by role', () => {
  it('every page each role may open loads without a refused call, a script error or an error message', {
    timeout: 300_000,
  }, async () => {
    const { token: owner } = await callApi<{ token: string }>(baseUrl, '/admin/auth/login', { body: OWNER })
    const staff = [{ role: 'owner', phone: OWNER.phone, password: OWNER.password }]
    for (const [role, name] of ROLES) {
      const phone = uniquePhone('135')
      const { password } = await callApi<{ password: string }>(baseUrl, '/admin/staff', {
        token: owner,
        body: { phone, name, role },
      })
      staff.push({ role, phone, password })
    }
    // A record of each kind whose page every reader opens from a list.
    const first = async (path: string, key: string) => {
      const { list } = await callApi<{ list: Record<string, number>[] }>(baseUrl, `${path}?pageSize=1`, {
        token: owner,
      })
      return list[0]?.[key]
    }
    const details = [
      (await first('/admin/orders', 'id')) && `/orders/${await first('/admin/orders', 'id')}`,
      (await first('/admin/users', 'id')) && `/users/${await first('/admin/users', 'id')}`,
      (await first('/admin/workers', 'userId')) && `/workers/${await first('/admin/workers', 'userId')}`,
      (await first('/admin/arbitrations', 'id')) &&
        `/arbitrations/${await first('/admin/arbitrations', 'id')}`,
    ].filter((path): path is string => typeof path === 'string')

    const opened: Record<string, string[]> = {}
    const problems: string[] = []
    for (const member of staff) {
      const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' })
      const page = await context.newPage()
      await signIn(page, member.phone, member.password)
      const pages = await menuPages(page)
      opened[member.role] = pages
      for (const path of [...pages, ...details]) {
        problems.push(...(await problemsOn(page, path)).map((problem) => `${member.role} ${problem}`))
      }
      await context.close()
    }

    expect(problems).toEqual([])
    // Each role saw its own pages: the owner all of them, the others the ones their work needs.
    expect(opened.owner).toEqual(
      expect.arrayContaining([
        '/',
        '/orders',
        '/refunds',
        '/arbitrations',
        '/withdrawals',
        '/staff',
        '/audit-log',
      ]),
    )
    expect(opened.finance).toEqual(
      expect.arrayContaining(['/', '/orders', '/refunds', '/arbitrations', '/withdrawals']),
    )
    expect(opened.support).toEqual(
      expect.arrayContaining(['/', '/orders', '/refunds', '/arbitrations', '/users']),
    )
    expect(opened.operator).toEqual(
      expect.arrayContaining(['/', '/games', '/products', '/orders', '/arbitrations', '/applications']),
    )
    for (const role of ['operator', 'finance', 'support']) expect(opened[role]).not.toContain('/staff')
  })
})
