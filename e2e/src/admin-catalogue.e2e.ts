import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { launchBrowser, wechatPhone } from './browser.ts'
import { registerCustomer, withSession } from './customers.ts'

interface Envelope<T> {
  code: number
  msg: string
  data: T
}

const baseUrl = inject('baseUrl')
const OWNER = { phone: '13800000000', password: 'e2e-owner-password' }
/** How long a page may take to show what the journey waits for. */
const SOON = { timeout: 10_000 }
let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser?.close()
})

async function call<T>(path: string, init: RequestInit = {}, token?: string): Promise<T> {
  const response = await fetch(`${baseUrl}/boot${path}`, {
    ...init,
    headers: {
      ...(init.body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
  })
  const body = (await response.json()) as Envelope<T>
  expect(body.code, body.msg).toBe(0)
  return body.data
}

/**
 * A signed-in customer's phone in WeChat on the product's page (a stored session skips WeChat's silent
 * authorization); the home notice is closed if it greets them.
 */
async function openProductOnPhone(productId: number) {
  const context = await wechatPhone(browser)
  await withSession(context, (await registerCustomer(baseUrl)).token)
  const page = await context.newPage()
  const dialogs: string[] = []
  const failures: string[] = []
  // A native alert/confirm/prompt would mean injected script ran.
  page.on('dialog', async (dialog) => {
    dialogs.push(dialog.message())
    await dialog.dismiss()
  })
  page.on('pageerror', (error) => failures.push(error.message))
  await page.goto(`${baseUrl}/product-detail?productId=${productId}`)
  const noticeOk = page.getByRole('button', { name: '我知道了' })
  if (await noticeOk.isVisible().catch(() => false)) await noticeOk.click()
  return { context, page, dialogs, failures }
}

/** A product as the editor answers it, less what the server computes: a body to send back. */
function editable(product: Record<string, unknown>) {
  const { id, gameName, salesCount, salesVolume, updatedAt, ...fields } = product
  void [id, gameName, salesCount, salesVolume, updatedAt]
  return fields
}

async function pageText(page: Page) {
  return page.locator('body').innerText()
}

describe('staff edit a product in the console and customers see it at once', () => {
  it('title and price saved in the editor show on the phone; a hostile description stays inert', async () => {
    const products = await call<{ id: number; title: string; status: string }[]>(
      '/v1/dEsports/public/productList',
    )
    // The last product on sale: the other journeys use the first.
    const product = products.filter((candidate) => candidate.status === '0').at(-1)!
    const newTitle = `周末特惠 ${Date.now().toString(36)}`
    const { token } = await call<{ token: string }>('/admin/auth/login', {
      method: 'POST',
      body: JSON.stringify(OWNER),
    })
    const original = editable(await call<Record<string, unknown>>(`/admin/products/${product.id}`, {}, token))

    // The admin, on a desktop, signs in and opens the product editor.
    const admin = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' })
    const editor = await admin.newPage()
    const consoleErrors: string[] = []
    editor.on('pageerror', (error) => consoleErrors.push(error.message))
    await editor.goto(`${baseUrl}/admin/login`)
    await editor.getByPlaceholder('请输入手机号码').fill(OWNER.phone)
    await editor.getByPlaceholder('请输入密码').fill(OWNER.password)
    await editor.getByRole('button', { name: /登\s*录/ }).click()
    await editor.waitForURL((url) => !url.pathname.endsWith('/login'), SOON)

    await editor.goto(`${baseUrl}/admin/products`)
    const row = editor.getByRole('row').filter({ hasText: product.title })
    await expect.poll(() => row.isVisible(), SOON).toBe(true)
    await row.getByRole('link', { name: /编辑/ }).click()
    await editor.waitForURL((url) => url.pathname === `/admin/products/${product.id}`, SOON)

    const title = editor.getByLabel('商品标题')
    await expect.poll(() => title.inputValue(), SOON).toBe(product.title)
    await title.fill(newTitle)
    const price = editor.getByLabel('优惠价（元）')
    await price.fill('1.2.3')
    await editor.getByRole('button', { name: '保存商品' }).click()
    await expect.poll(() => editor.getByText('优惠价格式不正确，最多两位小数').isVisible(), SOON).toBe(true)
    await price.fill('66.6')
    await editor.getByLabel('原价（元）').fill('88')

    // Typed into the rich-text editor, markup is only text.
    const description = editor.getByRole('textbox', { name: '商品详情' })
    await description.click()
    await editor.keyboard.press('Control+End')
    await editor.keyboard.type('<img src=x onerror=alert(1)>')

    await editor.getByRole('button', { name: '保存商品' }).click()
    await expect.poll(() => editor.getByText('商品已保存').isVisible(), SOON).toBe(true)
    await editor.waitForURL((url) => url.pathname === '/admin/products', SOON)
    const savedRow = editor.getByRole('row').filter({ hasText: newTitle })
    await expect.poll(() => savedRow.isVisible(), SOON).toBe(true)
    expect(await savedRow.innerText()).toContain('¥66.60')
    expect(consoleErrors).toEqual([])

    // The customer sees the new title and price at once.
    const phone = await openProductOnPhone(product.id)
    await expect.poll(() => phone.page.getByText(newTitle).first().isVisible(), SOON).toBe(true)
    const shown = await pageText(phone.page)
    expect(shown).toContain('¥66.60')
    expect(shown).toContain('¥88.00')
    // The description is cleaned and shown once the page has loaded (decision 031).
    await expect.poll(() => pageText(phone.page), SOON).toContain('<img src=x onerror=alert(1)>')

    // Markup that reaches the server some other way is cleaned when saved and again when shown.
    const fields = editable(await call<Record<string, unknown>>(`/admin/products/${product.id}`, {}, token))
    await call(
      `/admin/products/${product.id}`,
      {
        method: 'PUT',
        body: JSON.stringify({
          ...fields,
          description:
            '<p>安全说明</p><img src=x onerror="window.__xss=1;alert(1)"><script>window.__xss=2;alert(2)</script><a href="javascript:alert(3)">点我</a>',
        }),
      },
      token,
    )
    await phone.page.reload()
    await expect.poll(() => phone.page.getByText('安全说明').isVisible(), SOON).toBe(true)
    await phone.page.getByText('点我').click()
    await phone.page.waitForTimeout(500)
    expect(await phone.page.locator('img[onerror]').count()).toBe(0)
    // No script the browser would run carries it. The page's first-screen data block holds the
    // description as the API answers it: JSON, never run, its `<` escaped (decision 031).
    expect(
      await phone.page.evaluate(() =>
        Array.from(document.scripts).some(
          (script) =>
            ['', 'module', 'text/javascript', 'application/javascript'].includes(script.type) &&
            script.text.includes('__xss'),
        ),
      ),
    ).toBe(false)
    expect(
      await phone.page.evaluate(() =>
        Array.from(document.querySelectorAll('script[type="application/json"]')).every(
          (block) => !block.textContent?.includes('<'),
        ),
      ),
    ).toBe(true)
    expect(await phone.page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined()
    expect(phone.dialogs).toEqual([])
    expect(phone.failures).toEqual([])

    await phone.context.close()
    await admin.close()
    // Put the product back as it was for the journeys that follow.
    await call(`/admin/products/${product.id}`, { method: 'PUT', body: JSON.stringify(original) }, token)
  })
})
