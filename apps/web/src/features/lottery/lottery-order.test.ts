import { OrderStatus, type OrderView } from '@dianjing/shared'
import { describe, expect, it } from 'vitest'
import {
  drawButtonState,
  drawCounts,
  parseDrawHistory,
  parseLotteryProduct,
  recentWins,
  resolveStopIndex,
  wheelUnavailableReason,
} from './lottery-order.ts'

const prizes = [
  { name: '谢谢参与', probability: 5000 },
  { name: '5元红包', probability: 3000 },
  { name: '免费上分一次', probability: 2000 },
]
const productJson = JSON.stringify({
  title: '幸运转盘抽奖',
  productCover: '/cover.png',
  options: JSON.stringify(prizes),
})

describe('the lottery order', () => {
  it('reads the prize list from the JSON text inside productJson', () => {
    expect(parseLotteryProduct(productJson)).toEqual({
      title: '幸运转盘抽奖',
      productCover: '/cover.png',
      prizes,
    })
    expect(parseLotteryProduct(JSON.stringify({ options: prizes })).prizes).toEqual(prizes)
    expect(parseLotteryProduct('not json').prizes).toEqual([])
    expect(parseLotteryProduct(JSON.stringify({ options: '[{"name":""},{"x":1}]' })).prizes).toEqual([])
  })

  it('reads the draws made, keyed by round, each prize as JSON text', () => {
    const results = { '2': JSON.stringify(prizes[1]), '1': JSON.stringify(prizes[0]), x: '{}', '3': 'bad' }
    expect(parseDrawHistory(results)).toEqual([
      { round: 1, prize: prizes[0] },
      { round: 2, prize: prizes[1] },
    ])
    expect(parseDrawHistory(JSON.stringify(results))).toHaveLength(2)
    expect(parseDrawHistory(null)).toEqual([])
    expect(parseDrawHistory([])).toEqual([])
  })

  it('shows the 5 latest draws, newest first', () => {
    const history = Array.from({ length: 7 }, (_, i) => ({ round: i + 1, prize: prizes[i % 3]! }))
    expect(recentWins(history).map((win) => win.round)).toEqual([7, 6, 5, 4, 3])
    expect(recentWins([])).toEqual([])
  })

  it('counts total, used and remaining draws', () => {
    expect(drawCounts(3, 1)).toEqual({ total: 3, used: 1, remaining: 2 })
    expect(drawCounts(3, 5)).toEqual({ total: 3, used: 3, remaining: 0 })
  })

  it('offers the wheel only for a paid lottery order with prizes', () => {
    const order = { type: 1, status: OrderStatus.paid } as OrderView
    expect(wheelUnavailableReason(order, prizes)).toBeNull()
    expect(wheelUnavailableReason({ ...order, type: 0 }, prizes)).toBe('该订单不是抽奖订单')
    expect(wheelUnavailableReason({ ...order, status: OrderStatus.unpaid }, prizes)).toBe(
      '订单未支付，无法抽奖',
    )
    expect(wheelUnavailableReason({ ...order, status: OrderStatus.refunded }, prizes)).toBe(
      '订单已退款，无法抽奖',
    )
    expect(wheelUnavailableReason(order, [])).toBe('奖品信息缺失，请联系客服')
  })
})

describe('the draw button', () => {
  it('shows the remaining count, then drawing, then used up, disabled in both', () => {
    expect(drawButtonState(3, false)).toEqual({ label: '开始抽奖（剩余3次）', disabled: false })
    expect(drawButtonState(1, true)).toEqual({ label: '抽奖中…', disabled: true })
    expect(drawButtonState(0, false)).toEqual({ label: '抽奖次数已用完', disabled: true })
    expect(drawButtonState(0, true)).toEqual({ label: '抽奖中…', disabled: true })
  })
})

describe('where the wheel stops', () => {
  const history = [{ round: 2, prize: prizes[2]! }]

  it("is the server's index when it is a sector", () => {
    expect(resolveStopIndex(1, 2, history, prizes)).toBe(1)
    expect(resolveStopIndex(0, 1, [], prizes)).toBe(0)
  })

  it('without an index, is the round found in the local history', () => {
    expect(resolveStopIndex(undefined, 2, history, prizes)).toBe(2)
    expect(resolveStopIndex(null, 2, history, prizes)).toBe(2)
  })

  it('without an index or a history entry, rotates by round', () => {
    expect(resolveStopIndex(undefined, 1, history, prizes)).toBe(0)
    expect(resolveStopIndex(undefined, 3, history, prizes)).toBe(2)
    expect(resolveStopIndex(undefined, 4, history, prizes)).toBe(0)
    // A history prize the list no longer has counts as not found.
    expect(
      resolveStopIndex(undefined, 5, [{ round: 5, prize: { name: '旧奖品', probability: 1 } }], prizes),
    ).toBe(1)
  })

  it('is the first sector for an index the list does not have', () => {
    expect(resolveStopIndex(3, 2, history, prizes)).toBe(0)
    expect(resolveStopIndex(-1, 2, history, prizes)).toBe(0)
    expect(resolveStopIndex(1.5, 2, history, prizes)).toBe(0)
  })
})
