import { describe, expect, it } from 'vitest'
import { BRIEF_TRUNCATE } from './constants.ts'
import { maskPhone, truncate } from './text.ts'
import { formatDate, formatDateTime } from './time.ts'

describe('truncate', () => {
  it('keeps text at or under the limit and cuts longer text with an ellipsis', () => {
    expect(truncate('国服打手操作', BRIEF_TRUNCATE.homeCard)).toBe('国服打手操作')
    const thirty = '字'.repeat(30)
    expect(truncate(thirty, 30)).toBe(thirty)
    expect(truncate(`${thirty}多`, 30)).toBe(`${thirty}…`)
  })

  it('counts characters, not UTF-16 units, so an emoji is never split', () => {
    expect(truncate('🎮🎮🎮', 2)).toBe('🎮🎮…')
    expect(truncate('', 5)).toBe('')
  })
})

describe('maskPhone', () => {
  it('hides the middle four digits of a phone and everything of anything else', () => {
    expect(maskPhone('13812345678')).toBe('138****5678')
    expect(maskPhone('1381234567')).toBe('****')
    expect(maskPhone('')).toBe('****')
  })
})

describe('Shanghai time', () => {
  it('formats in UTC+8 whatever the machine’s zone', () => {
    const instant = new Date('2026-11-21T16:05:09Z')
    expect(formatDateTime(instant)).toBe('2026-11-22 00:05:09')
    expect(formatDate(instant)).toBe('2026-11-22')
  })
})
