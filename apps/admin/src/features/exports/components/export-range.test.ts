import dayjs from 'dayjs'
import { describe, expect, it } from 'vitest'
import { beijingToday, thisMonth, toExportRange } from './export-range.ts'

describe('export dates', () => {
  it('defaults to this month through today', () => {
    expect(toExportRange(thisMonth(dayjs('2026-11-22')))).toEqual({ from: '2026-11-01', to: '2026-11-22' })
  })

  it('counts today in Beijing time, as the server does', () => {
    // 23:43 UTC on the 21st is already the 22nd in Shanghai.
    expect(beijingToday(new Date('2026-11-21T23:43:00Z')).format('YYYY-MM-DD')).toBe('2026-11-22')
  })
})
