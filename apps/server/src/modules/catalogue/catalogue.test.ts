import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import type { Banner, Game, ProductCard, ProductDetails, SystemConfig } from '@dianjing/shared'
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { games, products } from '../../db/schema/index.ts'
import { seedDemoData } from '../../db/seed.ts'
import { bumpCacheVersion } from '../../lib/versioned-cache.ts'
import { apiCaller } from '../../test/api-call.ts'
import { useTestApp } from '../../test/test-app.ts'

const { app, database } = await useTestApp()
const { db } = database

const call = apiCaller(app)

beforeAll(async () => {
  expect(await seedDemoData(db)).toBe(true)
})

describe('public catalogue', () => {
  it('gameList answers the seeded games in their order', async () => {
    const answer = await call<Game[]>('GET', '/boot/v1/dEsports/public/gameList')
    expect(answer.status).toBe(200)
    expect(answer.code).toBe(0)
    expect(answer.data.map((game) => game.name)).toEqual(['王者荣耀', '和平精英', '英雄联盟', '三角洲行动'])
    expect(answer.data.every((game) => game.icon.startsWith('/boot/files/seed/'))).toBe(true)
  })

  it('productList answers every product with cents and shown sales, or one game’s', async () => {
    const all = await call<ProductCard[]>('GET', '/boot/v1/dEsports/public/productList')
    expect(all.code).toBe(0)
    expect(all.data.length).toBeGreaterThanOrEqual(12)
    expect(all.data.some((product) => product.status !== '0')).toBe(true)
    for (const product of all.data) {
      expect(Number.isInteger(product.preferentialPrice)).toBe(true)
      expect(product.salesVolume).toBeGreaterThanOrEqual(0)
    }

    const [, secondGame] = (await call<Game[]>('GET', '/boot/v1/dEsports/public/gameList')).data
    const one = await call<ProductCard[]>(
      'GET',
      `/boot/v1/dEsports/public/productList?gameId=${secondGame!.id}`,
    )
    expect(one.data.length).toBeGreaterThan(0)
    expect(one.data.every((product) => product.gameId === secondGame!.id)).toBe(true)
  })

  it('shown sales are the base plus paid orders', async () => {
    const [first] = (await call<ProductCard[]>('GET', '/boot/v1/dEsports/public/productList')).data
    await db.update(products).set({ salesBase: 100, salesCount: 7 }).where(eq(products.id, first!.id))
    await bumpCacheVersion(db, 'catalogue')
    const details = await call<ProductDetails>(
      'GET',
      `/boot/v1/dEsports/public/productDetails?productId=${first!.id}`,
    )
    expect(details.data.salesVolume).toBe(107)
  })

  it('hides the products of a disabled game, and deleted products', async () => {
    const [game] = await db.insert(games).values({ name: '停用游戏', enabled: false }).returning()
    const [hidden] = await db
      .insert(products)
      .values({
        gameId: game!.id,
        type: 'x',
        title: '不可见',
        productCover: '/c.svg',
        preferentialPrice: 1,
        originalPrice: 1,
      })
      .returning()
    await bumpCacheVersion(db, 'catalogue')
    const list = (await call<ProductCard[]>('GET', '/boot/v1/dEsports/public/productList')).data
    expect(list.some((product) => product.id === hidden!.id)).toBe(false)
    expect(
      (await call<Game[]>('GET', '/boot/v1/dEsports/public/gameList')).data.some((g) => g.id === game!.id),
    ).toBe(false)

    const [visibleGame] = (await call<Game[]>('GET', '/boot/v1/dEsports/public/gameList')).data
    const [removed] = await db
      .insert(products)
      .values({
        gameId: visibleGame!.id,
        type: 'x',
        title: '已删除',
        productCover: '/c.svg',
        preferentialPrice: 1,
        originalPrice: 1,
        deleted: true,
      })
      .returning()
    await bumpCacheVersion(db, 'catalogue')
    const again = (await call<ProductCard[]>('GET', '/boot/v1/dEsports/public/productList')).data
    expect(again.some((product) => product.id === removed!.id)).toBe(false)
    const details = await call('GET', `/boot/v1/dEsports/public/productDetails?productId=${removed!.id}`)
    expect(details).toMatchObject({ code: 1, msg: '商品不存在或已下架', data: null })
  })

  it('productDetails answers the description sanitised and the image list', async () => {
    const [first] = (await call<ProductCard[]>('GET', '/boot/v1/dEsports/public/productList')).data
    await db
      .update(products)
      .set({ description: '<h3>服务内容</h3><script>alert(1)</script><p onclick="x()">安全</p>' })
      .where(eq(products.id, first!.id))
    await bumpCacheVersion(db, 'catalogue')
    const answer = await call<ProductDetails>(
      'GET',
      `/boot/v1/dEsports/public/productDetails?productId=${first!.id}`,
    )
    expect(answer.code).toBe(0)
    expect(answer.data.description).toBe('<h3>服务内容</h3><p>安全</p>')
    expect(Array.isArray(answer.data.imgAddressList)).toBe(true)
    expect(answer.data.title).toBe(first!.title)
  })

  it.each([
    ['productId=abc', 400, '商品不存在'],
    ['productId=-3', 400, '商品不存在'],
    ['', 400, '商品不存在'],
    ['productId=999999', 404, '商品不存在或已下架'],
  ])('productDetails?%s → code 1 %s', async (query, status, msg) => {
    const response = await call('GET', `/boot/v1/dEsports/public/productDetails?${query}`)
    expect(response.status).toBe(status)
    expect(response).toMatchObject({ code: 1, msg, data: null })
  })

  it('swiperList answers the enabled banners with local images', async () => {
    const answer = await call<Banner[]>('GET', '/boot/v1/dEsports/public/swiperList')
    expect(answer.data.length).toBeGreaterThanOrEqual(3)
    expect(answer.data.every((banner) => banner.image.startsWith('/boot/files/seed/'))).toBe(true)
  })

  it('systemConfig and wxH5Config answer JSON text as the spec says', async () => {
    const system = await call<string>('GET', '/boot/v1/dEsports/public/systemConfig')
    const parsed = JSON.parse(system.data) as SystemConfig
    expect(parsed.platformNotification.length).toBeGreaterThan(0)
    expect(parsed.orderNotice).toContain('<')
    const h5 = await call<string>('GET', '/boot/v1/dEsports/public/wxH5Config')
    expect(
      (JSON.parse(h5.data) as { platformAnnouncement: string }).platformAnnouncement.length,
    ).toBeGreaterThan(0)
  })

  it('every seeded image is served by the server itself', async () => {
    const list = (await call<ProductCard[]>('GET', '/boot/v1/dEsports/public/productList')).data
    const banners = (await call<Banner[]>('GET', '/boot/v1/dEsports/public/swiperList')).data
    const urls = new Set([...list.map((p) => p.productCover), ...banners.map((b) => b.image)])
    for (const url of urls) {
      const response = await app.inject({ method: 'GET', url })
      expect(response.statusCode, url).toBe(200)
      expect(response.headers['content-type']).toContain('image/svg+xml')
    }
  })

  it('seeding again changes nothing', async () => {
    const before = (await call<ProductCard[]>('GET', '/boot/v1/dEsports/public/productList')).data.length
    expect(await seedDemoData(db)).toBe(false)
    expect((await call<ProductCard[]>('GET', '/boot/v1/dEsports/public/productList')).data.length).toBe(
      before,
    )
  })

  it('serves reads from the cache until a change bumps the catalogue version', async () => {
    const [first] = (await call<ProductCard[]>('GET', '/boot/v1/dEsports/public/productList')).data
    await db.update(products).set({ title: '改过的标题' }).where(eq(products.id, first!.id))
    const cached = (await call<ProductCard[]>('GET', '/boot/v1/dEsports/public/productList')).data
    expect(cached[0]!.title).toBe(first!.title)

    await bumpCacheVersion(db, 'catalogue')
    const fresh = (await call<ProductCard[]>('GET', '/boot/v1/dEsports/public/productList')).data
    expect(fresh[0]!.title).toBe('改过的标题')
  })
})

describe('compressed answers', () => {
  it.each([
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip;q=0.5', 'gzip'],
    ['gzip;q=0', undefined],
    ['identity', undefined],
    [undefined, undefined],
  ])('Accept-Encoding %s → %s, the same answer', async (acceptEncoding, encoding) => {
    const url = '/boot/v1/dEsports/public/productList'
    const plain = await app.inject({ method: 'GET', url })
    const response = await app.inject({
      method: 'GET',
      url,
      headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
    })
    expect(response.headers['content-encoding']).toBe(encoding)
    expect(response.headers.vary).toBe('accept-encoding')
    const raw = response.rawPayload
    const body = encoding === 'br' ? brotliDecompressSync(raw) : encoding === 'gzip' ? gunzipSync(raw) : raw
    expect(JSON.parse(body.toString('utf8'))).toEqual(plain.json())
    expect(plain.json().data.length).toBeGreaterThan(0)
  })

  it('small answers and failures go uncompressed', async () => {
    const headers = { 'accept-encoding': 'gzip, br' }
    const games = await app.inject({ method: 'GET', url: '/boot/v1/dEsports/public/gameList', headers })
    expect(games.rawPayload.length).toBeLessThan(1024)
    expect(games.headers['content-encoding']).toBeUndefined()
    const missing = await app.inject({
      method: 'GET',
      url: '/boot/v1/dEsports/public/productDetails?productId=999999',
      headers,
    })
    expect(missing.headers['content-encoding']).toBeUndefined()
    expect(missing.json().code).toBe(1)
  })
})
