import { describe, expect, it } from 'vitest'
import { axisScale, shortDate } from './chart-scale.ts'

describe('axisScale', () => {
  it('rounds the top up to a readable step', () => {
    expect(axisScale(4161)).toEqual({ max: 6000, ticks: [0, 2000, 4000, 6000] })
    expect(axisScale(87)).toEqual({ max: 100, ticks: [0, 25, 50, 75, 100] })
    expect(axisScale(10)).toEqual({ max: 10, ticks: [0, 2.5, 5, 7.5, 10] })
  })

  it('keeps counts in whole numbers', () => {
    expect(axisScale(3, { integer: true })).toEqual({ max: 3, ticks: [0, 1, 2, 3] })
    expect(axisScale(10, { integer: true })).toEqual({ max: 12, ticks: [0, 3, 6, 9, 12] })
  })

  it('takes as many steps as another axis so the gridlines are shared', () => {
    expect(axisScale(12, { intervals: 3, integer: true })).toEqual({ max: 15, ticks: [0, 5, 10, 15] })
    expect(axisScale(1, { intervals: 4, integer: true })).toEqual({ max: 4, ticks: [0, 1, 2, 3, 4] })
  })

  it('still draws an axis when every day is zero', () => {
    expect(axisScale(0, { integer: true })).toEqual({ max: 4, ticks: [0, 1, 2, 3, 4] })
  })
})

describe('shortDate', () => {
  it('keeps the month and day', () => {
    expect(shortDate('2026-11-05')).toBe('11-05')
  })
})
