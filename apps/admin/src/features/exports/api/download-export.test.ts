// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '@/lib/api-client.ts'
import { setToken } from '@/lib/auth-token.ts'
import { canExport, downloadExport, filenameFrom } from './download-export.ts'

const RANGE = { from: '2026-11-01', to: '2026-11-30' }
const CSV = '\uFEFF订单号,下单时间\nDJ1,2026-11-22 07:17:27\n'

let saved: { href: string; download: string }[]

beforeEach(() => {
  setToken('staff-token')
  saved = []
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:export'), revokeObjectURL: vi.fn() }),
  )
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ href: this.getAttribute('href') ?? '', download: this.download })
  })
})

afterEach(() => {
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
  localStorage.clear()
})

function serve(response: Response) {
  const fetchMock = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => response)
  vi.stubGlobal('fetch', fetchMock)
  return fetchMock
}

describe('canExport', () => {
  it('lets finance and the owner export, nobody else', () => {
    expect(canExport('owner')).toBe(true)
    expect(canExport('finance')).toBe(true)
    expect(canExport('operator')).toBe(false)
    expect(canExport('support')).toBe(false)
    expect(canExport(undefined)).toBe(false)
  })
})

describe('filenameFrom', () => {
  it('reads the quoted, bare and RFC 5987 forms', () => {
    expect(filenameFrom('attachment; filename="orders-2026-11-01-2026-11-30.csv"', 'x.csv')).toBe(
      'orders-2026-11-01-2026-11-30.csv',
    )
    expect(filenameFrom('attachment; filename=fund.csv', 'x.csv')).toBe('fund.csv')
    expect(filenameFrom("attachment; filename*=UTF-8''%E8%AE%A2%E5%8D%95.csv", 'x.csv')).toBe('订单.csv')
  })

  it('falls back without a header or a name', () => {
    expect(filenameFrom(null, 'x.csv')).toBe('x.csv')
    expect(filenameFrom('attachment', 'x.csv')).toBe('x.csv')
  })
})

describe('downloadExport', () => {
  it('fetches with the staff token and saves the file under the server’s name', async () => {
    const fetchMock = serve(
      new Response(CSV, {
        headers: {
          'content-type': 'text/csv; charset=utf-8',
          'content-disposition': 'attachment; filename="orders-2026-11-01-2026-11-30.csv"',
        },
      }),
    )
    await expect(downloadExport({ kind: 'orders', range: RANGE })).resolves.toBe(
      'orders-2026-11-01-2026-11-30.csv',
    )
    const [url, init] = fetchMock.mock.calls[0]!
    expect(String(url)).toBe('/boot/admin/exports/orders.csv?from=2026-11-01&to=2026-11-30')
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer staff-token')
    expect(saved).toEqual([{ href: 'blob:export', download: 'orders-2026-11-01-2026-11-30.csv' }])
    const blob = vi.mocked(URL.createObjectURL).mock.calls[0]![0] as Blob
    // The file is saved byte for byte: the BOM that makes Excel read UTF-8 included.
    expect([...new Uint8Array(await blob.arrayBuffer())]).toEqual([...new TextEncoder().encode(CSV)])
  })

  it('names the file itself when the server gives no name', async () => {
    serve(new Response(CSV, { headers: { 'content-type': 'text/csv' } }))
    await expect(downloadExport({ kind: 'fund-records', range: RANGE })).resolves.toBe(
      'fund-records-2026-11-01-2026-11-30.csv',
    )
  })

  it('turns the server’s refusal into its words and saves nothing', async () => {
    serve(Response.json({ code: 1, msg: '日期格式有误', data: null }, { status: 400 }))
    const failure = downloadExport({ kind: 'orders', range: RANGE })
    await expect(failure).rejects.toBeInstanceOf(ApiError)
    await expect(failure).rejects.toThrow('日期格式有误')
    expect(saved).toEqual([])
  })

  it('says what went wrong when the answer is not the server’s', async () => {
    serve(new Response('<html>Bad Gateway</html>', { status: 502, headers: { 'content-type': 'text/html' } }))
    await expect(downloadExport({ kind: 'orders', range: RANGE })).rejects.toThrow('导出失败（HTTP 502）')
  })

  it('says the network failed when the request never arrives', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    )
    await expect(downloadExport({ kind: 'orders', range: RANGE })).rejects.toThrow(
      '网络连接失败，导出未完成，请检查网络后重试',
    )
  })
})
