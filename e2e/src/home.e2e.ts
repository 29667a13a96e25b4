import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { launchBrowser, plainPhone, wechatPhone } from './browser.ts'

interface Envelope<T> {
  code: number
  data: T
}

const baseUrl = inject('baseUrl')
/** How long a page may take to show what the journey waits for. */
const SOON = { timeout: 10_000 }
let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser?.close()
})

async function api<T>(path: string): Promise<T> {
  const response = await fetch(`${baseUrl}/boot${path}`)
  const body = (await response.json()) as Envelope<T>
  expect(body.code).toBe(0)
  return body.data
}

describe('a customer in WeChat opens the shop', () => {
  it('sees the seeded products and the tab bar on /home, taps one and reads its detail', async () => {
    const products = await api<{ id: number; title: string; status: string }[]>(
      '/v1/dEsports/public/productList',
    )
    const onSale = products.find((product) => product.status === '0')!
    const details = await api<{ briefIntroduction: string }>(
      `/v1/dEsports/public/productDetails?productId=${onSale.id}`,
    )

    const context = await wechatPhone(browser)
    const page = await context.newPage()
    const failures: string[] = []
    page.on('pageerror', (error) => failures.push(error.message))

    await page.goto(`${baseUrl}/home`)
    const tabBar = page.getByRole('navigation', { name: '底部导航' })
    for (const label of ['首页', '陪玩', '排行榜', '我的']) {
      await expect.poll(() => tabBar.getByText(label, { exact: true }).isVisible(), SOON).toBe(true)
    }

    // The home notice greets a first visit (at most once per 5 minutes); the customer reads and closes it.
    const noticeOk = page.getByRole('button', { name: '我知道了' })
    await expect.poll(() => noticeOk.isVisible(), SOON).toBe(true)
    await noticeOk.click()
    await page.reload()
    await expect.poll(() => tabBar.isVisible(), SOON).toBe(true)
    expect(await noticeOk.isVisible()).toBe(false)

    const card = page.getByText(onSale.title, { exact: true }).first()
    await card.scrollIntoViewIfNeeded()
    await expect.poll(() => card.isVisible(), SOON).toBe(true)
    await card.click()

    await page.waitForURL((url) => url.pathname === '/product-detail')
    expect(new URL(page.url()).searchParams.get('productId')).toBe(String(onSale.id))
    await expect.poll(() => page.getByText(onSale.title).first().isVisible(), SOON).toBe(true)
    await expect.poll(() => page.getByText(details.briefIntroduction).first().isVisible(), SOON).toBe(true)
    await expect.poll(() => page.getByText('服务内容').first().isVisible(), SOON).toBe(true)

    expect(failures).toEqual([])
    await context.close()
  })

  it('previews a banner full screen and pulls down to reload banners and games', async () => {
    const context = await wechatPhone(browser)
    const page = await context.newPage()
    let bannerLoads = 0
    let gameLoads = 0
    page.on('request', (request) => {
      if (request.url().includes('/public/swiperList')) bannerLoads++
      if (request.url().includes('/public/gameList')) gameLoads++
    })
    await page.goto(`${baseUrl}/home`)
    await closeNotice(page)

    const banner = page.getByRole('button').filter({ has: page.getByRole('img', { name: '新人首单立减' }) })
    await expect.poll(() => banner.first().isVisible(), SOON).toBe(true)
    await banner.first().click()
    const viewer = page.locator('.adm-image-viewer-content')
    await expect.poll(() => viewer.isVisible(), SOON).toBe(true)
    const picture = viewer.locator('img').first()
    await expect.poll(() => picture.isVisible(), SOON).toBe(true)
    // A tap on the picture closes it, once the opening animation has settled.
    await page.waitForTimeout(400)
    const box = (await picture.boundingBox())!
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2)
    await expect.poll(() => viewer.isVisible(), SOON).toBe(false)

    const [bannersBefore, gamesBefore] = [bannerLoads, gameLoads]
    // A finger pulls the page down from near the top, as on a phone.
    const touch = await context.newCDPSession(page)
    const finger = (y: number) => [{ x: 195, y, id: 1 }]
    await touch.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: finger(200) })
    for (let step = 1; step <= 20; step++) {
      await touch.send('Input.dispatchTouchEvent', {
        type: 'touchMove',
        touchPoints: finger(200 + step * 15),
      })
      await page.waitForTimeout(16)
    }
    await touch.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] })
    await expect.poll(() => bannerLoads > bannersBefore && gameLoads > gamesBefore, SOON).toBe(true)
    await context.close()
  })

  it('pay-now leads to the order page in WeChat and to customer service in a plain browser', async () => {
    const products = await api<{ id: number; status: string }[]>('/v1/dEsports/public/productList')
    const onSale = products.find((product) => product.status === '0')!
    const soldOut = products.find((product) => product.status !== '0')!

    const wechat = await wechatPhone(browser)
    const inWechat = await wechat.newPage()
    await inWechat.goto(`${baseUrl}/product-detail?productId=${onSale.id}`)
    await inWechat.getByRole('button', { name: '立即购买' }).click()
    await inWechat.waitForURL((url) => url.pathname === '/order-pay')
    expect(new URL(inWechat.url()).searchParams.get('productId')).toBe(String(onSale.id))

    await inWechat.goto(`${baseUrl}/product-detail?productId=${soldOut.id}`)
    const soldOutButton = inWechat.getByRole('button', { name: '已售罄' })
    await expect.poll(() => soldOutButton.isDisabled(), SOON).toBe(true)
    await wechat.close()

    const h5 = await plainPhone(browser)
    const inBrowser = await h5.newPage()
    await inBrowser.goto(`${baseUrl}/product-detail?productId=${onSale.id}`)
    await inBrowser.getByRole('button', { name: '立即购买' }).click()
    await expect.poll(() => inBrowser.getByText('dianjing-kefu').isVisible(), SOON).toBe(true)
    expect(new URL(inBrowser.url()).pathname).toBe('/product-detail')
    await h5.close()
  })
})

/** The home notice shows on a first visit; a customer reads it and closes it. */
async function closeNotice(page: import('playwright-core').Page) {
  const ok = page.getByRole('button', { name: '我知道了' })
  await expect.poll(() => ok.isVisible(), SOON).toBe(true)
  await ok.click()
}
