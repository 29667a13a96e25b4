import { describe, expect, it } from 'vitest'
import { recentTaps } from './taps.ts'

describe('recentTaps', () => {
  it('keeps the taps of the last window and adds this one', () => {
    expect(recentTaps([], 1000, 3000)).toEqual([1000])
    expect(recentTaps([1000, 2000], 3500, 3000)).toEqual([1000, 2000, 3500])
    expect(recentTaps([1000, 2000], 4000, 3000)).toEqual([2000, 4000])
  })
})
