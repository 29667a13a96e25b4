import type { HallPage } from '@dianjing/shared'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { setToken } from '@/lib/storage.ts'
import { workerOrder } from '../testing/worker-order.ts'
import { getHallOrders, HALL_PAGE_SIZE, hallOrdersQueryOptions } from './hall-orders.ts'

const page = (size: number, nextCursor: string): HallPage => ({
  total: 25,
  nextCursor,
  list: Array.from({ length: size }, (_, index) => workerOrder({ id: index + 1 })),
})
const CURSOR = 'h_2026-11-24T08:00:00.123456Z_119'

afterEach(() => vi.unstubAllGlobals())

describe('the hall’s pages', () => {
  it('asks for the next page by the cursor the last one ended with', () => {
    const next = hallOrdersQueryOptions(undefined, '').getNextPageParam!
    const first = page(HALL_PAGE_SIZE, CURSOR)
    expect(next(first, [first], '', [''])).toBe(CURSOR)
  })

  it('ends with no cursor, or with a short page', () => {
    const next = hallOrdersQueryOptions(undefined, '').getNextPageParam!
    expect(next(page(HALL_PAGE_SIZE, ''), [], CURSOR, [CURSOR])).toBeUndefined()
    expect(next(page(5, CURSOR), [], CURSOR, [CURSOR])).toBeUndefined()
  })

  it('sends the cursor, and the first page by number as the spec’s client does', async () => {
    const fetchMock = vi.fn(async (_input: RequestInfo | URL) =>
      Response.json({ code: 0, msg: '', data: page(0, '') }),
    )
    vi.stubGlobal('fetch', fetchMock)
    setToken('tok-1')
    await getHallOrders('', '1', '')
    await getHallOrders(CURSOR, '1', '')
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual([
      '/boot/v1/dEsports/wxOrder/receivingOrderList?gameRegion=1&pageNum=1&pageSize=20',
      `/boot/v1/dEsports/wxOrder/receivingOrderList?gameRegion=1&cursor=${encodeURIComponent(CURSOR)}&pageNum=1&pageSize=20`,
    ])
  })
})
