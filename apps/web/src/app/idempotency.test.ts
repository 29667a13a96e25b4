import { IdempotencyMessages } from '@dianjing/shared'
import { Toast } from 'antd-mobile'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { drawLottery } from '@/features/lottery/api/draw-lottery.ts'
import { applyRefund } from '@/features/orders/api/apply-refund.ts'
import { payOrder } from '@/features/orders/api/pay-order.ts'
import { applyWithdrawal } from '@/features/worker/api/funds.ts'
import { newIdempotencyKey } from '@/lib/idempotency.ts'
import { http, IN_PROGRESS_WAIT_MS } from '@/lib/request.ts'
import { setToken } from '@/lib/storage.ts'

// Here in app/, which may reach every feature: the key is lib's, the four calls that send it are
// the orders', the lottery's and the worker's.

/** The server's rule for the header (apps/server/src/lib/idempotency.ts). */
const KEY_PATTERN = /^[A-Za-z0-9_-]{8,64}$/

/**
 * Each call's path and Idempotency-Key. The first calls are answered as `script` says (`drop`: no
 * answer, the network loses it), the rest with code 0.
 */
let calls: { path: string; key: string | null }[]
let script: ('drop' | (() => Response))[]
const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
  calls.push({
    path: String(input).split('?')[0]!,
    key: new Headers(init?.headers).get('Idempotency-Key'),
  })
  const answer = script[calls.length - 1]
  if (answer === 'drop') throw new TypeError('Failed to fetch')
  return answer ? answer() : Response.json({ code: 0, msg: '', data: { ok: true } })
})

/** nginx's own page when the process it chose died: HTML, not our envelope. */
const gatewayPage = (status: number) => () =>
  new Response(`<html><body><h1>${status}</h1><hr><center>nginx</center></body></html>`, {
    status,
    headers: { 'content-type': 'text/html' },
  })
const refusal = (status: number, msg: string) => () => Response.json({ code: 1, msg, data: null }, { status })

const pay = () => payOrder({ productId: 1 } as unknown as Parameters<typeof payOrder>[0])

const actions: [string, () => Promise<unknown>][] = [
  ['payOrder', () => payOrder({ productId: 1 } as unknown as Parameters<typeof payOrder>[0])],
  ['applyRefund', () => applyRefund({ orderId: 1 } as unknown as Parameters<typeof applyRefund>[0])],
  ['lotteryDraw', () => drawLottery('T1', 1)],
  ['withdrawalApply', () => applyWithdrawal(12_345 as Parameters<typeof applyWithdrawal>[0])],
]

beforeEach(() => {
  calls = []
  script = []
  fetchMock.mockClear()
  vi.stubGlobal('fetch', fetchMock)
  setToken('tok')
})

afterEach(() => {
  Toast.clear()
  vi.useRealTimers()
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
    script = ['drop']
    await expect(act()).resolves.toEqual({ ok: true })
    expect(calls).toHaveLength(2)
    expect(calls[1]!.key).toBe(calls[0]!.key)
    expect(calls[0]!.key).toMatch(KEY_PATTERN)
  })

  it('gives up after one retry, and the user is told', async () => {
    script = ['drop', 'drop', 'drop']
    await expect(pay()).rejects.toMatchObject({ reason: 'network' })
    expect(calls).toHaveLength(2)
    await vi.waitFor(() => expect(document.body.textContent).toContain('网络异常，请检查网络后重试'))
  })

  it('leaves other calls as they were: no key, and no retry after a lost answer', async () => {
    script = ['drop']
    await expect(http.post('/v1/dEsports/wxOrder/confirmOrder', { orderId: 1 })).rejects.toMatchObject({
      reason: 'network',
    })
    expect(calls).toEqual([{ path: '/boot/v1/dEsports/wxOrder/confirmOrder', key: null }])
  })

  it.each([502, 503, 504])(
    'is sent again with the same key when nginx answers %i with its own page (the process died)',
    async (status) => {
      script = [gatewayPage(status)]
      await expect(pay()).resolves.toEqual({ ok: true })
      expect(calls.map((call) => call.key)).toEqual([calls[0]!.key, calls[0]!.key])
    },
  )

  it('takes the app’s own answer as an answer, whatever its status: not sent again', async () => {
    script = [refusal(503, '支付服务暂不可用'), gatewayPage(500)]
    await expect(pay()).rejects.toMatchObject({ reason: 'envelope', message: '支付服务暂不可用' })
    await expect(pay()).rejects.toMatchObject({ reason: 'malformed' })
    expect(calls).toHaveLength(2)
  })

  it('told the first attempt is still being handled, asks once more a moment later', async () => {
    vi.useFakeTimers()
    script = ['drop', refusal(409, IdempotencyMessages.inProgress)]
    const paying = pay()
    await vi.advanceTimersByTimeAsync(IN_PROGRESS_WAIT_MS)
    await expect(paying).resolves.toEqual({ ok: true })
    expect(calls).toHaveLength(3)
    expect(new Set(calls.map((call) => call.key)).size).toBe(1)
  })

  it('still in progress after the wait, or already done: the user is told the server’s words', async () => {
    vi.useFakeTimers()
    script = [
      'drop',
      refusal(409, IdempotencyMessages.inProgress),
      refusal(409, IdempotencyMessages.inProgress),
      refusal(409, IdempotencyMessages.applied),
    ]
    const paying = pay()
    const told = expect(paying).rejects.toMatchObject({ message: IdempotencyMessages.inProgress })
    await vi.advanceTimersByTimeAsync(IN_PROGRESS_WAIT_MS)
    await told
    expect(calls).toHaveLength(3)
    await expect(pay()).rejects.toMatchObject({ reason: 'envelope', message: IdempotencyMessages.applied })
    expect(calls).toHaveLength(4)
  })
})
