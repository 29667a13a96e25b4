import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { launchBrowser, plainPhone, wechatPhone } from './browser.ts'
import { registerCustomer, withSession } from './customers.ts'

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
    const onSale = products.find((product) => product.status === '0' && !product.title.includes('转盘'))!
    const details = await api<{ briefIntroduction: string }>(
      `/v1/dEsports/public/productDetails?productId=${onSale.id}`,
    )

    // A returning customer: a new WeChat user is authorised first (identity.e2e.ts has that journey).
    const context = await wechatPhone(browser)
    await withSession(context, (await registerCustomer(baseUrl)).token)
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
    await withSession(context, (await registerCustomer(baseUrl)).token)
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
    // A tap on the picture closes it, once the opening animation has settled; on a busy machine the
    // first tap can still land inside the animation, and a person would simply tap again.
    for (let tap = 0; tap < 3 && (await viewer.isVisible()); tap++) {
      await page.waitForTimeout(400)
      const box = await picture.boundingBox()
      if (box) await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2)
      await page.waitForTimeout(600)
    }
    await expect.poll(() => viewer.isVisible(), SOON).toBe(false)

    const [bannersBefore, gamesBefore] = [bannerLoads, gameLoads]
    // A finger pulls the page down from near the top, as on a phone: just below the carousel, because a
    // drag that starts on it may be taken by the carousel (y=200 was its lower edge).
    const carousel = (await banner.first().boundingBox())!
    const startY = Math.round(carousel.y + carousel.height + 16)
    const touch = await context.newCDPSession(page)
    const finger = (y: number) => [{ x: 195, y, id: 1 }]
    const pull = async () => {
      await touch.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: finger(startY) })
      for (let step = 1; step <= 20; step++) {
        await touch.send('Input.dispatchTouchEvent', {
          type: 'touchMove',
          touchPoints: finger(startY + step * 15),
        })
        await page.waitForTimeout(16)
      }
      await touch.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] })
    }
    const reloaded = () => bannerLoads > bannersBefore && gameLoads > gamesBefore
    // A pull that lands while the page is still settling is ignored, as on a phone; a person pulls again.
    for (let attempt = 0; attempt < 3 && !reloaded(); attempt++) {
      await pull()
      await page.waitForTimeout(1500)
    }
    await expect.poll(() => bannerLoads > bannersBefore && gameLoads > gamesBefore, SOON).toBe(true)
    await context.close()
  })

  it('pay-now leads to the order page in WeChat and to customer service in a plain browser', async () => {
    const products = await api<{ id: number; title: string; status: string }[]>(
      '/v1/dEsports/public/productList',
    )
    const onSale = products.find((product) => product.status === '0' && !product.title.includes('转盘'))!
    const soldOut = products.find((product) => product.status !== '0')!

    const wechat = await wechatPhone(browser)
    await withSession(wechat, (await registerCustomer(baseUrl)).token)
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
  // The dialog's mask keeps the page's touch scrolling locked while it closes: a drag begun within
  // ~300 ms never reaches the page, and opening another overlay in that window (the banner preview)
  // left the pull-to-refresh dead for the rest of the visit. A person's next gesture comes later.
  await expect.poll(() => page.locator('.adm-dialog').count(), SOON).toBe(0)
  await page.waitForTimeout(500)
}
