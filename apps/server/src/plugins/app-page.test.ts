import fs from 'node:fs'
import path from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { FIRST_ANSWERS_BLOCK_ID } from '@dianjing/shared'
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { products } from '../db/schema/index.ts'
import { seedDemoData } from '../db/seed.ts'
import { bumpCacheVersion } from '../lib/versioned-cache.ts'
import { apiCaller } from '../test/api-call.ts'
import { useTestApp } from '../test/test-app.ts'

const { app, dataDir, database } = await useTestApp()
fs.mkdirSync(path.join(dataDir, 'web/.vite'), { recursive: true })
// A build's manifest: the entry with a shared chunk, and the product page's module with its own.
fs.writeFileSync(
  path.join(dataDir, 'web/.vite/manifest.json'),
  JSON.stringify({
    'index.html': { file: 'assets/index-1.js', css: ['assets/index-1.css'], imports: ['_vendor-1.js'] },
    '_vendor-1.js': { file: 'assets/vendor-1.js' },
    '_nav-1.js': {
      file: 'assets/nav-1.js',
      css: ['assets/nav-1.css', 'assets/index-1.css'],
      imports: ['_vendor-1.js'],
    },
    'src/features/catalogue/routes/product-detail.tsx': {
      file: 'assets/product-detail-1.js',
      imports: ['index.html', '_nav-1.js'],
    },
  }),
)
fs.writeFileSync(
  path.join(dataDir, 'web/index.html'),
  '<!doctype html><html><head><title>web</title></head><body><div id="root"></div></body></html>',
)

const PUBLIC = '/v1/dEsports/public'
const BLOCK = new RegExp(`<script type="application/json" id="${FIRST_ANSWERS_BLOCK_ID}">([^<]*)</script>`)

beforeAll(async () => {
  await seedDemoData(database.db)
})

async function page(url: string, headers: Record<string, string> = {}) {
  const response = await app.inject({ method: 'GET', url, headers })
  const block = BLOCK.exec(response.body)?.[1]
  return {
    response,
    answers: block === undefined ? undefined : (JSON.parse(block) as Record<string, unknown>),
  }
}

const call = apiCaller(app)

/** The API's own envelope for a call the app makes (under /boot), as the page carries it. */
async function api(endpoint: string) {
  const { status: _status, ...envelope } = await call('GET', `/boot${endpoint}`)
  return envelope
}

describe('the app page', () => {
  it('home carries its first screen: the first banner preloaded, the four calls answered as the API answers them', async () => {
    const banners = (await api(`${PUBLIC}/swiperList`)).data as { image: string }[]
    const games = (await api(`${PUBLIC}/gameList`)).data as { id: number }[]
    for (const url of ['/', '/home', '/home?from=share']) {
      const { response, answers } = await page(url)
      expect(response.statusCode, url).toBe(200)
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8')
      expect(response.headers.link, url).toBe(
        `<${banners[0]!.image}>; rel=preload; as=image; fetchpriority=high`,
      )
      const calls = [
        `${PUBLIC}/swiperList`,
        `${PUBLIC}/gameList`,
        `${PUBLIC}/systemConfig`,
        `${PUBLIC}/productList?gameId=${games[0]!.id}`,
      ]
      expect(Object.keys(answers ?? {}), url).toEqual(calls)
      for (const endpoint of calls) expect(answers![endpoint], endpoint).toEqual(await api(endpoint))
    }
    // The game in the address, as home shows it; one it does not list is home's first game.
    const second = games[1]!.id
    expect(Object.keys((await page(`/home?gameId=${second}`)).answers!)).toContain(
      `${PUBLIC}/productList?gameId=${second}`,
    )
    expect(Object.keys((await page('/home?gameId=99999')).answers!)).toContain(
      `${PUBLIC}/productList?gameId=${games[0]!.id}`,
    )
  })

  it('a product page carries its details and its first image; an unknown product and other pages neither', async () => {
    const endpoint = `${PUBLIC}/productDetails?productId=1`
    const details = (await api(endpoint)).data as { imgAddressList: string[]; productCover: string }
    const { response, answers } = await page('/product-detail?from=home&productId=1')
    expect(response.headers.link).toBe(
      `<${details.imgAddressList[0] ?? details.productCover}>; rel=preload; as=image; fetchpriority=high`,
    )
    expect(answers).toEqual({ [endpoint]: await api(endpoint) })

    for (const url of ['/product-detail?productId=99999', '/product-detail', '/mine', '/order-list']) {
      const other = await page(url)
      expect(other.response.statusCode, url).toBe(200)
      expect(other.response.body, url).toContain('<title>web</title>')
      expect(other.answers, url).toBeUndefined()
      expect(other.response.headers.link, url).toBeUndefined()
    }
  })

  it('follows a catalogue change on the next page, as the API does', async () => {
    await database.db.update(products).set({ title: '新的标题' }).where(eq(products.id, 1))
    await bumpCacheVersion(database.db, 'catalogue')
    const { answers } = await page('/product-detail?productId=1')
    expect(answers![`${PUBLIC}/productDetails?productId=1`]).toMatchObject({ data: { title: '新的标题' } })
  })

  it('keeps catalogue text from closing the block: `<` is escaped, the data reads back unchanged', async () => {
    const hostile = '</script><script>alert(1)</script><!--'
    await database.db.update(products).set({ title: hostile }).where(eq(products.id, 1))
    await bumpCacheVersion(database.db, 'catalogue')
    const { response, answers } = await page('/product-detail?productId=1')
    expect(response.body).not.toContain('<script>alert')
    expect(response.body.match(/<\/script>/g)).toHaveLength(1)
    expect(answers![`${PUBLIC}/productDetails?productId=1`]).toMatchObject({ data: { title: hostile } })
  })

  it('is sent compressed as the browser accepts, and revalidated by its ETag', async () => {
    const plain = (await page('/home')).response
    const br = (await page('/home', { 'accept-encoding': 'gzip, deflate, br' })).response
    expect(br.headers['content-encoding']).toBe('br')
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body)
    const gzip = (await page('/home', { 'accept-encoding': 'gzip' })).response
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body)

    expect(plain.headers.etag).toBeTruthy()
    const again = await app.inject({
      method: 'GET',
      url: '/home',
      headers: { 'if-none-match': String(plain.headers.etag) },
    })
    expect(again.statusCode).toBe(304)
    expect(String(again.headers['content-security-policy'])).toContain("script-src 'self';")
  })

  it('a product page fetches its own code with the page, beside the entry; home needs none', async () => {
    const { response } = await page('/product-detail?productId=1')
    const links = [...response.body.matchAll(/<link [^>]*>/g)].map(([link]) => link)
    expect(links).toEqual([
      '<link rel="modulepreload" crossorigin href="/assets/product-detail-1.js">',
      '<link rel="modulepreload" crossorigin href="/assets/nav-1.js">',
      '<link rel="preload" as="style" crossorigin href="/assets/nav-1.css">',
    ])
    expect((await page('/home')).response.body).not.toContain('<link')
  })
})
