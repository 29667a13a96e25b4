import fs from 'node:fs'
import path from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createQueryClient } from '@/lib/query-client.ts'
import { bannersQueryOptions } from './get-banners.ts'
import { isHomePath, primeHome } from './prime-home.ts'

const indexHtml = fs.readFileSync(path.resolve(__dirname, '../../../../index.html'), 'utf8')
const preloadScript = /<script id="home-preload">([\s\S]*?)<\/script>/.exec(indexHtml)?.[1] ?? ''

/** Runs index.html's preload script as the browser would on `pathname`; answers what it preloads. */
function preloadsAt(pathname: string): string[] {
  history.replaceState(null, '', pathname)
  new Function(preloadScript)()
  const links = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')]
  for (const link of links) {
    expect(link.as).toBe('fetch')
    // As the app's fetch asks (same origin, its credentials): else the browser fetches twice.
    expect(link.crossOrigin).toBe('anonymous')
    link.remove()
  }
  return links.map((link) => link.getAttribute('href') ?? '')
}

const preloads = preloadsAt('/home')

afterEach(() => {
  vi.unstubAllGlobals()
  history.replaceState(null, '', '/')
})

describe('home data', () => {
  it('is preloaded by index.html on home only: / and /home, which isHomePath names', () => {
    expect(preloadsAt('/')).toEqual(preloads)
    for (const pathname of [
      '/order-pay',
      '/mine',
      '/product-detail',
      '/homework',
      '/home/x',
      '/reception-hall',
    ]) {
      expect(preloadsAt(pathname), pathname).toEqual([])
      expect(isHomePath(pathname)).toBe(false)
    }
    expect(isHomePath('/')).toBe(true)
    expect(isHomePath('/home')).toBe(true)
  })

  it('is preloaded by index.html at exactly the addresses home then fetches', async () => {
    const fetched: string[] = []
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        fetched.push(String(input))
        return Response.json({ code: 0, msg: '', data: [] })
      }),
    )
    const client = createQueryClient()
    await primeHome(client)
    expect(preloads.length).toBeGreaterThan(0)
    expect([...fetched].sort()).toEqual([...preloads].sort())
    // In the cache: home's first render shows them instead of a skeleton.
    expect(client.getQueryData(bannersQueryOptions().queryKey)).toEqual([])
  })

  it('does not hold home back when the answers are slow', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => {})),
    )
    const client = createQueryClient()
    await primeHome(client, 5)
    expect(client.getQueryState(bannersQueryOptions().queryKey)?.status).toBe('pending')
  })
})
