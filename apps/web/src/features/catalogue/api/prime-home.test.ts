import fs from 'node:fs'
import path from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createQueryClient } from '@/lib/query-client.ts'
import { bannersQueryOptions } from './get-banners.ts'
import { primeHome } from './prime-home.ts'

const indexHtml = fs.readFileSync(path.resolve(__dirname, '../../../../index.html'), 'utf8')
const preloads = [
  ...indexHtml.matchAll(/<link rel="preload" href="([^"]+)" as="fetch" crossorigin \/>/g),
].map((match) => match[1])

afterEach(() => vi.unstubAllGlobals())

describe('home data', () => {
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
