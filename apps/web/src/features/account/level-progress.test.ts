import type { UserLevel } from '@dianjing/shared'
import { describe, expect, it } from 'vitest'
import { levelProgress, levelRanges } from './level-progress.ts'

const LEVELS = [
  { name: '普通会员', maxPoints: 99, content: 'a' },
  { name: '白银会员', maxPoints: 499, content: 'b' },
  { name: '黄金会员', maxPoints: 99_999_999, content: 'c' },
]

const level = (points: number, min: number, max: number, nextLevel: string | null): UserLevel => ({
  currentLevel: 'x',
  currentPoints: points,
  currentLevelMinPoints: min,
  currentLevelMaxPoints: max,
  nextLevel,
  userLevelList: LEVELS,
})

describe('levelProgress', () => {
  it('starts empty at the level’s floor', () => {
    expect(levelProgress(level(0, 0, 99, '白银会员'))).toEqual({
      percent: 0,
      pointsToNext: 100,
      nextLevel: '白银会员',
    })
  })

  it('measures the way from the floor to the next level’s floor (max + 1)', () => {
    expect(levelProgress(level(300, 100, 499, '黄金会员'))).toMatchObject({ percent: 50, pointsToNext: 200 })
  })

  it('is not full while a point is still missing', () => {
    expect(levelProgress(level(99, 0, 99, '白银会员'))).toMatchObject({ percent: 99, pointsToNext: 1 })
  })

  it('is full at the top level, with nothing left to reach', () => {
    expect(levelProgress(level(6000, 500, 99_999_999, null))).toEqual({
      percent: 100,
      pointsToNext: null,
      nextLevel: null,
    })
  })

  it('stays within 0–100 when the numbers disagree (points taken back on a refund)', () => {
    expect(levelProgress(level(-5, 0, 99, '白银会员')).percent).toBe(0)
    expect(levelProgress(level(700, 100, 499, '黄金会员'))).toMatchObject({ percent: 100, pointsToNext: 0 })
  })
})

describe('levelRanges', () => {
  it('gives each level its span, the top one open-ended', () => {
    expect(levelRanges(LEVELS).map(({ minPoints, maxPoints }) => [minPoints, maxPoints])).toEqual([
      [0, 99],
      [100, 499],
      [500, null],
    ])
  })
})
