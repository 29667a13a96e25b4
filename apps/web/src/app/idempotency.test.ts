import { Toast } from 'antd-mobile'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { drawLottery } from '@/features/lottery/api/draw-lottery.ts'
import { applyRefund } from '@/features/orders/api/apply-refund.ts'
import { payOrder } from '@/features/orders/api/pay-order.ts'
import { applyWithdrawal } from '@/features/worker/api/funds.ts'
import { newIdempotencyKey } from '@/lib/idempotency.ts'
import { http } from '@/lib/request.ts'
import { setToken } from '@/lib/storage.ts'

// Here in app/, which may reach every feature: the key is lib's, the four calls that send it are
// the orders', the lottery's and the worker's.

/** The server's rule for the header (apps/server/src/lib/idempotency.ts). */
const KEY_PATTERN = /^[A-Za-z0-9_-]{8,64}$/

/** Each call's path and Idempotency-Key; `failFirst` calls get no answer (the network drops them). */
let calls: { path: string; key: string | null }[]
let failFirst: number
const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
  calls.push({
    path: String(input).split('?')[0]!,
    key: new Headers(init?.headers).get('Idempotency-Key'),
  })
  if (calls.length <= failFirst) throw new TypeError('Failed to fetch')
  return Response.json({ code: 0, msg: '', data: { ok: true } })
})

const actions: [string, () => Promise<unknown>][] = [
  ['payOrder', () => payOrder({ productId: 1 } as unknown as Parameters<typeof payOrder>[0])],
  ['applyRefund', () => applyRefund({ orderId: 1 } as unknown as Parameters<typeof applyRefund>[0])],
  ['lotteryDraw', () => drawLottery('T1', 1)],
  ['withdrawalApply', () => applyWithdrawal(12_345 as Parameters<typeof applyWithdrawal>[0])],
]

beforeEach(() => {
  calls = []
  failFirst = 0
  fetchMock.mockClear()
  vi.stubGlobal('fetch', fetchMock)
  setToken('tok')
})

afterEach(() => {
  Toast.clear()
  vi.unstubAllGlobals()
})

describe('Idempotency-Key', () => {
  it('is random and in the form the server accepts', () => {
    const keys = new Set(Array.from({ length: 50 }, newIdempotencyKey))
    expect(keys.size).toBe(50)
    for (const key of keys) expect(key).toMatch(KEY_PATTERN)
  })

  it.each(actions)('%s sends a fresh key with each user action', async (name, act) => {
    await act()
    await act()
    expect(calls.map((call) => call.path)).toEqual([
      expect.stringContaining(name),
      expect.stringContaining(name),
    ])
    const [first, second] = calls.map((call) => call.key)
    expect(first).toMatch(KEY_PATTERN)
    expect(second).toMatch(KEY_PATTERN)
    expect(second).not.toBe(first)
  })

  it.each(actions)('%s is sent again with the same key when no answer came', async (_name, act) => {
    failFirst = 1
    await expect(act()).resolves.toEqual({ ok: true })
    expect(calls).toHaveLength(2)
    expect(calls[1]!.key).toBe(calls[0]!.key)
    expect(calls[0]!.key).toMatch(KEY_PATTERN)
  })

  it('gives up after one retry, and the user is told', async () => {
    failFirst = 5
    await expect(
      payOrder({ productId: 1 } as unknown as Parameters<typeof payOrder>[0]),
    ).rejects.toMatchObject({
      reason: 'network',
    })
    expect(calls).toHaveLength(2)
    await vi.waitFor(() => expect(document.body.textContent).toContain('网络异常，请检查网络后重试'))
  })

  it('leaves other calls as they were: no key, and no retry after a lost answer', async () => {
    failFirst = 1
    await expect(http.post('/v1/dEsports/wxOrder/confirmOrder', { orderId: 1 })).rejects.toMatchObject({
      reason: 'network',
    })
    expect(calls).toEqual([{ path: '/boot/v1/dEsports/wxOrder/confirmOrder', key: null }])
  })
})
