import { describe, expect, it } from 'vitest'
import { shanghaiMoment, waitText } from './waiting-time.tsx'

describe('waitText', () => {
  it('words a wait as staff read it at a glance', () => {
    expect(waitText(0)).toBe('刚刚')
    expect(waitText(12)).toBe('12分钟')
    expect(waitText(59)).toBe('59分钟')
    expect(waitText(3 * 60)).toBe('3小时')
    expect(waitText(3 * 60 + 5)).toBe('3小时5分')
    expect(waitText(24 * 60)).toBe('1天')
    expect(waitText((2 * 24 + 4) * 60 + 30)).toBe('2天4小时')
  })
})

describe('shanghaiMoment', () => {
  it('reads the server’s wall time as Shanghai time', () => {
    expect(shanghaiMoment('2026-11-21 20:15:03').toISOString()).toBe('2026-11-21T12:15:03.000Z')
  })
})
