import { describe, expect, it } from 'vitest'
import { formatDateTime, formatDateTimeOrEmpty, parseDateTime } from './time.ts'

describe('parseDateTime', () => {
  it('reads what staff type as Shanghai wall time', () => {
    expect(parseDateTime('2026-11-21 20:15:03')?.toISOString()).toBe('2026-11-21T12:15:03.000Z')
    expect(parseDateTime(' 2026-11-22 00:00 ')?.toISOString()).toBe('2026-11-21T16:00:00.000Z')
  })

  it('gives back what formatDateTime wrote', () => {
    const instant = new Date('2026-03-01T23:59:59.000Z')
    expect(parseDateTime(formatDateTime(instant))).toEqual(instant)
  })

  it.each([
    '',
    '2026-11-21',
    '2026-11-21T20:15',
    '2026-02-30 10:00',
    '2026-11-21 24:00',
    '2026-1-2 3:04',
    'x',
  ])('refuses %j', (text) => {
    expect(parseDateTime(text)).toBeNull()
  })
})

describe('formatDateTimeOrEmpty', () => {
  it('writes a date as formatDateTime does', () => {
    expect(formatDateTimeOrEmpty(new Date('2026-11-21T12:15:03.000Z'))).toBe('2026-11-21 20:15:03')
  })

  it.each([null, undefined])('writes nothing for %j', (date) => {
    expect(formatDateTimeOrEmpty(date)).toBe('')
  })
})
