import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { launchBrowser, plainPhone } from './browser.ts'

/**
 * Staff-written HTML (product descriptions, notices, the workers' announcement) is shown to everyone.
 * A corpus of script-injection attempts saved through the console must execute nothing where it is
 * rendered: in the shop, in the console's editor. The server cleans it on save, the apps clean it again
 * before rendering, and the pages' content policy refuses inline script.
 */
const baseUrl = inject('baseUrl')
const OWNER = { phone: '13800000000', password: 'e2e-owner-password' }
const SOON = { timeout: 15_000 }

const CORPUS = [
  '<img src=x onerror="window.__xss=(window.__xss||0)+1">',
  '<svg onload="window.__xss=(window.__xss||0)+1"><circle r="1"/></svg>',
  '<script>window.__xss=(window.__xss||0)+1</script>',
  '<a href="javascript:window.__xss=(window.__xss||0)+1" id="js-link">点我</a>',
  '<iframe src="javascript:window.parent.__xss=1"></iframe>',
  '<iframe srcdoc="<script>parent.__xss=1</script>"></iframe>',
  '<div style="background:url(javascript:window.__xss=1)">样式</div>',
  '<math><mi xlink:href="javascript:window.__xss=1">x</mi></math>',
  '<details open ontoggle="window.__xss=(window.__xss||0)+1"><summary>展开</summary></details>',
  '<body onload="window.__xss=1">',
  '"><img src=x onerror=window.__xss=1>',
  '<img src="x" onerror="&#119;indow.__xss=1">',
  '<object data="javascript:window.__xss=1"></object>',
  '<embed src="javascript:window.__xss=1">',
  '<form action="javascript:window.__xss=1"><button id="js-submit">提交</button></form>',
  '<noscript><p title="</noscript><img src=x onerror=window.__xss=1>">',
  '<style>@import "javascript:window.__xss=1";</style>',
  '<input autofocus onfocus="window.__xss=(window.__xss||0)+1">',
  '<video><source onerror="window.__xss=1"></video>',
  '<p>正常的文字 <b>加粗</b></p>',
].join('\n')

interface Envelope<T> {
  code: number
  msg: string
  data: T
}

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

let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser?.close()
})

/** Watches a page for anything the corpus could have run. */
function watch(page: Page) {
  const events: string[] = []
  page.on('dialog', (dialog) => {
    events.push(`dialog: ${dialog.message()}`)
    void dialog.dismiss()
  })
  page.on('pageerror', (error) => events.push(`error: ${error.message}`))
  return {
    events,
    ran: () => page.evaluate(() => (window as unknown as { __xss?: number }).__xss ?? 0),
  }
}

describe('hostile HTML from the console runs nowhere', () => {
  it('a product description and the workers’ announcement full of injection attempts stay inert', async () => {
    const { token } = await call<{ token: string }>('/admin/auth/login', {
      method: 'POST',
      body: JSON.stringify(OWNER),
    })
    const products = await call<{ id: number; title: string; status: string }[]>(
      '/v1/dEsports/public/productList',
    )
    // The sold-out product: no other journey buys it or reads its description.
    const product = products.find((candidate) => candidate.status !== '0')!
    const original = await call<Record<string, unknown>>(`/admin/products/${product.id}`, {}, token)
    const { id, gameName, salesCount, salesVolume, updatedAt, ...fields } = original
    void [id, gameName, salesCount, salesVolume, updatedAt]
    await call(
      `/admin/products/${product.id}`,
      { method: 'PUT', body: JSON.stringify({ ...fields, description: CORPUS }) },
      token,
    )
    const h5 = await call<{ platformAnnouncement: string }>('/admin/config/h5', {}, token)
    await call(
      '/admin/config/h5',
      { method: 'PUT', body: JSON.stringify({ platformAnnouncement: CORPUS }) },
      token,
    )

    try {
      // What the server kept has no handler or script left.
      const saved = await call<{ description: string }>(
        `/v1/dEsports/public/productDetails?productId=${product.id}`,
      )
      expect(saved.description).not.toMatch(
        /onerror|onload|ontoggle|onfocus|javascript:|<script|<iframe|<object|<embed/i,
      )
      expect(saved.description).toContain('<b>加粗</b>')

      const phone = await plainPhone(browser)
      const shop = await phone.newPage()
      const shopWatch = watch(shop)
      await shop.goto(`${baseUrl}/product-detail?productId=${product.id}`)
      await expect.poll(() => shop.getByText('正常的文字').first().isVisible(), SOON).toBe(true)
      for (const selector of ['#js-link', '#js-submit']) {
        const target = shop.locator(selector)
        if (await target.count())
          await target
            .first()
            .click({ timeout: 2000 })
            .catch(() => {})
      }
      await shop.waitForTimeout(500)
      expect(await shopWatch.ran()).toBe(0)
      expect(shopWatch.events).toEqual([])
      await phone.close()

      // The console's editor renders the description too.
      const desk = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' })
      const editor = await desk.newPage()
      const editorWatch = watch(editor)
      await editor.goto(`${baseUrl}/admin/login`)
      await editor.getByPlaceholder('请输入手机号码').fill(OWNER.phone)
      await editor.getByPlaceholder('请输入密码').fill(OWNER.password)
      await editor.getByRole('button', { name: /登\s*录/ }).click()
      await editor.waitForURL((url) => !url.pathname.endsWith('/login'), SOON)
      await editor.goto(`${baseUrl}/admin/products/${product.id}`)
      await expect.poll(() => editor.getByText('正常的文字').first().isVisible(), SOON).toBe(true)
      await editor.goto(`${baseUrl}/admin/content`)
      await editor.waitForTimeout(1000)
      expect(await editorWatch.ran()).toBe(0)
      expect(editorWatch.events).toEqual([])
      await desk.close()
    } finally {
      await call(`/admin/products/${product.id}`, { method: 'PUT', body: JSON.stringify(fields) }, token)
      await call('/admin/config/h5', { method: 'PUT', body: JSON.stringify(h5) }, token)
    }
  })

  it('the home notice and the order notice full of injection attempts stay inert', async () => {
    const { token } = await call<{ token: string }>('/admin/auth/login', {
      method: 'POST',
      body: JSON.stringify(OWNER),
    })
    const system = await call<Record<string, unknown>>('/admin/config/system', {}, token)
    await call(
      '/admin/config/system',
      { method: 'PUT', body: JSON.stringify({ ...system, homeNotice: CORPUS, orderNotice: CORPUS }) },
      token,
    )
    try {
      // The public system config is JSON text (spec §3).
      const stored = JSON.parse(await call<string>('/v1/dEsports/public/systemConfig')) as {
        homeNotice: string
        orderNotice: string
      }
      for (const html of [stored.homeNotice, stored.orderNotice]) {
        expect(html).not.toMatch(
          /onerror|onload|ontoggle|onfocus|javascript:|<script|<iframe|<object|<embed/i,
        )
        expect(html).toContain('<b>加粗</b>')
      }
      const phone = await plainPhone(browser)
      const page = await phone.newPage()
      const watching = watch(page)
      // The home notice greets a first visit in a dialog.
      await page.goto(`${baseUrl}/home`)
      await expect.poll(() => page.getByText('正常的文字').first().isVisible(), SOON).toBe(true)
      await page.waitForTimeout(500)
      expect(await watching.ran()).toBe(0)
      expect(watching.events).toEqual([])
      await phone.close()
    } finally {
      await call('/admin/config/system', { method: 'PUT', body: JSON.stringify(system) }, token)
    }
  })
})
