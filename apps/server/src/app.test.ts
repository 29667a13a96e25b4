import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { buildApp } from './app.ts'
import { useTestApp } from './test/test-app.ts'

const { app, dataDir, database } = await useTestApp()
fs.mkdirSync(path.join(dataDir, 'web/assets'), { recursive: true })
fs.writeFileSync(path.join(dataDir, 'web/index.html'), '<!doctype html><title>web</title>')
fs.writeFileSync(path.join(dataDir, 'web/assets/app-1a2b.js'), 'console.log(1)')
fs.mkdirSync(path.join(dataDir, 'admin'), { recursive: true })
fs.writeFileSync(path.join(dataDir, 'admin/index.html'), '<!doctype html><title>admin</title>')

describe('GET /boot/health', () => {
  it('answers ok after a database round trip', async () => {
    const response = await app.inject({ method: 'GET', url: '/boot/health' })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ code: 0, msg: 'ok', data: { status: 'ok', database: database.kind } })
  })
})

describe('the envelope for every failure', () => {
  it('an unknown API path', async () => {
    const response = await app.inject({ method: 'GET', url: '/boot/v1/dEsports/public/nothing' })
    expect(response.statusCode).toBe(404)
    expect(response.json()).toMatchObject({ code: 1, data: null })
  })

  it('malformed JSON', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/boot/admin/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"phone":',
    })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ code: 1, msg: '请求格式错误', data: null })
  })

  it('carries a request id, echoing a sane one given by a proxy', async () => {
    const given = await app.inject({
      method: 'GET',
      url: '/boot/health',
      headers: { 'x-request-id': 'lb-123' },
    })
    expect(given.headers['x-request-id']).toBe('lb-123')
    const made = await app.inject({
      method: 'GET',
      url: '/boot/health',
      headers: { 'x-request-id': 'bad id!' },
    })
    expect(made.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/)
  })
})

describe('the front ends', () => {
  it.each(['/', '/home', '/order-list', '/worker-receiving-order-details', '/my-invitations'])(
    'serves the web app for %s',
    async (url) => {
      const response = await app.inject({ method: 'GET', url: `${url}?x=1` })
      expect(response.statusCode).toBe(200)
      expect(response.body).toContain('<title>web</title>')
      expect(response.headers['cache-control']).toBe('no-cache')
    },
  )

  it('serves the app page with 404 for a path the app does not know', async () => {
    const response = await app.inject({ method: 'GET', url: '/no-such-page' })
    expect(response.statusCode).toBe(404)
    expect(response.body).toContain('<title>web</title>')
  })

  it('serves fingerprinted assets for a year and a missing asset as 404', async () => {
    const asset = await app.inject({ method: 'GET', url: '/assets/app-1a2b.js' })
    expect(asset.statusCode).toBe(200)
    expect(asset.headers['cache-control']).toContain('immutable')
    expect((await app.inject({ method: 'GET', url: '/assets/gone.js' })).statusCode).toBe(404)
  })

  it('serves the admin console under /admin for any of its paths', async () => {
    for (const url of ['/admin/', '/admin/orders', '/admin/refunds/12']) {
      const response = await app.inject({ method: 'GET', url })
      expect(response.statusCode, url).toBe(200)
      expect(response.body).toContain('<title>admin</title>')
    }
    expect((await app.inject({ method: 'GET', url: '/admin' })).headers.location).toBe('/admin/')
  })
})

describe('OpenAPI', () => {
  it('documents the routes from their schemas at /boot/docs', async () => {
    const response = await app.inject({ method: 'GET', url: '/boot/docs/json' })
    expect(response.statusCode).toBe(200)
    const document = response.json() as { paths: Record<string, unknown> }
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/boot/v1/dEsports/public/gameList',
        '/boot/v1/dEsports/public/productDetails',
        '/boot/health',
      ]),
    )
    expect((await app.inject({ method: 'GET', url: '/boot/docs' })).statusCode).toBeLessThan(400)
  })
})

describe('security headers', () => {
  it.each(['/home', '/admin/', '/no-such-page'])('%s carries the pages’ policy', async (url) => {
    const response = await app.inject({ method: 'GET', url })
    expect(response.headers['content-type']).toContain('text/html')
    const policy = String(response.headers['content-security-policy'])
    expect(policy).toContain("script-src 'self'")
    expect(policy).not.toContain("script-src 'self' 'unsafe-inline'")
    expect(policy).toContain("frame-ancestors 'self'")
    expect(response.headers['x-content-type-options']).toBe('nosniff')
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN')
  })

  it('lets no inline script of the app page run: the page has none', async () => {
    const indexHtml = fs.readFileSync(path.join(import.meta.dirname, '../../web/index.html'), 'utf8')
    expect(indexHtml.match(/<script(?![^>]*\ssrc=)[^>]*>/g)).toBeNull()
    const response = await app.inject({ method: 'GET', url: '/home' })
    expect(String(response.headers['content-security-policy'])).toContain("script-src 'self';")
  })

  it('a page revalidated with 304 keeps the pages’ policy', async () => {
    const first = await app.inject({ method: 'GET', url: '/admin/' })
    const etag = first.headers.etag
    expect(etag).toBeTruthy()
    const again = await app.inject({
      method: 'GET',
      url: '/admin/',
      headers: { 'if-none-match': String(etag) },
    })
    expect(again.statusCode).toBe(304)
    expect(String(again.headers['content-security-policy'])).toContain("script-src 'self'")
  })

  it('API answers are never pages', async () => {
    const response = await app.inject({ method: 'GET', url: '/boot/health' })
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'")
    expect(response.headers['x-content-type-options']).toBe('nosniff')
    // The document-only headers are the pages' business.
    expect(response.headers['permissions-policy']).toBeUndefined()
  })
})

describe('the request log', () => {
  it('records no sign-in material from query strings', async () => {
    const lines: string[] = []
    const logged = await buildApp({
      config: { ...app.config, logLevel: 'info' },
      database,
      staticDirs: {
        webDist: dataDir,
        adminDist: dataDir,
        uploads: path.join(dataDir, 'u'),
        seedAssets: dataDir,
      },
      logStream: { write: (line) => lines.push(line) },
    })
    try {
      await logged.inject({
        method: 'GET',
        url: '/boot/system/public/getTokenByOpenId?openId=SECRET-HANDLE&x=1',
      })
      await logged.inject({ method: 'GET', url: '/boot/system/public/wxOpenId?code=SECRET-CODE' })
    } finally {
      await logged.close()
    }
    const urls = lines.map((line) => JSON.parse(line).req?.url).filter(Boolean)
    expect(urls).toEqual([
      '/boot/system/public/getTokenByOpenId?openId=[redacted]&x=1',
      '/boot/system/public/wxOpenId?code=[redacted]',
    ])
    expect(lines.join('\n')).not.toContain('SECRET')
  })
})
