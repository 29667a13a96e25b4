import { describe, expect, it } from 'vitest'
import { hallDelayText, levelPrivileges, percentText } from './level-privileges.ts'
import { myRankText, pickTab, podiumOrder, rankingValue, splitPodium, updateNote } from './ranking-format.ts'

describe('ranking formatting', () => {
  it('shows orders as a count and income (cents) as yuan with two decimals', () => {
    expect(rankingValue('0', 326)).toBe('326 单')
    expect(rankingValue('1', 95_840)).toBe('¥958.40')
    expect(rankingValue('1', 0)).toBe('¥0.00')
  })

  it('names the own rank, or says the worker is not on the board', () => {
    expect(myRankText(7)).toBe('第7名')
    expect(myRankText(0)).toBe('未上榜')
  })

  it('says when the board was computed, once it has been', () => {
    expect(updateNote('2026-11-22 07:17:27')).toBe('每日更新 · 更新于 2026-11-22 07:17:27')
    expect(updateNote('')).toBe('每日更新')
  })

  it('puts the first three on the podium, and only those ranked while there are fewer', () => {
    expect(splitPodium(['a', 'b', 'c', 'd'])).toEqual({ podium: ['a', 'b', 'c'], rest: ['d'] })
    expect(splitPodium(['a', 'b'])).toEqual({ podium: ['a', 'b'], rest: [] })
    expect(splitPodium(['a'])).toEqual({ podium: ['a'], rest: [] })
    expect(splitPodium([])).toEqual({ podium: [], rest: [] })
  })

  it('stands second, first, third from the left, and first in the middle when alone', () => {
    expect(podiumOrder(3)).toEqual([1, 0, 2])
    expect(podiumOrder(2)).toEqual([1, 0])
    expect(podiumOrder(1)).toEqual([0])
  })

  it('falls back to the first tab for an unknown one in the address', () => {
    expect(pickTab(['day', 'week', 'month'], 'week')).toBe('week')
    expect(pickTab(['day', 'week', 'month'], 'year')).toBe('day')
    expect(pickTab(['0', '1'], null)).toBe('0')
  })
})

describe('level privileges', () => {
  it('tells each level how soon it sees a new order', () => {
    expect(hallDelayText(10)).toBe('新订单进入大厅 10 秒后可见')
    expect(hallDelayText(0)).toBe('新订单进入大厅即时可见')
    expect(levelPrivileges(0, '打手')[0]).toBe('新订单进入大厅 10 秒后可见')
    expect(levelPrivileges(1, '金牌打手')).toEqual([
      '新订单进入大厅 5 秒后可见，比普通打手更早看到新单',
      '专属「金牌打手」标识，展示在陪玩列表与排行榜',
    ])
    expect(levelPrivileges(2, 'VIP打手')[0]).toBe('新订单进入大厅即时可见，抢单先人一步')
  })

  it('shows a good rate as a percentage', () => {
    expect(percentText(100)).toBe('100%')
    expect(percentText(97.5)).toBe('97.5%')
  })
})
